import Testing
import WorkspaceTools

/// scene-life-cycle, planted in a shipped source and in a test of the standard fixture: what
/// an app delegate is told only without scenes is refused in shipped code, wherever it sits.
@Suite struct SceneLifecycleRuleTests {
    static let routingFile = "Packages/Core/Routing/Sources/Routing/Router.swift"
    static let testFile = "Packages/Core/Routing/Tests/RoutingTests/RouterTests.swift"

    /// A source, then the lines that take a way in without scenes.
    static let sources: [(source: String, lines: [Int])] = [
        (
            "func application(\n    _ app: UIApplication, open url: URL,\n"
                + "    options: [UIApplication.OpenURLOptionsKey: Any]\n) -> Bool { true }\n", [1]
        ),
        (
            "func application(_ application: UIApplication, continue userActivity: NSUserActivity,"
                + " restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void)"
                + " -> Bool { true }\n", [1]
        ),
        (
            "func application(_ a: UIApplication, performActionFor item: UIApplicationShortcutItem,"
                + " completionHandler: @escaping (Bool) -> Void) {}\n", [1]
        ),
        ("func applicationDidBecomeActive(_ application: UIApplication) {}\n", [1]),
        (
            "func application(\n    _ application: UIApplication,\n    didFinishLaunchingWithOptions"
                + " launchOptions: [UIApplication.LaunchOptionsKey: Any]?\n) -> Bool { true }\n",
            [3]
        ),
        ("let url = options?[.url]\nlet key = UIApplication.LaunchOptionsKey.url\n", [2]),
        ("let window = UIApplication.shared.keyWindow\n", [1]),
        // What the scene life cycle delivers is fine, and so are comments and strings.
        (
            "func application(\n    _ application: UIApplication,\n"
                + "    configurationForConnecting session: UISceneSession,\n"
                + "    options: UIScene.ConnectionOptions\n) -> UISceneConfiguration { c }\n", []
        ),
        (
            "func windowScene(_ s: UIWindowScene, performActionFor item: UIApplicationShortcutItem,"
                + " completionHandler: @escaping (Bool) -> Void) {}\nvar window: UIWindow?\n", []
        ),
        ("// application(_:open:options:) and launchOptions\nlet s = \"launchOptions\"\n", []),
    ]

    @Test(arguments: sources)
    func whatScenesReplaceIsAFindingInShippedCode(source: String, lines: [Int]) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = source
        let findings = try fixture.check().findings
        #expect(findings.allSatisfy { $0.rule == .sceneLifeCycle && $0.path == Self.routingFile })
        #expect(findings.map(\.line) == lines, "in: \(source)")
    }

    /// A test may stand in for the system, app delegate and all.
    @Test func testsAreNotShipped() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.testFile] = "func applicationDidBecomeActive(_ a: UIApplication) {}\n"
        #expect(try fixture.check().findings.isEmpty)
    }

    @Test func theFindingSaysWhatTheSceneUses() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] =
            "func applicationWillEnterForeground(_ a: UIApplication) {}\n"
        let finding = try #require(try fixture.check().findings.first)
        #expect(finding.message.contains("the app's life-cycle callbacks"))
        #expect(finding.fix.contains("scenePhase"))
    }
}
