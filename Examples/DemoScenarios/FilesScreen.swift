import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// A file browser declared from its model: folders are rows with children, expanded and
/// collapsed by a tap or their disclosure, their state kept by identifier as files come and go.
@MainActor
final class FilesScreen {
  /// A folder: its name, its files, and the folders inside it.
  struct Folder {
    var name: String
    var files: [String]
    var folders: [Folder] = []
  }

  /// The folders at the top level.
  private(set) var folders = [
    Folder(
      name: "Documents", files: ["CV.pdf"],
      folders: [Folder(name: "Taxes", files: ["2025.pdf", "2026.pdf"])]),
    Folder(name: "Music", files: ["Blue in Green.m4a"]),
  ]

  let log: DemoLog

  /// The declared table; set once, in `init`.
  private(set) var declared: DeclaredTable<String, String>!

  /// The headless table showing it.
  private(set) var table: HeadlessTable!

  init(log: DemoLog) {
    self.log = log
    // Names are unique among every folder and file: the declaration cannot be rejected.
    declared = try! DeclaredTable(declaration: declaration())
    declared.expansionDidChange = { change in
      log.fired(
        "\(change.row) \(change.isExpanded ? "expanded" : "collapsed") by the \(change.cause)")
    }
    table = HeadlessTable(declared: declared, style: .plain)
  }

  /// The screen as a declaration of the model: Documents starts expanded.
  func declaration() -> TableDeclaration<String, String> {
    TableDeclaration {
      Section("files") { for folder in folders { row(for: folder) } }
    }
  }

  private func row(for folder: Folder) -> Row<String> {
    Row(folder.name, text: folder.name, image: .system("folder"))
      .children(expanded: folder.name == "Documents") {
        for inner in folder.folders { row(for: inner) }
        for file in folder.files {
          Row(file, text: file, image: .system("doc"))
            .onSelect { [unowned self] _ in log.fired("didSelectRow: open \(file)") }
        }
      }
  }

  /// Adds a file to a folder at the top level, and declares the screen again.
  func add(_ file: String, to folder: String) {
    guard let index = folders.firstIndex(where: { $0.name == folder }) else { return }
    folders[index].files.append(file)
    declared.update(to: declaration())
  }
}
