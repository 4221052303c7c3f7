import Testing
import WorkspaceTools

/// root-mirrors-packages: the root's copy of each Core and feature library is the package's
/// target, planted out of step in the standard fixture (pre-parsed), with what the finding
/// says and what it tells to change.
@Suite struct RootMirrorRuleTests {
    /// One way the root can drift from a package, and the finding it gives.
    struct Drift: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let plant: @Sendable (inout WorkspaceFixture) -> Void
        let message: String
        let fix: String
    }

    static let drifts: [Drift] = [
        Drift(
            testDescription: "a Core library the root does not declare",
            plant: { fixture in
                fixture[package: ""].targets.removeAll { $0.name == "Analytics" }
            },
            message: "the root package does not declare Analytics, a library of the Core package "
                + "Packages/Core/Analytics, so an app that adds RootSwitch by URL cannot use it",
            fix: "declare it in Package.swift: the row (\"Analytics\", \"Analytics\", []) of "
                + "`coreLibraries`"),
        Drift(
            testDescription: "a feature the root does not declare",
            plant: { fixture in fixture[package: ""].targets.removeAll { $0.name == "Main" } },
            message: "the root package does not declare Main, a library of the feature package "
                + "Packages/Features/Main",
            fix: "\"Main\" in `let features: [String] = [...]` (Scripts/new-feature adds it)"),
        Drift(
            testDescription: "a copy compiling another folder",
            plant: {
                $0[package: ""][target: "Routing"].path = "Packages/Core/Routing/Sources/Old"
            },
            message: "the root's target Routing compiles Packages/Core/Routing/Sources/Old, not "
                + "Packages/Core/Routing/Sources/Routing, the library of the Core package "
                + "Packages/Core/Routing by that name",
            fix:
                "declare it in Package.swift as the row (\"Routing\", \"Routing\", [\"Analytics\"]) "
                + "of `coreLibraries`"),
        Drift(
            testDescription: "a Core copy without a dependency its package declares",
            plant: { $0[package: ""][target: "Routing"].dependencies = [] },
            message: "the root's target Routing does not depend on \"Analytics\", which "
                + "Packages/Core/Routing/Package.swift declares",
            fix: "add \"Analytics\" to the uses of Routing in Package.swift: the row (\"Routing\", "
                + "\"Routing\", [\"Analytics\"]) of `coreLibraries`"),
        Drift(
            testDescription: "a Core copy with a dependency its package does not declare",
            plant: { $0[package: ""][target: "Analytics"].dependencies = [.byName("Routing")] },
            message: "the root's target Analytics depends on \"Routing\", which "
                + "Packages/Core/Analytics/Package.swift does not declare",
            fix: "remove \"Routing\" from the uses of Analytics in Package.swift: the row "
                + "(\"Analytics\", \"Analytics\", []) of `coreLibraries`; if Analytics needs it, "
                + "declare it in Packages/Core/Analytics/Package.swift first"),
        Drift(
            testDescription: "a feature copy without a dependency its package declares",
            plant: { fixture in
                fixture[package: "Packages/Features/Auth"].pathDependencies.append(
                    "Packages/Core/Analytics")
                fixture[package: "Packages/Features/Auth"][target: "Auth"].dependencies.append(
                    .product("Analytics", package: "Analytics"))
            },
            message: "the root's target Auth does not depend on \"Analytics\", which "
                + "Packages/Features/Auth/Package.swift declares",
            fix: "add \"Analytics\" to `featureUses` in Package.swift, which every feature the "
                + "root compiles gets"),
        Drift(
            testDescription: "a root target at a package's sources that the package lacks",
            plant: { fixture in
                fixture[package: ""][target: "Extra"] = FixtureTarget(
                    name: "Extra", path: "Packages/Core/Routing/Sources/Extra")
            },
            message: "the root's target Extra compiles Packages/Core/Routing/Sources/Extra, but "
                + "Packages/Core/Routing/Package.swift declares no library Extra",
            fix: "remove it from Package.swift, or name it as Packages/Core/Routing/Package.swift "
                + "does"),
        Drift(
            testDescription: "a dependency of the root on a package by path",
            plant: { $0[package: ""].pathDependencies = ["Packages/Core/Routing"] },
            message: "the root package depends on Packages/Core/Routing by path, which SwiftPM "
                + "refuses in a package an app requires by URL",
            fix: "remove the dependency, and declare the package's library targets in the root "
                + "instead"),
    ]

    @Test(arguments: drifts)
    func driftIsOneFindingSayingWhatToChange(drift: Drift) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        drift.plant(&fixture)
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.rootMirrorsPackages], "\(report.text)")
        let finding = try #require(report.findings.first)
        #expect(finding.path == "Package.swift")
        #expect(finding.message.contains(drift.message), "\(finding.message)")
        #expect(finding.fix.contains(drift.fix), "\(finding.fix)")
    }

    /// A feature's copy gets every Core module the root gives features, more than a feature
    /// may declare (a new one declares no CodedErrors): only a Core copy must match exactly.
    @Test func featureCopyMayUseMoreThanItsPackageDeclares() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: ""][target: "Auth"].dependencies.append(.byName("Analytics"))
        #expect(try fixture.check().findings == [])
    }

    /// The real root's shape: Core rows, the features and what they use, in tables.
    static let tableManifest = #"""
        // swift-tools-version: 6.1
        import PackageDescription

        let coreLibraries: [(name: String, package: String, uses: [Target.Dependency])] = [
            ("Analytics", "Analytics", []),
            ("Routing", "Routing", ["Analytics"]),
        ]
        let features: [String] = ["Auth", "Main"]
        let featureUses: [Target.Dependency] = ["Routing"]
        """#

    /// Findings point at the row of the copy, or at the table to add to.
    @Test(arguments: [
        ("Routing", "(\"Routing\", \"Routing\""), ("Analytics", "let coreLibraries"),
        ("Auth", "let featureUses"),
    ])
    func findingPointsAtTheTable(target: String, line: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        switch target {
        case "Routing": fixture[package: ""][target: "Routing"].dependencies = []
        case "Analytics": fixture[package: ""].targets.removeAll { $0.name == "Analytics" }
        default:
            fixture[package: "Packages/Features/Auth"][target: "Auth"].dependencies.append(
                .byName("Networking"))
        }
        try fixture.write()
        try fixture.write("Package.swift", Self.tableManifest)
        let report = try BoundaryCheck.run(try fixture.load())
        #expect(report.findings.map(\.rule) == [.rootMirrorsPackages], "\(report.text)")
        #expect(
            report.findings.first?.line
                == (try fixture.line(containing: line, in: "Package.swift")))
    }
}
