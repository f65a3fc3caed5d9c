#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The two lists of calls into the app's objects name the same methods in the same order.
  ///
  /// The calls exist twice: with Objective-C optional-requirement syntax for iOS
  /// (`AppCalling+UIKit.swift`, which Linux cannot compile) and as a Linux twin
  /// (`AppCalling+StandIn.swift`, which the other tests exercise). These tests read both files
  /// and check that they call the same methods, in the same order, in the order of
  /// ``AdapterMethod/all``.
  @MainActor
  @Suite("The iOS app-delegate calls and their Linux twin are the same list")
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
      .appendingPathComponent("Sources/TableHandlersUIKit/Adapter")

    static func source(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The calls of a file: for each `func`, the one line that calls into an app's object.
    static func calls(in text: String) -> [Call] {
      var result: [Call] = []
      var function: String?
      let callPattern = #/(dataSource|delegate|prefetchDataSource)\?\.(\w+)\??\((.*)\)\s*$/#
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("func "), let name = trimmed.dropFirst(5).split(separator: "(").first {
          function = String(name)
        } else if let match = trimmed.firstMatch(of: callPattern), let current = function {
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

    @Test func bothFilesCallTheSameMethodsInTheSameOrder() throws {
      let iOS = Self.calls(in: try Self.source("AppCalling+UIKit.swift"))
      let linux = Self.calls(in: try Self.source("AppCalling+StandIn.swift"))
      #expect(iOS.count == appCallSelectors.count)
      #expect(iOS == linux)
    }

    @Test func theIOSFileUsesOptionalRequirementSyntaxForEveryOptionalMethod() throws {
      let text = try Self.source("AppCalling+UIKit.swift")
      let required = [
        "dataSource?.tableView(t, numberOfRowsInSection:",
        "dataSource?.tableView(t, cellForRowAt:",
        "prefetchDataSource?.tableView(t, prefetchRowsAt:",
      ]
      let plainCalls = text.split(separator: "\n").filter {
        $0.contains("?.tableView(") || $0.contains("?.numberOfSections(")
      }
      #expect(plainCalls.count == required.count)
      for call in required { #expect(text.contains(call)) }
    }

    @Test func theLinuxFileHasNoOptionalRequirementSyntax() throws {
      let text = try Self.source("AppCalling+StandIn.swift")
      #expect(!text.contains("?("))
    }

    @Test func theCallsFollowTheProtocolAndTheSelectorList() throws {
      let functions = try Self.declaredFunctions()
      #expect(functions.count == appCallSelectors.count)
      #expect(
        Self.calls(in: try Self.source("AppCalling+StandIn.swift")).map(\.function) == functions)
    }

    @Test func eachCallNamesItsSelectorsMethod() throws {
      // The Swift name of each call, reduced to its Objective-C form, is its selector.
      let calls = Self.calls(in: try Self.source("AppCalling+StandIn.swift"))
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
