import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport
import Testing

/// Routes are saved as their deep links and read back through the same table: every kind of
/// value a link carries comes back as it was, a link that no longer resolves is an entry that
/// is not there any more, and a route without a link that leads back to it ends its stack.
@Suite struct NavigationRestorationLinkTests {
    typealias Fixture = RestorationFixture

    @Test(arguments: LinkRoute.examples)
    func everyKindOfValueRoundTrips(route: LinkRoute) throws {
        let saved = Screens<LinkRoute>(
            selected: route, .tab([.home, route]), .tab([route], .cover([.home, route])))
        let harness = RestorationHarness(LinkRoute.self)
        try harness.save(saved)

        let loaded = harness.load(onto: try Navigation(tabs: [.home, route]))

        #expect(loaded.failure == nil)
        #expect(loaded.dropped.isEmpty)
        #expect(loaded.navigation?.screens == saved)
    }

    /// The file is JSON a person can read: the schema, the user, an ISO 8601 date, and each
    /// tab by its root's link with its stacks, each route as the link `url(for:)` writes,
    /// slashes unescaped.
    @Test func theFileHoldsEachRouteAsItsLink() throws {
        let harness = RestorationHarness()
        try harness.save(
            Screens(
                selected: .search, .tab([.home, .item(id: 42)]),
                .tab([.search], .sheet([.settings, .about]))))

        let text = String(
            decoding: try #require(harness.storage.load(Fixture.scene)), as: UTF8.self)
        let file = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(file["schemaVersion"] as? Int == 4)
        #expect(file["userID"] as? String == Fixture.alice)
        #expect(file["savedAt"] as? String == "2023-11-14T22:13:20Z")
        let payload = try #require(file["payload"] as? [String: Any])
        #expect(payload["selected"] as? String == "test://search")
        let tabs = try #require(payload["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["tab"] as? String } == ["test://home", "test://search"])
        let home = try #require(tabs[0]["state"] as? [String: Any])
        #expect(home["stack"] as? [String] == ["test://home", "test://items/42"])
        let search = try #require(tabs[1]["state"] as? [String: Any])
        let layer = try #require((search["presented"] as? [[String: Any]])?.first)
        #expect(layer["style"] as? String == "sheet")
        #expect(layer["stack"] as? [String] == ["test://settings", "test://about"])
        #expect(text.contains("\"test://items/42\""))
        #expect(text.contains("\n"))
    }

    /// A dialog is a question asked now: it is never saved, and the stack under it is.
    @Test @MainActor func aDialogIsNeverSaved() async throws {
        let harness = RestorationHarness()
        let navigator = Navigator<RestoreRoute>(root: .home)
        navigator.router.push(.item(id: 1))
        navigator.router.present(.settings).show(
            DialogState<Int>.alert("Delete everything?", buttons: [.cancel("Keep")]))
        #expect(navigator.topRouter.dialog != nil)

        try harness.restoration.save(navigator.state, for: Fixture.scene, user: Fixture.alice)
        let result = await harness.restoreSingle()

        let text = String(
            decoding: try #require(harness.storage.load(Fixture.scene)), as: UTF8.self)
        #expect(!text.contains("Delete everything?"))
        #expect(!text.contains("dialog"))
        #expect(result.navigation?.screens == Screens([.home, .item(id: 1)], .sheet([.settings])))
        #expect(result.navigation?.tabs[0].stacks.allSatisfy { $0.dialog == nil } == true)
    }

    /// A route with no link cannot be saved: its stack ends before it, and the layers above
    /// it are not saved either. Nothing is reported: nothing saved was left out.
    @Test func aRouteWithoutALinkEndsItsStack() async throws {
        let harness = RestorationHarness(withoutPatterns: ["about"])
        try harness.save(
            Screens(
                [.home, .item(id: 1)], .sheet([.settings, .about, .item(id: 2)]),
                .cover([.item(id: 3)])))

        let result = await harness.restoreSingle()

        #expect(
            result.navigation?.screens == Screens([.home, .item(id: 1)], .sheet([.settings])))
        #expect(result.dropped.isEmpty)
    }

    /// A tab whose root has no link is not saved, and starts as on a first launch; when it is
    /// the selected tab, nothing can be saved, and what was saved before stays.
    @Test func aTabWhoseRootHasNoLinkIsNotSaved() async throws {
        let harness = RestorationHarness(withoutPatterns: ["search"])
        let blank = try Navigation<RestoreRoute>(tabs: [.home, .search])
        try harness.save(Screens(.tab([.home, .item(id: 1)]), .tab([.search, .item(id: 2)])))
        let saved = harness.storage.load(Fixture.scene)

        #expect(
            thrownDeepLinkCode {
                try harness.save(
                    Screens(selected: .search, .tab([.home]), .tab([.search, .item(id: 2)])))
            } == .unroutable)
        let result = await harness.restore(onto: blank)

        #expect(harness.storage.load(Fixture.scene) == saved)
        #expect(
            result.navigation?.screens == Screens(.tab([.home, .item(id: 1)]), .tab([.search])))
        #expect(result.dropped.isEmpty)
    }

    /// A link that would open another screen than the route it was written for (a catch-all
    /// holding `items/42` is written `test://items/42`, which opens item 42) is not saved: the
    /// stack ends before it, so a restore never shows another screen than the one saved.
    @Test(arguments: [
        (
            [PageRoute.home, .page("about/us"), .item(1)],
            [PageRoute.home, .page("about/us"), .item(1)]
        ),
        ([.home, .page("items/42"), .item(1)], [.home]),
        ([.home, .item(1), .page("home")], [.home, .item(1)]),
    ])
    func aRouteWhoseLinkLeadsElsewhereEndsItsStack(saved: [PageRoute], restored: [PageRoute])
        async throws
    {
        let harness = RestorationHarness(PageRoute.self)
        try harness.save(Screens(saved))

        let result = await harness.restore(onto: Navigation(root: .home))

        #expect(result.navigation?.screens == Screens(restored))
        #expect(result.dropped.isEmpty)
    }

    /// A saved link that no longer resolves (its pattern removed, a value that no longer
    /// converts, a scheme the table no longer takes) is left out with what follows it.
    @Test(arguments: ["test://items/forty-two", "test://gone/1", "other://items/2", "not a link"])
    func aLinkThatNoLongerResolvesIsLeftOut(link: String) async throws {
        let harness = RestorationHarness()
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[{"tab":"test://home","state":\
                {"stack":["test://home","test://items/1","\(link)","test://items/3"],\
                "presented":[{"style":"cover","stack":["test://about"]}]}}]}
                """),
            for: Fixture.scene)

        let result = await harness.restoreSingle()

        #expect(result.failure == nil)
        #expect(result.navigation?.screens == Screens([.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[2]", .unknown, entry: link),
                RestorationDrop("tabs[0].stack[3]", .unreachable, entry: "test://items/3"),
                RestorationDrop("tabs[0].presented[0]", .unreachable),
            ])
        // In words, which screen and why.
        #expect(
            result.dropped.map(\.description) == [
                "\(link) (screen 3 of tab 1): this version of the app cannot open it",
                "test://items/3 (screen 4 of tab 1): a screen before it was left out",
                "presented layer 1 of tab 1: a screen before it was left out",
            ])
    }
}

extension RestorationHarness where R == RestoreRoute {
    /// A restoration whose table lacks the patterns of `templates`.
    init(withoutPatterns templates: Set<String>) {
        self.init(
            RestoreRoute.self,
            links: RestorationFixture.table(
                RestoreRoute.patterns.filter { !templates.contains($0.template) }))
    }
}

/// A site's pages: a catch-all `<path:rest>` beside literal patterns, so that a page whose
/// path begins with another pattern's literal is written as that pattern's link.
enum PageRoute: SavedRoute {
    case home
    case item(Int)
    case page(String)

    static let links = RestorationFixture.table([
        RestorationFixture.pattern("home", PageRoute.home),
        RestorationFixture.pattern(
            "items/<int:id>", { .item(try $0.int("id")) },
            { if case .item(let id) = $0 { ["id": id] } else { nil } }),
        RestorationFixture.pattern(
            "<path:rest>", { .page(try $0.path("rest")) },
            { if case .page(let rest) = $0 { ["rest": rest] } else { nil } }),
    ])
}

/// A route of every kind of value a link carries: each built-in placeholder type, a custom
/// converter, the rest of the path, required and optional query items.
enum LinkRoute: SavedRoute, CustomTestStringConvertible {
    case home
    case number(Int)
    case id(UUID)
    case amount(Double)
    case name(String)
    case file(String)
    case search(query: String, page: Int?)
    case color(Color)

    enum Color: String, Hashable, Sendable, Codable { case red, blue }

    var testDescription: String { "\(self)" }

    static let examples: [LinkRoute] = [
        .number(0), .number(-7), .number(.max), .id(UUID()), .amount(2.5), .amount(-0.125),
        .name("plain"), .name("spaces and / slash ? query # hash % percent + plus"),
        .name("é ü 中文 😀"), .file("a/b/c.txt"), .search(query: "blue car", page: nil),
        .search(query: "a&b=c", page: 3), .color(.blue),
    ]

    static let links: DeepLinkTable<LinkRoute> = {
        var table = DeepLinkTable<LinkRoute>(scheme: "test")
        try! table.register(
            DeepLinkConverter<Color>(
                name: "color", parse: { Color(rawValue: $0) }, format: { $0.rawValue }))
        let patterns: [DeepLinkPattern<LinkRoute>] = [
            RestorationFixture.pattern("home", .home),
            RestorationFixture.pattern(
                "numbers/<int:n>", { .number(try $0.int("n")) },
                { if case .number(let n) = $0 { ["n": n] } else { nil } }),
            RestorationFixture.pattern(
                "ids/<uuid:id>", { .id(try $0.uuid("id")) },
                { if case .id(let id) = $0 { ["id": id] } else { nil } }),
            RestorationFixture.pattern(
                "amounts/<float:x>", { .amount(try $0.double("x")) },
                { if case .amount(let x) = $0 { ["x": x] } else { nil } }),
            RestorationFixture.pattern(
                "names/<name>", { .name(try $0.string("name")) },
                { if case .name(let name) = $0 { ["name": name] } else { nil } }),
            RestorationFixture.pattern(
                "files/<path:rest>", { .file(try $0.path("rest")) },
                { if case .file(let rest) = $0 { ["rest": rest] } else { nil } }),
            RestorationFixture.pattern(
                "search?q=<q>&page=<int:page>?",
                { .search(query: try $0.string("q"), page: try $0.optional("page", as: Int.self)) },
                { route in
                    guard case .search(let query, let page) = route else { return nil }
                    return ["q": query, "page": page]
                }),
            RestorationFixture.pattern(
                "colors/<color:c>", { .color(try $0.value("c", as: Color.self)) },
                { if case .color(let c) = $0 { ["c": c] } else { nil } }),
        ]
        for pattern in patterns { try! table.register(pattern) }
        return table
    }()
}
