import Routing
import Testing

/// What App Intents would refuse when the app is built, or what would not work on a device,
/// is refused when an intent is declared, each with its own code: a shortcut phrase that does
/// not name the app exactly once, more than 10 shortcuts, a shortcut on an entity nobody can
/// complete, a type named like a framework type or another intent's, a parameter Swift
/// reserves.
@Suite struct IntentDeclarationTests {
    /// `find?in=<in>&entries=<entries>?`: placeholders named like a keyword and like a member
    /// of the generated intent.
    static let find = DeepLinkPattern<ShopEntryRoute>(
        "find?in=<in>&entries=<entries>?", route: { _ in .home }, parameters: { _ in nil })

    /// `pick/<entry>`: a placeholder named like the generated intent's own `entry`.
    static let pick = DeepLinkPattern<ShopEntryRoute>(
        "pick/<entry>", route: { _ in .home }, parameters: { _ in nil })

    static func shortcut(_ phrases: [String]) -> EntryPoint.Shortcut {
        EntryPoint.Shortcut(phrases: phrases, shortTitle: "Find", systemImage: "magnifyingglass")
    }

    /// The shop's table with its entry points, ``find`` among its links.
    static func entries() throws -> DeepLinkTable<ShopEntryRoute> {
        var links = try EntryFixtures.links()
        try links.register(find)
        try links.register(pick)
        for point in EntryFixtures.points { try links.register(point) }
        return links
    }

    @Test(arguments: [
        // Each phrase names the app exactly once.
        (
            EntryPoint.intent(
                EntryPoint.Intent("Find", title: "Find", shortcut: shortcut(["Find it"])),
                opens: EntryFixtures.search),
            RoutingError.Code.shortcutPhrase
        ),
        (
            .intent(
                EntryPoint.Intent(
                    "Find", title: "Find", shortcut: shortcut(["{app}: find in {app}"])),
                opens: EntryFixtures.search),
            .shortcutPhrase
        ),
        (
            .intent(
                EntryPoint.Intent("Find", title: "Find", shortcut: shortcut([])),
                opens: EntryFixtures.search),
            .shortcutPhrase
        ),
        // An entity nobody can complete is not offered as a shortcut.
        (
            .intent(
                EntryPoint.Intent(
                    "ShowUser", title: "Show", entity: "User",
                    shortcut: shortcut(["Show a user in {app}"])),
                opens: EntryFixtures.user),
            .uncompletableShortcut
        ),
        // Types named like App Intents' own.
        (
            .intent(EntryPoint.Intent("Open", title: "Open"), opens: EntryFixtures.cart),
            .clashingName
        ),
        (
            .intent(
                EntryPoint.Intent("ShowUser", title: "Show", entity: "App"),
                opens: EntryFixtures.user),
            .clashingName
        ),
        (
            .intent(
                EntryPoint.Intent("ShowUser", title: "Show", entity: "Enumerable"),
                opens: EntryFixtures.user),
            .clashingName
        ),
        // One entity, one intent: two would write its types twice.
        (
            .intent(
                EntryPoint.Intent("ShowOrder", title: "Show", entity: "Order"),
                opens: EntryFixtures.order),
            .clashingName
        ),
        // A parameter Swift, or the intent itself, already uses.
        (.intent(EntryPoint.Intent("Find", title: "Find"), opens: find), .reservedWord),
        (.intent(EntryPoint.Intent("Pick", title: "Pick"), opens: pick), .reservedWord),
    ])
    func anIntentAppIntentsWouldRefuseIsRefused(point: EntryPoint, code: RoutingError.Code)
        throws
    {
        var entries = try Self.entries()
        let before = entries.entryPoints
        #expect(thrownDeepLinkCode { try entries.register(point) } == code)
        #expect(entries.entryPoints == before)
    }

    /// An app has at most 10 App Shortcuts: the eleventh is refused, an intent without one is
    /// not.
    @Test func theEleventhShortcutIsRefused() throws {
        var entries = try Self.entries()
        // The fixtures declare one: nine more make ten.
        for number in 2...10 {
            try entries.register(
                .intent(
                    EntryPoint.Intent(
                        "Search\(number)", title: "Search",
                        shortcut: Self.shortcut(["Search \(number) in {app}"])),
                    opens: EntryFixtures.search))
        }
        let eleventh = EntryPoint.intent(
            EntryPoint.Intent(
                "Search11", title: "Search", shortcut: Self.shortcut(["Search in {app}"])),
            opens: EntryFixtures.search)
        #expect(thrownDeepLinkCode { try entries.register(eleventh) } == .tooManyShortcuts)
        try entries.register(
            .intent(EntryPoint.Intent("Search11", title: "Search"), opens: EntryFixtures.search))
    }
}
