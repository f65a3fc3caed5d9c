#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (`NSIndexPath (UITableView)`: row and section)
  // and UIKit's Swift overlay for `IndexPath` (the iOS 17 SDK's UIKit headers).

  private let tableViewPathMessage =
    "Invalid index path for use with UITableView. This index path must contain exactly two "
    + "indices specifying the section and row."

  private let collectionViewPathMessage =
    "Invalid index path for use with UICollectionView. This index path must contain exactly two "
    + "indices specifying the section and item."

  // UITableView extensions, as in the UIKit overlay (`UIKit_FoundationExtensions.swift.gyb`).
  extension IndexPath {
    /// Creates an index path for use with `UITableView` or `UICollectionView`.
    ///
    /// - Parameters:
    ///   - row: The row, stored as the second index.
    ///   - section: The section, stored as the first index.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The section of this index path, when used with `UITableView`.
    ///
    /// - Precondition: The index path must have exactly two elements.
    public var section: Int {
      get {
        precondition(count == 2, tableViewPathMessage)
        return self[0]
      }
      set {
        precondition(count == 2, tableViewPathMessage)
        self[0] = newValue
      }
    }

    /// The row of this index path, when used with `UITableView`.
    ///
    /// - Precondition: The index path must have exactly two elements.
    public var row: Int {
      get {
        precondition(count == 2, tableViewPathMessage)
        return self[1]
      }
      set {
        precondition(count == 2, tableViewPathMessage)
        self[1] = newValue
      }
    }
  }

  // UICollectionView extensions, as in the UIKit overlay.
  extension IndexPath {
    /// Creates an index path for use with `UITableView` or `UICollectionView`.
    ///
    /// - Parameters:
    ///   - item: The item, stored as the second index.
    ///   - section: The section, stored as the first index.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The item of this index path, when used with `UICollectionView`.
    ///
    /// - Precondition: The index path must have exactly two elements.
    public var item: Int {
      get {
        precondition(count == 2, collectionViewPathMessage)
        return self[1]
      }
      set {
        precondition(count == 2, collectionViewPathMessage)
        self[1] = newValue
      }
    }
  }
#endif
