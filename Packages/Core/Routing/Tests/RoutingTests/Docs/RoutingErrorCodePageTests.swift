import Foundation
import Testing

/// The DocC page of `RoutingError.Code` curates exactly the codes `RoutingError.swift`
/// declares, under the same areas in the same order: the table is declared once, in the
/// source, and the page follows it.
@Suite struct RoutingErrorCodePageTests {
    /// An area and its codes, in order.
    struct Group: Equatable, CustomStringConvertible {
        let area: String
        var codes: [String]

        var description: String { "\(area): \(codes.joined(separator: ", "))" }
    }

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Routing")

    /// Each `// MARK: Area: what it covers` of the source, its name before the colon, with the
    /// codes declared under it.
    static func declared() throws -> [Group] {
        let text = try String(
            contentsOf: sources.appendingPathComponent("RoutingError.swift"), encoding: .utf8)
        var groups: [Group] = []
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("// MARK: ") {
                let title = line.dropFirst("// MARK: ".count)
                let area = title.range(of: ": ").map { String(title[..<$0.lowerBound]) }
                groups.append(Group(area: area ?? String(title), codes: []))
            } else if line.hasPrefix("public static let "), line.contains("= Self(rawValue:"),
                !groups.isEmpty
            {
                let name = line.dropFirst("public static let ".count).prefix { $0 != " " }
                groups[groups.count - 1].codes.append(String(name))
            }
        }
        return groups
    }

    /// Each `### Group` of the page's topics with the symbols it lists.
    static func curated() throws -> [Group] {
        let text = try String(
            contentsOf: sources.appendingPathComponent("Routing.docc/RoutingError-Code.md"),
            encoding: .utf8)
        var groups: [Group] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("### ") {
                groups.append(Group(area: String(line.dropFirst(4)), codes: []))
            } else if line.hasPrefix("- ``"), !groups.isEmpty {
                groups[groups.count - 1].codes.append(
                    String(line.dropFirst(4).prefix { $0 != "`" }))
            }
        }
        return groups
    }

    @Test func thePageCuratesEveryCodeUnderItsArea() throws {
        let declared = try Self.declared()
        let curated = try Self.curated()
        #expect(declared.count >= 8)
        #expect(Array(curated.prefix(declared.count)) == declared)
        // After the codes, how a feature declares its own.
        #expect(
            curated.dropFirst(declared.count).map(\.description) == [
                "Declaring a code: init(rawValue:), rawValue, description"
            ])
    }
}
