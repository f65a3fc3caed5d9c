#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The calls into the app's objects name the methods of ``AdapterMethod/all``, in order.
  ///
  /// One file makes them for iOS and Linux (`AppCalling+App.swift`), each call naming its UIKit
  /// method unapplied, `(dataSource?.tableView(_:canEditRowAt:))?(t, i)`, so that the same line
  /// compiles against UIKit's optional requirements and the stand-in's defaults; the iOS
  /// type-check compiles it against the SDK. These tests read the file and check that it calls
  /// each method once, in the order of ``AdapterMethod/all``, and only the required ones directly.
  @MainActor
  @Suite("The calls into the app's objects are the list of methods")
  struct AppCallListTests {
    /// One call: the `AppCalling` method and the UIKit method it calls, as
    /// `dataSource.tableView(_:canEditRowAt:)`.
    struct Call: Equatable, CustomStringConvertible {
      var function: String
      var target: String
      var description: String { "\(function) -> \(target)" }
    }

    static let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TableHandlersUIKit/Adapter/AppCalling")

    static func source(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The calls of a file: for each `func`, the one line that calls into an app's object.
    static func calls(in text: String) -> [Call] {
      var result: [Call] = []
      var function: String?
      // An optional method named unapplied, or a required one called directly.
      let unapplied = #/\((dataSource|delegate|prefetchDataSource)\?\.(\w+)\(([\w:]*)\)\)\?\(/#
      let direct = #/(dataSource|delegate|prefetchDataSource)\?\.(\w+)\((.*)\)\s*$/#
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("func "), let name = trimmed.dropFirst(5).split(separator: "(").first {
          function = String(name)
        } else if let current = function, let match = trimmed.firstMatch(of: unapplied) {
          result.append(Call(function: current, target: "\(match.1).\(match.2)(\(match.3))"))
          function = nil
        } else if let current = function, let match = trimmed.firstMatch(of: direct) {
          let labels = match.3.split(separator: ",").map { argument -> String in
            let parts = argument.split(separator: ":", maxSplits: 1)
            return parts.count == 2 ? "\(parts[0].trimmingCharacters(in: .whitespaces)):" : "_:"
          }
          result.append(
            Call(function: current, target: "\(match.1).\(match.2)(\(labels.joined()))"))
          function = nil
        }
      }
      return result
    }

    /// The methods `AppCalling` declares, in order.
    static func declaredFunctions() throws -> [String] {
      try source("AppCalling.swift").split(separator: "\n").compactMap { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("func ") else { return nil }
        return trimmed.dropFirst(5).split(separator: "(").first.map(String.init)
      }
    }

    /// The selectors of the calls, in order: the table methods', then the scroll-view methods'.
    var appCallSelectors: [String] {
      AdapterMethod.all.map(\.selector) + AdapterMethod.scrollViewSelectors
    }

    @Test func onlyTheRequiredMethodsAreCalledDirectly() throws {
      let text = try Self.source("AppCalling+App.swift")
      let required = [
        "dataSource?.tableView(t, numberOfRowsInSection:",
        "dataSource?.tableView(t, cellForRowAt:",
        "prefetchDataSource?.tableView(t, prefetchRowsAt:",
      ]
      let directCalls = text.split(separator: "\n").filter {
        $0.contains("?.tableView(t") || $0.contains("?.numberOfSections(t")
      }
      #expect(directCalls.count == required.count)
      for call in required { #expect(text.contains(call)) }
      #expect(!text.contains("?.tableView?("), "no Objective-C optional-requirement syntax")
    }

    @Test func theCallsFollowTheProtocolAndTheSelectorList() throws {
      let functions = try Self.declaredFunctions()
      #expect(functions.count == appCallSelectors.count)
      #expect(
        Self.calls(in: try Self.source("AppCalling+App.swift")).map(\.function) == functions)
    }

    @Test func eachCallNamesItsSelectorsMethod() throws {
      // The Swift name of each call, reduced to its Objective-C form, is its selector.
      let calls = Self.calls(in: try Self.source("AppCalling+App.swift"))
      let selectors = try #require(
        calls.count == appCallSelectors.count ? appCallSelectors : nil)
      for (call, selector) in zip(calls, selectors) {
        let member = call.target.split(separator: ".").last!
        let name = String(member.split(separator: "(").first!)
        let labels = member.split(separator: "(").last!.dropLast().split(separator: ":")
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
