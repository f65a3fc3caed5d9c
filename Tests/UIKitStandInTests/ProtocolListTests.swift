#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  /// The stand-in's UIKit protocols, its exhaustive twins and `TableSelectors` are one list.
  ///
  /// The same members, with the same signatures, in the same order: a member added to one and
  /// not the others fails here.
  @Suite("The stand-in protocols and the exhaustive ones are one list")
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
        ("UITableViewDataSource.swift", "UITableViewDataSource", "ExhaustiveTableViewDataSource"),
        ("UITableViewDelegate.swift", "UITableViewDelegate", "ExhaustiveTableViewDelegate"),
        (
          "UITableViewDataSourcePrefetching.swift", "UITableViewDataSourcePrefetching",
          "ExhaustiveTableViewDataSourcePrefetching"
        ),
        ("UIScrollViewDelegate.swift", "UIScrollViewDelegate", "ExhaustiveScrollViewDelegate"),
      ])
    func theExhaustiveProtocolRepeatsTheStandInProtocol(
      file: String, standIn: String, exhaustive: String
    ) throws {
      let members = Self.requirements(of: standIn, in: try Self.source(file))
      let exhaustiveMembers = Self.requirements(
        of: exhaustive, in: try Self.source("ExhaustiveProtocols.swift"))
      let selectors: [String: [String]] = [
        "UITableViewDataSource": TableSelectors.dataSource,
        "UITableViewDelegate": TableSelectors.delegate,
        "UITableViewDataSourcePrefetching": TableSelectors.prefetching,
        "UIScrollViewDelegate": TableSelectors.scrollView,
      ]
      #expect(!members.isEmpty)
      #expect(members == exhaustiveMembers)
      #expect(members.count == selectors[standIn]?.count)
    }
  }
#endif
