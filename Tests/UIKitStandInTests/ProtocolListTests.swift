#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  /// The stand-in's protocol requirements and `TableSelectors` (`CollectionViewSelectors` for a
  /// list's protocols) are one list.
  ///
  /// Each protocol's members are declared once, in its `…Requirements` protocol, which the UIKit
  /// protocol refines; the selectors list as many: a member added to one and not the other fails
  /// here.
  @Suite("The stand-in protocols and the selector list are one list")
  struct ProtocolListTests {
    /// The text of a stand-in source file.
    static func source(_ name: String) throws -> String {
      let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/UIKitStandIn/Signatures")
      return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The requirements of a protocol declared in `text`, each signature on one line with single
    /// spaces, in declaration order.
    static func requirements(of protocolName: String, in text: String) -> [String] {
      guard let start = text.range(of: "public protocol \(protocolName):") else { return [] }
      let afterBrace = text[start.upperBound...].drop { $0 != "{" }.dropFirst()
      guard afterBrace.first != "}" else { return [] }  // `{}`: no member of its own
      guard let end = afterBrace.range(of: "\n  }\n") else { return [] }
      let body = afterBrace[..<end.lowerBound].split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.hasPrefix("//") && !$0.hasPrefix("@available") }
        .joined(separator: " ")
      return body.components(separatedBy: "func ").dropFirst().map {
        "func "
          + $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
          .replacingOccurrences(of: "( ", with: "(")
          .replacingOccurrences(of: " )", with: ")")
      }
    }

    /// The selector each requirement of a protocol declared in `text` is documented with, in
    /// declaration order, and whether it is documented as required: each requirement's doc
    /// comment opens with its selector as UIKit's header spells it, and says "Required." last
    /// when the header marks it `@required`.
    static func documentedSelectors(of protocolName: String, in text: String) -> [(
      selector: String, required: Bool
    )] {
      guard let start = text.range(of: "public protocol \(protocolName):"),
        let end = text[start.upperBound...].range(of: "\n  }\n")
      else { return [] }
      return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
        let words = line.trimmingCharacters(in: .whitespaces)
        guard words.hasPrefix("/// `"), words.contains("`, iOS ") else { return nil }
        let selector = words.dropFirst(5).prefix { $0 != "`" }
        return (String(selector), words.hasSuffix(" Required."))
      }
    }

    /// The stand-in's selector lists, by protocol; each protocol is declared in the file of its name.
    static let selectorLists: [String: [String]] = [
      "UITableViewDataSource": TableSelectors.dataSource,
      "UITableViewDelegate": TableSelectors.delegate,
      "UITableViewDataSourcePrefetching": TableSelectors.prefetching,
      "UIScrollViewDelegate": TableSelectors.scrollView,
      "UICollectionViewDataSource": CollectionViewSelectors.dataSource,
      "UICollectionViewDelegate": CollectionViewSelectors.delegate,
    ]

    /// How many members of each protocol UIKit's headers mark `@required`.
    static let requiredCounts = [
      "UITableViewDataSource": 2, "UITableViewDelegate": 0,
      "UITableViewDataSourcePrefetching": 1, "UIScrollViewDelegate": 0,
      "UICollectionViewDataSource": 2, "UICollectionViewDelegate": 0,
    ]

    /// UIKit's header spellings are written once, beside each member's Swift signature, in the
    /// doc comment that opens with its selector; the selector list must spell each member the
    /// same, in the same order, with the required members first.
    @Test(arguments: ProtocolListTests.selectorLists.keys.sorted())
    func theSelectorListSpellsEachMemberAsDocumented(name: String) throws {
      let text = try Self.source(name + ".swift")
      let documented = Self.documentedSelectors(of: name + "Requirements", in: text)
      #expect(documented.count == Self.requirements(of: name + "Requirements", in: text).count)
      #expect(documented.map(\.selector) == Self.selectorLists[name])
      let required = documented.prefix { $0.required }.count
      #expect(required == Self.requiredCounts[name])
      #expect(documented.dropFirst(required).allSatisfy { !$0.required })
    }

    @Test(arguments: ProtocolListTests.selectorLists.keys.sorted())
    func theRequirementsAreTheSelectorList(name: String) throws {
      let text = try Self.source(name + ".swift")
      let members = Self.requirements(of: name + "Requirements", in: text)
      #expect(!members.isEmpty)
      #expect(members.count == Self.selectorLists[name]?.count)
      // The UIKit protocol declares no member of its own: one declaration of each.
      #expect(Self.requirements(of: name, in: text).isEmpty)
    }
  }
#endif
