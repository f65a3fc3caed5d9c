/// A change the user makes to the item detail screen's item: what `p`, `w`, `+` and `-` do in
/// `table-demo -i item-detail`, and what the walk's last step does.
enum ItemChange {
  /// Fills the price, or clears it.
  case price
  /// Fills the memo, or clears it.
  case memo
  /// Adds a comment.
  case addComment
  /// Removes the last comment.
  case removeComment

  /// Changes an item.
  ///
  /// - Parameter item: The item to change; left as it is when there is nothing to change (no
  ///   comment to remove).
  /// - Returns: What changed, or why nothing did, in words.
  func apply(to item: inout Item) -> String {
    switch self {
    case .price:
      if item.price == nil {
        item.price = Item.full.price
        return "filled the price: \(item.price ?? "")"
      }
      item.price = nil
      return "cleared the price"
    case .memo:
      if item.memo == nil {
        item.memo = Item.full.memo
        return "filled the memo: \(item.memo ?? "")"
      }
      item.memo = nil
      return "cleared the memo"
    case .addComment:
      item.comments.append("Comment \(item.comments.count + 1)")
      return "added a comment: \(Self.comments(item.comments.count))"
    case .removeComment:
      guard !item.comments.isEmpty else { return "no comment to remove: + adds one" }
      item.comments.removeLast()
      return "removed a comment: \(Self.comments(item.comments.count)) left"
    }
  }

  private static func comments(_ count: Int) -> String {
    count == 1 ? "1 comment" : "\(count == 0 ? "no" : "\(count)") comments"
  }
}
