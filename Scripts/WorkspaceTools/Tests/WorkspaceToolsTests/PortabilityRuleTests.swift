import Testing
import WorkspaceTools

/// platforms-declared, platform-floor, linux-only-import and linux-only-symbol, planted in the
/// standard fixture (which declares the workspace floor), checking the rule, file and line.
@Suite struct PortabilityRuleTests {
    static let routing = "Packages/Core/Routing"
    static let routingFile = "Packages/Core/Routing/Sources/Routing/Router.swift"
    static let floor = "platforms: [.iOS(.v18), .macOS(.v15)]"

    @Test(arguments: ["", "Packages/Core/Routing", "Packages/Features/Auth"])
    func manifestWithoutPlatformsIsAFinding(folder: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: folder].platforms = []
        let report = try fixture.check()
        let manifest = folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
        let finding = try #require(report.findings.first)
        #expect(report.findings.map(\.rule) == [.platformsDeclared])
        #expect(finding.path == manifest)
        #expect(finding.line == (try fixture.line(containing: "let package", in: manifest)))
        #expect(finding.fix.contains(Self.floor))
    }

    /// A Routing source, the platform whose floor drops to `declared`, and what the finding
    /// must say: the version needed, the API and the line that needs it.
    static let floorsTooLow:
        [(source: String, platform: String, declared: String, says: String, line: Int)] = [
            (
                "import Foundation\nimport Synchronization\n", "ios", "17.0",
                "declares iOS 17, but \(routingFile):2 uses `import Synchronization`, which needs iOS 18",
                2
            ),
            (
                "import Observation\n", "ios", "16.0",
                "uses `import Observation`, which needs iOS 17", 1
            ),
            (
                "import Foundation\n\n@Observable final class Model {}\n", "macos", "13.0",
                "declares macOS 13, but \(routingFile):3 uses `@Observable`, which needs macOS 14",
                3
            ),
            (
                "func wait(on clock: some Clock<Duration>) {}\n", "macos", "12.0",
                "uses `Clock`, which needs macOS 13", 1
            ),
            ("let clock = ContinuousClock()\n", "ios", "15.0", "which needs iOS 16", 1),
            (
                "import Observation\nimport Synchronization\n", "macos", "14.0",
                "\(routingFile):2 uses `import Synchronization`, which needs macOS 15", 2
            ),
        ]

    @Test(arguments: floorsTooLow)
    func floorBelowWhatAnAPINeedsIsAFinding(
        source: String, platform: String, declared: String, says: String, line: Int
    ) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = source
        fixture[package: Self.routing].platforms = FixturePackage.floor.map {
            $0.0 == platform ? (platform, declared) : $0
        }
        let report = try fixture.check()
        let finding = try #require(report.findings.first)
        let manifest = Self.routing + "/Package.swift"
        #expect(report.findings.map(\.rule) == [.platformFloor])
        #expect(finding.path == manifest)
        #expect(finding.line == (try fixture.line(containing: "platforms:", in: manifest)))
        #expect(finding.message.contains(says), "\(finding.message)")
        #expect(finding.message.contains("\(Self.routingFile):\(line)"))
        #expect(finding.fix.contains(Self.floor))
    }

    /// A manifest declares only the platforms every product compiles for: tvOS, watchOS and
    /// visionOS lack the shell's windows, or are not type-checked.
    @Test(arguments: [("tvos", "tvOS"), ("watchos", "watchOS"), ("visionos", "visionOS")])
    func aPlatformTheWorkspaceDoesNotBuildForIsAFinding(platform: String, name: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: Self.routing].platforms = FixturePackage.floor + [(platform, "18.0")]
        let report = try fixture.check()
        let finding = try #require(report.findings.first)
        let manifest = Self.routing + "/Package.swift"
        #expect(report.findings.map(\.rule) == [.platformsDeclared])
        #expect(finding.path == manifest)
        #expect(finding.line == (try fixture.line(containing: "platforms:", in: manifest)))
        #expect(finding.message.contains("declares \(name), which the workspace does not build"))
        #expect(finding.fix.contains(Self.floor))
    }

    @Test func eachPlatformBelowTheNeedIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = "import Synchronization\n"
        fixture[package: Self.routing].platforms = [
            ("ios", "16.0"),
            ("macos", "10.15"),
        ]
        let messages = try fixture.check().findings.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("declares iOS 16,") && $0.contains("iOS 18") })
        #expect(
            messages.contains { $0.contains("declares macOS 10.15,") && $0.contains("macOS 15") })
    }

    /// Sources and platforms that the floor rule accepts.
    static let floorsHigh: [(source: String, platforms: [(String, String)])] = [
        (
            "import Observation\nimport Synchronization\n@Observable class A {}\nlet c = ContinuousClock()\n",
            FixturePackage.floor
        ),
        // A platform the manifest does not declare is not checked.
        ("import Synchronization\n", [("macos", "15.0")]),
        (
            "// import Synchronization\nlet s = \"Mutex Duration @Observable\"\n",
            [("ios", "15.0")]
        ),
    ]

    @Test(arguments: floorsHigh)
    func floorAtOrAboveTheNeedIsClean(source: String, platforms: [(String, String)]) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = source
        fixture[package: Self.routing].platforms = platforms
        #expect(try fixture.check().findings == [])
    }
}
