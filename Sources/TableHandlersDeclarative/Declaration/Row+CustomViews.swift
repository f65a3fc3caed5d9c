import TableHandlersCore

extension Row {
  /// Shows the row in a cell of the app's own, described platform-neutrally: shared code
  /// declares the kind and the model value, the platform's code registers the kind's cell class
  /// once.
  ///
  /// ```swift
  /// // Shared code:
  /// Row(profile.id)
  ///   .customCell(CustomViewDescription(
  ///     kind: "ProfileCell", description: "\(profile.name), \(profile.posts) posts",
  ///     value: profile))
  ///
  /// // The view controller, once:
  /// table.registerCell(ProfileCell.self, forKind: "ProfileCell") { cell, description in
  ///   if let profile = description.value(as: Profile.self) { cell.show(profile) }
  /// }
  /// ```
  ///
  /// On UIKit the adapter dequeues a cell of the class registered for the kind and configures
  /// it with the description, for every row that declares the kind; a row whose kind nobody
  /// registered shows its texts in the platform's cell, and the misuse handler is told
  /// (`TableMisuse.unregisteredViewKind`). A changed description or value reconfigures the
  /// row's cell in place; a changed kind reloads the row. The headless table shows `▤ ` and
  /// the description in place of the texts. The row keeps every handler it declares.
  ///
  /// - Parameter cell: The cell's description, or `nil` for the platform's content cell.
  /// - Returns: The row with the custom cell.
  public func customCell(_ cell: CustomViewDescription?) -> Row {
    editingContent { $0.customCell = cell }
  }

  /// Shows a view of the app's own at the row's trailing edge, described platform-neutrally,
  /// in place of the accessory and the trailing text.
  ///
  /// ```swift
  /// Row(Mailbox.inbox, text: "Inbox")
  ///   .accessoryView(CustomViewDescription(kind: "Badge", description: "3 unread", value: 3))
  ///
  /// // The view controller, once:
  /// table.registerAccessoryView(forKind: "Badge", make: BadgeView.init) { badge, description in
  ///   badge.count = description.value(as: Int.self) ?? 0
  /// }
  /// ```
  ///
  /// A control takes the trailing edge before it. On UIKit the view becomes the cell's
  /// `accessoryView`, made once per cell by the registered closure and configured again, in
  /// place, whenever the row's content changes; a kind nobody registered shows the accessory
  /// and trailing text instead, and the misuse handler is told. The headless table shows
  /// `[▤ ` and the description `]` at the trailing edge.
  ///
  /// - Parameter view: The accessory view's description, or `nil` for none.
  /// - Returns: The row with the accessory view.
  public func accessoryView(_ view: CustomViewDescription?) -> Row {
    editingContent { $0.customAccessory = view }
  }
}
