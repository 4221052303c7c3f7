import BoundaryCheck
import Foundation
import Testing

@Suite struct BoundaryReportTests {
    @Test func findingReadsLikeACompilerDiagnostic() {
        let finding = Finding(
            rule: .noThirdParty, path: "Packages/Core/Routing/Package.swift", line: 9,
            message: "the Core package depends on x", fix: "remove it")
        #expect(
            finding.description
                == "Packages/Core/Routing/Package.swift:9: error: [no-third-party] the Core package depends on x. Fix: remove it."
        )
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
        let decoded = try JSONDecoder().decode(BoundaryReport.self, from: Data(report.json().utf8))
        #expect(decoded == report)
        #expect(report.json().contains("\"rule\" : \"imports-declared-only\""))
    }
}
