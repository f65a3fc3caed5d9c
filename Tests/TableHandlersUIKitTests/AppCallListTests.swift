#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Each of the adapter's methods calls the app's own method it answers, and those are the
  /// methods of ``AdapterMethod/all``, in order.
  ///
  /// The adapter's methods (`TableViewAdapter+DataSource.swift`, `+Delegate.swift`,
  /// `+Prefetching.swift`, and `HostAdapter+ScrollView.swift`, shared with the list) each call the app's method, named unapplied,
  /// `(app.dataSource?.tableView(_:canEditRowAt:))?(tableView, indexPath)`, so that the same line
  /// compiles against UIKit's optional requirements and the stand-in's defaults; the iOS
  /// type-check compiles it against the SDK. These tests read the files and check that each
  /// method calls the app's method of its own name once, in the order of ``AdapterMethod/all``,
  /// and only the required ones directly.
  @MainActor
  @Suite("The calls into the app's objects are the list of methods")
  struct AppCallListTests {
    /// One adapter method and the app's method it calls, each as a Swift name such as
    /// `tableView(_:canEditRowAt:)`.
    struct Call: Equatable, CustomStringConvertible {
      var function: String
      var target: String
      var isDirect: Bool
      var description: String { "\(function) -> \(target)" }
    }

    static let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TableHandlersUIKit/Adapter/Answering")

    /// The files of the adapter's methods, in the order of ``AdapterMethod/all``, then the
    /// scroll-view methods'.
    static let files = [
      "TableViewAdapter+DataSource.swift", "TableViewAdapter+Delegate.swift",
      "TableViewAdapter+Prefetching.swift", "HostAdapter+ScrollView.swift",
    ]

    static func source(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The argument labels of a parameter or argument list, as in a Swift name (`_:label:`).
    static func labels(_ list: Substring, declared: Bool) -> String {
      var depth = 0
      var parts: [String] = []
      var current = ""
      for character in list {
        if "([".contains(character) { depth += 1 }
        if ")]".contains(character) { depth -= 1 }
        if character == "," && depth == 0 {
          parts.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      parts.append(current)
      return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
        !$0.isEmpty
      }.map { part -> String in
        if declared { return "\(part.split(whereSeparator: { " :".contains($0) })[0]):" }
        let head = part.split(separator: ":", maxSplits: 1)
        let isLabel = head.count == 2 && head[0].allSatisfy { $0.isLetter || $0.isNumber }
        return isLabel ? "\(head[0]):" : "_:"
      }.joined()
    }

    /// The text inside the parentheses that open at `open`.
    static func parenthesised(_ text: Substring, from open: String.Index) -> Substring {
      var depth = 0
      var index = open
      while index < text.endIndex {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
          depth -= 1
          if depth == 0 { return text[text.index(after: open)..<index] }
        }
        index = text.index(after: index)
      }
      return text[open...]
    }

    /// The calls of a file: for each of its methods that calls an app's object, the method's
    /// Swift name and the called one's.
    static func calls(in text: String) -> [Call] {
      var result: [Call] = []
      // The methods, each up to the next declaration.
      let declaration = #/\n    (?:@available[^\n]*\n    )?func (\w+)\(/#
      let starts = text.matches(of: declaration)
      // An optional method named unapplied, or a required one called directly; the scroll
      // view's are asked of the app's delegate as `appScrollViewDelegate`.
      let unapplied =
        #/\((?:app\.(?:dataSource|delegate|prefetchDataSource)|appScrollViewDelegate)\?\.(\w+)\(([\w:\s]*)\)\)\?\(/#
      let direct = #/app\.(?:dataSource|delegate|prefetchDataSource)\?\.(\w+)\(/#
      for (index, start) in starts.enumerated() {
        let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
        let open = text.index(before: start.range.upperBound)
        let parameters = parenthesised(text[...], from: open)
        let function = "\(start.1)(\(labels(parameters, declared: true)))"
        let body = text[parameters.endIndex..<end]
        for match in body.matches(of: unapplied) {
          // A long name is wrapped over lines by the formatter.
          let name = match.2.filter { !$0.isWhitespace }
          result.append(Call(function: function, target: "\(match.1)(\(name))", isDirect: false))
        }
        for match in body.matches(of: direct)
        where match.range.lowerBound == body.startIndex
          || body[body.index(before: match.range.lowerBound)] != "("
        {
          let arguments = parenthesised(body, from: body.index(before: match.range.upperBound))
          result.append(
            Call(
              function: function, target: "\(match.1)(\(labels(arguments, declared: false)))",
              isDirect: true))
        }
      }
      return result
    }

    /// Every call of the four files, in order.
    static func allCalls() throws -> [Call] {
      try files.flatMap { calls(in: try source($0)) }
    }

    /// The selectors of the calls, in order: the table methods', then the scroll-view methods'.
    var appCallSelectors: [String] {
      AdapterMethod.all.map(\.selector) + AdapterMethod.scrollViewSelectors
    }

    @Test func eachMethodCallsTheAppsMethodOfItsOwnName() throws {
      let calls = try Self.allCalls()
      #expect(!calls.isEmpty)
      for call in calls { #expect(call.function == call.target, "\(call)") }
      #expect(Set(calls.map(\.function)).count == calls.count, "one call per method")
    }

    @Test func onlyTheRequiredMethodsAreCalledDirectly() throws {
      let calls = try Self.allCalls()
      let selectors = try #require(
        calls.count == appCallSelectors.count ? appCallSelectors : nil)
      let required = Set(AdapterMethod.all.filter(\.isRequired).map(\.selector))
      #expect(required.count == 3)
      for (call, selector) in zip(calls, selectors) {
        #expect(call.isDirect == required.contains(selector), "\(call) for \(selector)")
      }
      for file in Self.files {
        #expect(
          !(try Self.source(file)).contains("?.tableView?("), "no Objective-C optional syntax")
      }
    }

    /// The list adapter's files: each of its methods that calls an app's object calls the
    /// method of its own name, once.
    static let listFiles = [
      "List/ListAdapter+DataSource.swift", "List/ListAdapter+Delegate.swift",
      "List/ListAdapter+Prefetching.swift",
    ]

    @Test func eachListMethodCallsTheAppsMethodOfItsOwnName() throws {
      let sources = Self.directory.deletingLastPathComponent().deletingLastPathComponent()
      let calls = try Self.listFiles.flatMap { name in
        Self.calls(
          in: try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8))
      }
      // Every list method but the cell's, which asks the app's data source only where no
      // handler makes the cell, through a local name.
      #expect(calls.count == AdapterMethod.listMethods.count - 1)
      for call in calls { #expect(call.function == call.target, "\(call)") }
      #expect(Set(calls.map(\.function)).count == calls.count, "one call per method")
    }

    @Test func eachCallNamesItsSelectorsMethod() throws {
      // The Swift name of each call, reduced to its Objective-C form, is its selector.
      let calls = try Self.allCalls()
      let selectors = try #require(
        calls.count == appCallSelectors.count ? appCallSelectors : nil)
      for (call, selector) in zip(calls, selectors) {
        let name = String(call.target.split(separator: "(").first!)
        let labels = call.target.split(separator: "(").last!.dropLast().split(separator: ":")
          .map(String.init).filter { $0 != "_" }
        let words = (name == "tableView" ? [] : [name]) + labels
        for word in words {
          #expect(
            selector.lowercased().contains(word.lowercased().prefix(6)),
            "\(call) does not look like \(selector)")
        }
      }
    }
  }
#endif
