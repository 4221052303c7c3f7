import Foundation
import Testing
import WorkspaceTools

@Suite struct BoundaryReportTests {
    @Test func findingReadsLikeACompilerDiagnostic() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Core/Routing"].urlDependencies = ["https://example.com/x.git"]
        let finding = try #require(try fixture.check().findings.first)
        let manifest = "Packages/Core/Routing/Package.swift"
        let line = try fixture.line(containing: "https://example.com/x.git", in: manifest)
        #expect(
            finding.description
                == "\(manifest):\(line): error: [no-third-party] the Core package "
                + "Packages/Core/Routing depends on the third-party package https://example.com/x.git. "
                + "Fix: the workspace uses the Swift toolchain only: remove the dependency, or write "
                + "what you need as a local package under Packages/.")
    }

    @Test func textListsFindingsThenTheSummary() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files["Packages/Core/Routing/Sources/Routing/Router.swift"] =
            "import Networking\nimport Auth\n"
        let lines = try fixture.check().text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[0].hasPrefix(
                "Packages/Core/Routing/Sources/Routing/Router.swift:1: error: [imports-declared-only] "
            ))
        #expect(
            lines[1].hasPrefix(
                "Packages/Core/Routing/Sources/Routing/Router.swift:2: error: [imports-declared-only] "
            ))
        #expect(lines[2] == "Boundary check: 2 findings, 0 suppressed (5 packages, 9 Swift files)")
    }

    @Test func jsonCarriesEveryFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files["Packages/Core/Routing/Sources/Routing/Router.swift"] = "import Networking\n"
        let report = try fixture.check()
        let decoded = try JSONDecoder().decode(BoundaryReport.self, from: Data(report.json.utf8))
        #expect(decoded == report)
        #expect(report.json.contains("\"rule\" : \"imports-declared-only\""))
    }
}
