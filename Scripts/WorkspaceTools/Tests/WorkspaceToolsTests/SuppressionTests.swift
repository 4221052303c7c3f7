import Testing
import WorkspaceTools

@Suite struct SuppressionTests {
    static let routingFile = "Packages/Core/Routing/Sources/Routing/Router.swift"

    @Test func suppressionOnTheLineHidesTheFindingAndIsCounted() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] =
            "import Analytics\nimport Networking  // boundaries:allow imports-declared-only -- generated code\n"
        let report = try fixture.check()
        #expect(report.findings == [])
        #expect(report.findings.isEmpty)
        #expect(report.suppressed.map(\.finding.rule) == [.importsDeclaredOnly])
        #expect(report.suppressed.map(\.finding.line) == [2])
        #expect(report.suppressed.map(\.reason) == ["generated code"])
        #expect(report.text.contains("no findings, 1 suppressed"))
        #expect(
            report.text.contains(
                "Router.swift:2: note: [imports-declared-only] suppressed: generated code"))
    }

    @Test func suppressionInAManifestHidesAManifestFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Features/Main"].pathDependencies.append("Packages/Features/Auth")
        try fixture.write()
        let manifest = "Packages/Features/Main/Package.swift"
        let text = try String(contentsOf: fixture.root.appending(path: manifest), encoding: .utf8)
        try fixture.write(
            manifest,
            text.replacingOccurrences(
                of: "\"../Auth\"),",
                with: "\"../Auth\"),  // boundaries:allow feature-to-feature -- migrating"))
        let report = try BoundaryCheck.run(try fixture.load())
        #expect(report.findings == [])
        #expect(report.suppressed.map(\.finding.rule) == [.featureToFeature])
    }

    @Test func suppressionOfAnotherRuleOrLineHidesNothing() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = """
            import Networking  // boundaries:allow no-exported-import -- wrong rule
            // boundaries:allow imports-declared-only -- the line above, not this one
            import Auth
            """
        let report = try fixture.check()
        #expect(report.findings.map(\.line) == [1, 3])
        #expect(report.suppressed == [])
    }

    /// Malformed suppressions, each on line 2 after a declared import.
    static let badSuppressions: [String] = [
        "// boundaries:allow",
        "// boundaries:allow -- a reason but no rule",
        "// boundaries:allow no-such-rule -- a reason",
        "// boundaries:allow imports-declared-only",
        "// boundaries:allow imports-declared-only --   ",
        "// boundaries:allow invalid-suppression -- cannot silence itself",
    ]

    @Test(arguments: badSuppressions)
    func malformedSuppressionIsAFindingAndSuppressesNothing(comment: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = "import Analytics\nimport Networking  \(comment)\n"
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.importsDeclaredOnly, .invalidSuppression])
        #expect(report.findings.map(\.path) == [Self.routingFile, Self.routingFile])
        #expect(report.findings.map(\.line) == [2, 2])
        #expect(report.suppressed == [])
    }

    @Test func documentationMayShowTheSyntax() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] =
            "/// Write `// boundaries:allow <rule-id> -- <reason>`.\nimport Analytics\n"
        #expect(try fixture.check().findings == [])
    }
}
