import Routing
import RoutingTools
import Testing

/// What App Intents would refuse when the app is built, or what would not work on a device,
/// is refused when the App Intents source is written, each with its own code and the intent's
/// name: a name or an entity that is not a Swift type name, a shortcut phrase that does not
/// name the app exactly once, more than 10 shortcuts, a shortcut on an entity nobody can
/// complete, a type named like a framework type or another intent's, a parameter Swift
/// reserves. The table registers each: they are the generated file's rules, and an app that
/// writes its App Intents by hand names them as it likes.
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

    /// The App Intents source of `links`.
    static func source(_ links: DeepLinkTable<ShopEntryRoute>) throws {
        _ = try AppIntentsSource(
            links: links, opener: "EntryInbox", imports: [], shortcuts: "ShopShortcuts")
    }

    @Test(arguments: [
        // Intents become Swift types: a name, an entity, the one placeholder an entity
        // identifies.
        (
            EntryPoint.intent(
                EntryPoint.Intent("open order", title: "Open"), opens: EntryFixtures.order),
            RoutingError.Code.invalidEntryPoint
        ),
        (
            .intent(
                EntryPoint.Intent("OpenOrder2", title: "Open", entity: "an order"),
                opens: EntryFixtures.order),
            .invalidEntryPoint
        ),
        (
            .intent(
                EntryPoint.Intent("OpenHome", title: "Home", entity: "Home"),
                opens: EntryFixtures.home),
            .invalidEntryPoint
        ),
        (
            .intent(
                EntryPoint.Intent("Find", title: "Find", entity: "Query"),
                opens: EntryFixtures.search),
            .invalidEntryPoint
        ),
        // Each phrase names the app exactly once.
        (
            .intent(
                EntryPoint.Intent("Find", title: "Find", shortcut: shortcut(["Find it"])),
                opens: EntryFixtures.search),
            .shortcutPhrase
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
    func anIntentAppIntentsWouldRefuseIsRefusedByItsSource(
        point: EntryPoint, code: RoutingError.Code
    )
        throws
    {
        var entries = try Self.entries()
        try Self.source(entries)
        try entries.register(point)
        #expect(entries.entryPoints.last == point, "the table takes it")
        let error = try #require(throws: RoutingError.self) { try Self.source(entries) }
        #expect(error.code == code)
        #expect(error.reason.hasPrefix("\(point.name): "), "\(error.reason)")
    }

    /// An app has at most 10 App Shortcuts: the source of an eleventh is refused, that of an
    /// intent without one is not.
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
        try Self.source(entries)
        var eleven = entries
        try eleven.register(eleventh)
        #expect(thrownDeepLinkCode { try Self.source(eleven) } == .tooManyShortcuts)
        try entries.register(
            .intent(EntryPoint.Intent("Search11", title: "Search"), opens: EntryFixtures.search))
        try Self.source(entries)
    }
}
