import TableHandlersCore
import TableHandlersDeclarative

/// The declared update on published recipes (``UpdateRecipe``), in both layouts and every
/// form of row, each beside the identity-diff floor of the same change and an identical
/// re-declaration of the same table.
///
/// Each figure separates the fixed cost per row (the identical re-declaration, per row) from
/// the cost per change (the changed update minus the identical one, per row touched).
@MainActor
enum RecipeFigures {
  /// One recipe, layout and form: two declared tables and the declarations they alternate
  /// between.
  @MainActor
  struct Subject {
    let recipe: UpdateRecipe
    let layout: RowLayout
    let form: RowForm
    /// Updated between the rows before and after the recipe.
    let changedTable: DeclaredTable<Int, Int>
    /// Updated between two declarations of the same rows, each built anew.
    let identicalTable: DeclaredTable<Int, Int>
    /// Before the recipe, after it, and before it built again.
    let declarations: [TableDeclaration<Int, Int>]
    /// The floor's input of the first two declarations.
    let floorInputs: [IdentityDiffFloor.Input<Int>]
    var update = Double.infinity
    var identical = Double.infinity
    var floor = Double.infinity

    init(_ recipe: UpdateRecipe, _ layout: RowLayout, _ form: RowForm, rows: RecipeRows) {
      self.recipe = recipe
      self.layout = layout
      self.form = form
      declarations = [
        rows.declaration(form, changed: false), rows.declaration(form, changed: true),
        rows.declaration(form, changed: false),
      ]
      floorInputs = declarations[0..<2].map(IdentityDiffFloor.Input.init)
      do {
        changedTable = try DeclaredTable(handlers: TableHandlers(), declaration: declarations[0])
        identicalTable = try DeclaredTable(handlers: TableHandlers(), declaration: declarations[0])
      } catch {
        fatalError("benchmark declaration rejected: \(error)")
      }
    }

    /// Round `round`: the changed update, the identical one and the floor of the changed one,
    /// in an order that alternates by round; each keeps its best after round 0.
    mutating func measure(round: Int) {
      // The changed table alternates between before and after; the identical one between
      // the two declarations of the rows before.
      let changedTarget = declarations[round % 2 == 0 ? 1 : 0]
      let floorSource = floorInputs[round % 2 == 0 ? 0 : 1]
      let floorTarget = floorInputs[round % 2 == 0 ? 1 : 0]
      let identicalTarget = declarations[round % 2 == 0 ? 2 : 0]
      var times = [0.0, 0.0, 0.0]
      for which in round % 2 == 0 ? [0, 1, 2] : [2, 1, 0] {
        switch which {
        case 0:
          times[0] = elapsedNanoseconds { Self.update(changedTable, to: changedTarget) }
        case 1:
          times[1] = elapsedNanoseconds { Self.update(identicalTable, to: identicalTarget) }
        default:
          times[2] = elapsedNanoseconds {
            blackHole(IdentityDiffFloor(from: floorSource, to: floorTarget).editCount)
          }
        }
      }
      guard round > 0 else { return }
      update = min(update, times[0])
      identical = min(identical, times[1])
      floor = min(floor, times[2])
    }

    /// `count` changed updates, untimed, alternating between the two declarations.
    func updates(_ count: Int) {
      for round in 0..<count {
        Self.update(changedTable, to: declarations[round % 2 == 0 ? 1 : 0])
      }
    }

    static func update(_ table: DeclaredTable<Int, Int>, to target: TableDeclaration<Int, Int>) {
      do {
        let diff = try table.checkedUpdate(to: target)
        blackHole(diff.update.movedRows.count)
      } catch {
        fatalError("benchmark update rejected: \(error)")
      }
    }
  }

  /// The subject named `recipe.layout.form`, as in figure identifiers (`churn10000.oneSection.content`).
  static func subject(named name: String) -> Subject? {
    let parts = name.split(separator: ".").map(String.init)
    guard parts.count == 3, let recipe = UpdateRecipe.all.first(where: { $0.name == parts[0] }),
      let layout = RowLayout(rawValue: parts[1]), let form = RowForm(rawValue: parts[2])
    else { return nil }
    return Subject(recipe, layout, form, rows: RecipeRows(recipe, layout))
  }

  /// Measures every recipe, layout and form, one subject at a time (a subject of 100,000 rows
  /// holds three declarations and two tables), round-robin within the subject.
  static func measure(_ settings: Settings, into report: inout Report) {
    report.text(
      pad("recipe, layout, form", 62) + pad("update", 9, right: true)
        + pad("ident.", 9, right: true) + pad("floor", 9, right: true)
        + pad("ns/row", 8, right: true) + pad("ns/chg", 8, right: true)
        + pad("×floor", 8, right: true) + pad("id/fl", 7, right: true)
        + pad("×DK≈", 7, right: true))
    for recipe in UpdateRecipe.all {
      for layout in RowLayout.allCases {
        let rows = RecipeRows(recipe, layout)
        for form in settings.quick ? [.content, .textOnSelect] : RowForm.allCases {
          var subject = Subject(recipe, layout, form, rows: rows)
          for round in 0...settings.recipeRepetitions { subject.measure(round: round) }
          add(subject, to: &report)
        }
      }
    }
    report.note(
      "recipes: ms are the best round; ns/row is the identical re-declaration per row (the fixed "
        + "cost), ns/chg the changed update minus the identical one per row touched; ×floor is "
        + "update / identity-diff floor of the same change, id/fl identical update / that floor; "
        + "×DK≈ is update / (\(format(Target.differenceKitOverFloor, 1)) × floor), the "
        + "DifferenceKit equivalent (Targets.swift says where the factor comes from; no "
        + "DifferenceKit runs in this process).")
  }

  /// The subject's figures: recorded for targets and JSON, printed as one line.
  static func add(_ subject: Subject, to report: inout Report) {
    let recipe = subject.recipe
    let id = "recipe.\(recipe.name).\(subject.layout.rawValue).\(subject.form.rawValue)"
    let what = "\(recipe.label), \(subject.layout.label), \(subject.form.label)"
    let rows = Double(recipe.rows)
    let perChange = (subject.update - subject.identical) / Double(recipe.changes)
    let overFloor = subject.update / subject.floor
    let identicalOverFloor = subject.identical / subject.floor
    report.record(id + ".update", what + ": update", subject.update, "ns/op")
    report.record(
      id + ".identical", what + ": identical re-declaration", subject.identical, "ns/op")
    report.record(id + ".floor", what + ": identity-diff floor", subject.floor, "ns/op")
    report.record(id + ".perRow", what + ": fixed cost per row", subject.identical / rows, "ns/row")
    report.record(id + ".perChange", what + ": cost per change", perChange, "ns/change")
    report.record(id + ".overFloor", what + ": update / floor", overFloor, "×floor")
    report.record(
      id + ".identicalOverFloor", what + ": identical / floor", identicalOverFloor, "×floor")
    report.text(
      pad("\(recipe.label), \(subject.layout.label), \(subject.form.rawValue)", 62)
        + pad(format(subject.update / 1e6, 2), 9, right: true)
        + pad(format(subject.identical / 1e6, 2), 9, right: true)
        + pad(format(subject.floor / 1e6, 2), 9, right: true)
        + pad(format(subject.identical / rows, 0), 8, right: true)
        + pad(format(perChange, 0), 8, right: true)
        + pad(format(overFloor, 2), 8, right: true)
        + pad(format(identicalOverFloor, 2), 7, right: true)
        + pad(format(overFloor / Target.differenceKitOverFloor, 2), 7, right: true))
  }
}
