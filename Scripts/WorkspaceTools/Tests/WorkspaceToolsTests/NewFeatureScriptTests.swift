import Foundation
import Testing
import WorkspaceTools

/// Scripts/new-feature, run on a copy of the standard fixture with a data-driven root manifest
/// like the real one. Nothing is built: the generated package is linted, read by SwiftPM
/// (`dump-package`) and boundary-checked. (ScaffoldGreenTests builds and tests it.)
@Suite struct NewFeatureScriptTests {
    static let featuresLine = #"let features: [String] = ["Auth", "Main"]"#

    /// The real root manifest's shape, over the fixture's packages: it compiles every Core
    /// library (a table) and every feature (the `features` list) itself.
    static let rootManifest = #"""
        // swift-tools-version: 6.0
        import PackageDescription

        let coreLibraries: [(name: String, package: String, uses: [Target.Dependency])] = [
            ("Analytics", "Analytics", []),
            ("AnalyticsTesting", "Analytics", ["Analytics"]),
            ("Networking", "Networking", []),
            ("NetworkingTesting", "Networking", ["Networking"]),
            ("Routing", "Routing", ["Analytics"]),
            ("FeatureShell", "Routing", ["Routing"]),
        ]
        \#(featuresLine)
        let featureUses: [Target.Dependency] = ["Routing", "FeatureShell", "Analytics", "Networking"]

        let package = Package(
            name: "RootSwitch",
            platforms: [.iOS(.v18), .macOS(.v15)],
            targets: [
                .executableTarget(
                    name: "rootswitch", dependencies: ["Routing"] + features.map { .target(name: $0) },
                    path: "App/Sources/rootswitch")
            ]
                + coreLibraries.map { library in
                    .target(
                        name: library.name, dependencies: library.uses,
                        path: "Packages/Core/\(library.package)/Sources/\(library.name)")
                }
                + features.map { feature in
                    .target(
                        name: feature, dependencies: featureUses,
                        path: "Packages/Features/\(feature)/Sources/\(feature)")
                }
        )
        """#

    /// The fixture, written, with Networking, AnalyticsTesting and FeatureShell (which a new
    /// feature uses), the root manifest above, the script and the lint configuration.
    private func makeFixture() throws -> WorkspaceFixture {
        var fixture = WorkspaceFixture.standard()
        fixture[package: "Packages/Core/Routing"][target: "FeatureShell"] = FixtureTarget(
            name: "FeatureShell", dependencies: [.byName("Routing")])
        fixture.files["Packages/Core/Routing/Sources/FeatureShell/Shell.swift"] =
            "import Routing\n"
        fixture[package: "Packages/Core/Analytics"][target: "AnalyticsTesting"] = FixtureTarget(
            name: "AnalyticsTesting", dependencies: [.byName("Analytics")])
        fixture[package: "Packages/Core/Networking"] = FixturePackage(
            folder: "Packages/Core/Networking", name: "Networking",
            targets: [
                FixtureTarget(name: "Networking"),
                FixtureTarget(name: "NetworkingTesting", dependencies: [.byName("Networking")]),
            ])
        fixture.files["Packages/Core/Analytics/Sources/AnalyticsTesting/Recording.swift"] =
            "import Analytics\n"
        fixture.files["Packages/Core/Networking/Sources/Networking/Client.swift"] =
            "public struct Client {}\n"
        fixture.files["Packages/Core/Networking/Sources/NetworkingTesting/Stub.swift"] =
            "import Networking\n"
        // What Main claims, as the real one declares it: a route path, a link, a tab.
        fixture.files["Packages/Features/Main/Sources/Main/MainRoute.swift"] = Self.mainRoute
        try fixture.write()
        try fixture.write("Package.swift", Self.rootManifest)
        for path in [
            "Scripts/new-feature", "Scripts/workspace-tools", ".swift-format",
            "App/Sources/AppCore/LinkedFeatures.swift",
        ] {
            let text = try String(
                contentsOf: RealWorkspaceTests.root.appending(path: path), encoding: .utf8)
            try fixture.write(path, text)
        }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755],
            ofItemAtPath: fixture.root.appending(path: "Scripts/workspace-tools").path(
                percentEncoded: false))
        return fixture
    }

    static let mainRoute = #"""
        enum MainRoute: Route, CustomStringConvertible {
            case profile
            var description: String { "/profile" }
        }
        enum MainTab: String { case home, wallet }
        let settings = DeepLinkPattern<MainRoute>("profile/settings", route: { _ in .profile })
        """#

    private func newFeature(_ arguments: [String], in fixture: WorkspaceFixture) throws
        -> ScriptRun
    {
        try ScriptRun(
            ["bash", "Scripts/new-feature"] + arguments, in: fixture.root,
            environment: ToolBinary.environment)
    }

    /// Every file under the root (no build folders) with its contents.
    private func snapshot(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path(percentEncoded: false))
        while let path = enumerator?.nextObject() as? String {
            guard !path.split(separator: "/").contains(".build") else { continue }
            var isFolder: ObjCBool = false
            let url = root.appending(path: path)
            _ = FileManager.default.fileExists(
                atPath: url.path(percentEncoded: false), isDirectory: &isFolder)
            files[path] =
                isFolder.boolValue
                ? Data() : FileManager.default.contents(atPath: url.path(percentEncoded: false))
        }
        return files
    }

    private func featuresLine(_ fixture: WorkspaceFixture) throws -> String? {
        try String(contentsOf: fixture.root.appending(path: "Package.swift"), encoding: .utf8)
            .split(separator: "\n").first { $0.hasPrefix("let features") }.map(String.init)
    }

    @Test func createsTheFeatureAndRegistersItSorted() throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        let created = try newFeature(["Payments"], in: fixture)
        #expect(created.status == 0, "\(created.errors)")
        for path in [
            "Package.swift", "README.md", "Sources/Payments/PaymentsFeature.swift",
            "Sources/Payments/PaymentsDependencies.swift", "Sources/Payments/PaymentsRoute.swift",
            "Sources/Payments/PaymentsCoordinator.swift",
            "Tests/PaymentsTests/PaymentsFeatureTests.swift",
        ] {
            let url = fixture.root.appending(path: "Packages/Features/Payments/\(path)")
            #expect(FileManager.default.fileExists(atPath: url.path), "\(path)")
        }
        #expect(
            try featuresLine(fixture) == #"let features: [String] = ["Auth", "Main", "Payments"]"#)

        #expect(try newFeature(["Billing"], in: fixture).status == 0)
        #expect(
            try featuresLine(fixture)
                == #"let features: [String] = ["Auth", "Billing", "Main", "Payments"]"#)
    }

    @Test func wiresTheFeatureIntoTheAppAndSaysWhatItChanged() throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        let created = try newFeature(["Payments"], in: fixture)
        #expect(created.status == 0, "\(created.errors)")
        #expect(try newFeature(["Billing"], in: fixture).status == 0)
        let linked = try String(
            contentsOf: fixture.root.appending(path: "App/Sources/AppCore/LinkedFeatures.swift"),
            encoding: .utf8)
        #expect(linked.contains("import Billing\nimport Payments\n"))
        #expect(
            linked.contains(
                "LinkedFeatureEntry(BillingFeature.self) { .init(analytics: $0.analytics, work: $0.work) },"
            ))
        #expect(linked.contains("LinkedFeatureEntry(PaymentsFeature.self)"))
        #expect(created.output.contains("Edited Package.swift: let features"))
        #expect(
            created.output.contains(
                "Edited App/Sources/AppCore/LinkedFeatures.swift: import Payments"))
        #expect(created.output.contains("rootswitch://payments"))
        let lint = try ScriptRun(
            [
                "swift", "format", "lint", "--strict", "--configuration", ".swift-format",
                "App/Sources/AppCore/LinkedFeatures.swift",
            ], in: fixture.root)
        #expect(lint.status == 0, "\(lint.errors)")
    }

    /// The shortest and the longest names the script takes: no generated line may outgrow
    /// the lint's 100 columns, whatever the name.
    @Test(arguments: ["Pay", "Subscriptionsxxxxxxx"])
    func generatedSourcesLintClean(name: String) throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        #expect(try newFeature([name], in: fixture).status == 0)
        let lint = try ScriptRun(
            [
                "swift", "format", "lint", "--strict", "--configuration", ".swift-format", "-r",
                "Packages/Features/\(name)", "App/Sources/AppCore/LinkedFeatures.swift",
            ], in: fixture.root)
        #expect(lint.status == 0)
        #expect(lint.errors.isEmpty, "\(lint.errors)")
    }

    @Test func generatedPackagePassesTheBoundaryCheck() throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        #expect(try newFeature(["Payments"], in: fixture).status == 0)
        let workspace = try WorkspaceLoader(cache: nil).load(root: fixture.root)
        let payments = try #require(workspace.package(inDirectory: "Packages/Features/Payments"))
        #expect(payments.targets.map(\.name).sorted() == ["Payments", "PaymentsTests"])
        // The root compiles the new feature with no edit but its name in `features`.
        let root = try #require(workspace.package(inDirectory: ""))
        let app = try #require(root.targets.first { $0.name == "rootswitch" })
        #expect(app.dependencies.contains(.target("Payments")))
        let copy = try #require(root.targets.first { $0.name == "Payments" })
        #expect(copy.path == "Packages/Features/Payments/Sources/Payments")
        let report = try BoundaryCheck.run(workspace)
        #expect(report.findings == [], "\(report.text)")
    }

    static let refusals: [(arguments: [String], message: String)] = [
        (["Auth"], "'Auth' is taken"),
        (["auth"], "not an UpperCamelCase name"),
        (["Main"], "'Main' is taken"),
        (["AuthTests"], "is taken"),
        (["Routing"], "is taken"),
        (["payments"], "not an UpperCamelCase name"),
        (["1Bad"], "not an UpperCamelCase name"),
        (["Pay-ments"], "not an UpperCamelCase name"),
        (["Foundation"], "'Foundation' is taken: 'Foundation' is a toolchain module"),
        (["Swiftui"], "'Swiftui' is taken: 'SwiftUI' is a toolchain module"),
        (["PackagePlugin"], "is a toolchain module"),
        (["PackageDescription"], "is a toolchain module"),
        (["Self"], "is taken"),
        (["PaymentsAndSubscriptions"], "longer than 20"),
        ([""], "not an UpperCamelCase name"),
        ([], "exactly one argument"),
        (["Payments", "Extra"], "exactly one argument"),
        (["Profile"], "'Profile' clashes with Packages/Features/Main: route path /profile"),
        (
            ["Settings"],
            "deep link profile/settings (Packages/Features/Main/Sources/Main/MainRoute.swift:"
        ),
        (["Wallet"], "tab wallet"),
    ]

    @Test(arguments: refusals)
    func refusesWithoutWriting(arguments: [String], message: String) throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        let before = snapshot(fixture.root)
        let refused = try newFeature(arguments, in: fixture)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("Scripts/new-feature: "))
        #expect(refused.errors.contains(message), "\(refused.errors)")
        #expect(snapshot(fixture.root) == before)
    }

    /// The fixture's Main claims the tab `wallet`, so Wallet is taken, and so is each name
    /// scaffolded since: the scaffold test's name never clashes with an existing feature.
    @Test func scaffoldPicksTheFirstNameNoFeatureHas() throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        let environment = ToolBinary.environment
        let first = try FeatureScaffold(
            firstFreeNameFrom: "Wallet", in: fixture.root, environment: environment)
        #expect(first.name == "Wallet2")
        #expect(first.run.status == 0, "\(first.run.errors)")
        let second = try FeatureScaffold(
            firstFreeNameFrom: "Wallet", in: fixture.root, environment: environment)
        #expect(second.name == "Wallet3")
        #expect(second.run.status == 0, "\(second.run.errors)")
        #expect(
            try featuresLine(fixture)
                == #"let features: [String] = ["Auth", "Main", "Wallet2", "Wallet3"]"#)
    }

    @Test func featureClaimsListsTheToolchainModulesOfTheBoundaryCheck() {
        let listed = WorkspaceCommand.run(["feature-claims", "--toolchain-modules"])
        #expect(listed.status == 0, "\(listed.errors)")
        let modules = listed.output.split(separator: "\n").map(String.init)
        #expect(modules == modules.sorted())
        #expect(
            Set(["Foundation", "SwiftUI", "PackagePlugin", "PackageDescription"]).isSubset(
                of: modules))
    }

    /// The script keeps no list of its own: a module only feature-claims names is refused.
    @Test func refusesTheToolchainModulesFeatureClaimsLists() throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        // Answers `feature-claims --toolchain-modules`, the only question the script asks
        // before refusing.
        try fixture.write("workspace-tools-stub", "#!/bin/sh\nprintf 'Foundation\\nZebra\\n'\n")
        let path = fixture.root.appending(path: "workspace-tools-stub").path(percentEncoded: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        let refused = try ScriptRun(
            ["bash", "Scripts/new-feature", "Zebra"], in: fixture.root,
            environment: ["WORKSPACE_TOOLS": path])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("'Zebra' is taken: 'Zebra' is a toolchain module"))
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appending(path: "Packages/Features/Zebra").path))
    }

    @Test func refusesAManifestWithoutTheFeaturesLine() throws {
        let fixture = try makeFixture()
        defer { fixture.remove() }
        let manifest = Self.rootManifest.replacing(
            Self.featuresLine, with: "let features = [\"Auth\", \"Main\"]")
        try fixture.write("Package.swift", manifest)
        let before = snapshot(fixture.root)
        let refused = try newFeature(["Payments"], in: fixture)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("let features: [String] = [...]"), "\(refused.errors)")
        #expect(snapshot(fixture.root) == before)
    }
}
