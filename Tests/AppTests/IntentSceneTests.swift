import AppCore
import RootSwitchCommands
import Routing
import Testing

/// The App's intents as the 26 SDKs run them, decided where the App decides every link: each
/// names the window it opens in by the target the App opens its entry in, which that window
/// prefers, and one whose link waits for the user starts in the background.
@MainActor @Suite struct IntentSceneTests {
    /// Each intent of the App, with values, and the tab it shows in.
    static let intents: [(name: String, values: [String: String], target: String)] = [
        ("OpenItem", ["id": "42"], "home"), ("Search", ["q": "tea"], "search"),
    ]

    /// The identifier the system routes the intent by is the one the App chooses its scene by.
    @Test func eachIntentNamesTheWindowTheAppOpensItIn() async throws {
        let text = try AppRoute.appIntentsSource().text
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.app.openScene()
        try await harness.selectTab("search")
        for intent in Self.intents {
            let entry = IncomingEntry.intent(name: intent.name, values: intent.values)
            #expect(harness.app.entries.target(of: entry) == intent.target)
            #expect(
                text.contains(
                    "extension \(intent.name)Intent: AppIntents.TargetContentProvidingIntent {\n"
                        + "            var contentIdentifier: String { \"\(intent.target)\" }"),
                "\(intent.name)")
            // The window showing that tab prefers it; the App opens it there.
            let shown = try #require(
                harness.app.openScenes.first {
                    harness.app.entries.externalEvents(of: $0).preferring == [intent.target]
                })
            try harness.app.switchScene(to: shown == SceneID(1) ? SceneID(2) : SceneID(1))
            #expect(try harness.app.entries.open(entry) == shown)
            await harness.app.settle()
        }
    }

    /// A link that needs the user signed in, or onboarded, may wait for them: its intent
    /// starts in the background. One the App opens once settled does not wait for the user.
    @Test func anIntentWhoseLinkWaitsForTheUserStartsInTheBackground() throws {
        #expect(AppRoute.main(.home).waitsForUser)
        #expect(AppRoute.onboarding(.welcome).waitsForUser)
        #expect(!AppRoute.auth(.intro).waitsForUser)
        let text = try AppRoute.appIntentsSource().text
        #expect(
            text.components(separatedBy: ".foreground(.deferred)").count == Self.intents.count + 1)
        #expect(!text.contains(".foreground(.immediate)"))
    }
}
