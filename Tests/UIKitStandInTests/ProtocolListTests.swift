#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  /// The stand-in's protocol requirements and `TableSelectors` are one list.
  ///
  /// Each protocol's members are declared once, in its `…Requirements` protocol, which the UIKit
  /// protocol refines; `TableSelectors` lists as many selectors: a member added to one and not
  /// the other fails here.
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

    @Test(
      arguments: [
        ("UITableViewDataSource.swift", "UITableViewDataSource"),
        ("UITableViewDelegate.swift", "UITableViewDelegate"),
        ("UITableViewDataSourcePrefetching.swift", "UITableViewDataSourcePrefetching"),
        ("UIScrollViewDelegate.swift", "UIScrollViewDelegate"),
      ])
    func theRequirementsAreTheSelectorList(file: String, name: String) throws {
      let text = try Self.source(file)
      let members = Self.requirements(of: name + "Requirements", in: text)
      let selectors: [String: [String]] = [
        "UITableViewDataSource": TableSelectors.dataSource,
        "UITableViewDelegate": TableSelectors.delegate,
        "UITableViewDataSourcePrefetching": TableSelectors.prefetching,
        "UIScrollViewDelegate": TableSelectors.scrollView,
      ]
      #expect(!members.isEmpty)
      #expect(members.count == selectors[name]?.count)
      // The UIKit protocol declares no member of its own: one declaration of each.
      #expect(Self.requirements(of: name, in: text).isEmpty)
    }
  }
#endif
