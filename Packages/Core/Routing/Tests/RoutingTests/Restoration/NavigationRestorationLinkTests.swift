import Foundation
import Routing
import RoutingTesting
import TestSupport
import Testing

/// Routes are saved as their deep links and read back through the same table: every kind of
/// value a link carries comes back as it was, a link that no longer resolves is an entry that
/// is not there any more, and a route without a link ends its stack.
@Suite struct NavigationRestorationLinkTests {
    typealias Fixture = RestorationFixture

    @Test(arguments: LinkRoute.examples)
    func everyKindOfValueRoundTrips(route: LinkRoute) throws {
        let state = TabsState<String, LinkRoute>(
            selected: "b",
            tabs: [
                TabEntry(tab: "a", state: RouterState(stack: [.home, route])),
                TabEntry(
                    tab: "b",
                    state: RouterState(
                        stack: [route],
                        presented: [PresentedLayer(style: .cover, stack: [.home, route])])),
            ])
        let harness = RestorationHarness(LinkRoute.self)
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)

        let loaded = harness.restoration.load(Fixture.scene, for: Fixture.alice) {
            (_: String) in .home
        }

        #expect(loaded.failure == nil)
        #expect(loaded.dropped.isEmpty)
        #expect(loaded.state == state)
    }

    /// The file is JSON a person can read: the schema, the user, an ISO 8601 date, and each
    /// route as the link `url(for:)` writes, slashes unescaped.
    @Test func theFileHoldsEachRouteAsItsLink() throws {
        let harness = RestorationHarness()
        let state = RouterState<RestoreRoute>(
            stack: [.home, .item(id: 42)],
            presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings, .about])])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)

        let text = String(
            decoding: try #require(harness.storage.load(Fixture.scene)), as: UTF8.self)
        let file = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(file["schemaVersion"] as? Int == 3)
        #expect(file["userID"] as? String == Fixture.alice)
        #expect(file["savedAt"] as? String == "2023-11-14T22:13:20Z")
        let payload = try #require(file["payload"] as? [String: Any])
        #expect(payload["stack"] as? [String] == ["test://home", "test://items/42"])
        let layer = try #require((payload["presented"] as? [[String: Any]])?.first)
        #expect(layer["stack"] as? [String] == ["test://settings", "test://about"])
        #expect(text.contains("\"test://items/42\""))
        #expect(text.contains("\n"))
    }

    /// A route with no link cannot be saved: its stack ends before it, and the layers above
    /// it are not saved either.
    @Test func aRouteWithoutALinkEndsItsStack() async throws {
        let storage = InMemorySceneStorage()
        let withoutAbout = RestorationFixture.table(
            RestoreRoute.patterns.filter { $0.template != "about" })
        let restoration = NavigationRestoration(
            storage: storage, links: withoutAbout, analytics: RecordingAnalytics()
        ) { _ in true }
        try restoration.save(
            RouterState<RestoreRoute>(
                stack: [.home, .item(id: 1)],
                presented: [
                    PresentedLayer(
                        style: .sheet(ownStack: true), stack: [.settings, .about, .item(id: 2)]),
                    PresentedLayer(style: .cover, stack: [.item(id: 3)]),
                ]),
            for: Fixture.scene, user: Fixture.alice)
        try restoration.save(
            RouterState<RestoreRoute>(stack: [.about, .item(id: 1)]), for: SceneID(2),
            user: Fixture.alice)

        let kept = await restoration.restore(Fixture.scene, for: Fixture.alice, defaultRoot: .home)
        let rootless = await restoration.restore(SceneID(2), for: Fixture.alice, defaultRoot: .home)

        #expect(
            kept.state
                == RouterState(
                    stack: [.home, .item(id: 1)],
                    presented: [PresentedLayer(style: .sheet(ownStack: true), stack: [.settings])]))
        #expect(kept.dropped.isEmpty)
        #expect(rootless.state == RouterState(stack: [.home]))
    }

    /// A saved link that no longer resolves (its pattern removed, a value that no longer
    /// converts, a scheme the table no longer takes) is left out with what follows it.
    @Test(arguments: ["test://items/forty-two", "test://gone/1", "other://items/2", "not a link"])
    func aLinkThatNoLongerResolvesIsLeftOut(link: String) async throws {
        let harness = RestorationHarness()
        let json = """
            {"schemaVersion":2,"userID":"\(Fixture.alice)","savedAt":"2026-01-01T00:00:00Z",\
            "payload":{"stack":["test://home","test://items/1","\(link)","test://items/3"],\
            "presented":[{"style":{"cover":{}},"stack":["test://about"]}]}}
            """
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.failure == nil)
        #expect(result.state == RouterState(stack: [.home, .item(id: 1)]))
        #expect(
            result.dropped == [
                RestorationDrop("stack[2]", .unknown, entry: link),
                RestorationDrop("stack[3]", .unreachable, entry: "test://items/3"),
                RestorationDrop("presented[0]", .unreachable),
            ])
        // In words, which screen and why.
        #expect(
            result.dropped.first?.description
                == "\(link) (screen 3): this version of the app cannot open it")
    }

    /// A file of the previous release (schema 1, each route in its `Codable` form) restores
    /// once, through that form, and is written back as links; a case the build no longer has
    /// is left out as in any file.
    @Test func aSchemaOneFileRestoresOnceAndIsWrittenBackAsLinks() async throws {
        let harness = RestorationHarness()
        let legacy = """
            {"schemaVersion":1,"userID":"\(Fixture.alice)","savedAt":690000000,\
            "payload":{"selected":"search","tabs":[\
            {"tab":"home","state":{"stack":[{"home":{}},{"item":{"id":42}},{"legacy":{"code":"x"}}],\
            "presented":[]}},\
            {"tab":"search","state":{"stack":[{"search":{}}],"presented":[\
            {"style":{"sheet":{"ownStack":true}},"stack":[{"settings":{}},{"about":{}}]}]}}]}}
            """
        harness.storage.save(Data(legacy.utf8), for: Fixture.scene)
        let expected = TabsState<RestoreTab, RestoreRoute>(
            selected: .search,
            tabs: [
                TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 42)])),
                TabEntry(
                    tab: .search,
                    state: RouterState(
                        stack: [.search],
                        presented: [
                            PresentedLayer(
                                style: .sheet(ownStack: true), stack: [.settings, .about])
                        ])),
            ])

        let first = harness.restoration.load(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }
        let rewritten = try #require(harness.storage.load(Fixture.scene))
        let second = harness.restoration.load(Fixture.scene, for: Fixture.alice) {
            (tab: RestoreTab) in tab.root
        }

        #expect(first.state == expected)
        #expect(first.dropped == [RestorationDrop("tabs[0].stack[2]", .unknown)])
        #expect(String(decoding: rewritten, as: UTF8.self).contains(#""schemaVersion" : 3"#))
        #expect(String(decoding: rewritten, as: UTF8.self).contains(#""test://items/42""#))
        #expect(second.state == expected)
        #expect(second.dropped.isEmpty)
        #expect(harness.storage.setAsideData(for: Fixture.scene) == nil)
    }

    /// When the saved route type changed since the previous release, a schema-1 file's
    /// routes are read as the old type and converted; one converted to `nil` is left out.
    @Test func aSchemaOneFileOfAnotherRouteTypeIsConverted() async throws {
        let storage = InMemorySceneStorage()
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: storage, links: RestoreRoute.links, analytics: RecordingAnalytics(),
            legacyRoute: { (old: OldRestoreRoute) -> RestoreRoute? in
                switch old {
                case .home: .home
                case .item(let id): .review(id: id)
                default: nil
                }
            }, validator: { _ in true })
        let legacy = """
            {"schemaVersion":1,"userID":"\(Fixture.alice)","savedAt":0,"payload":\
            {"stack":[{"home":{}},{"item":{"id":5}},{"legacy":{"code":"x"}}],"presented":[]}}
            """
        storage.save(Data(legacy.utf8), for: Fixture.scene)

        let result = await restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == RouterState(stack: [.home, .review(id: 5)]))
        #expect(result.dropped == [RestorationDrop("stack[2]", .unknown)])
        let rewritten = String(decoding: try #require(storage.load(Fixture.scene)), as: UTF8.self)
        #expect(rewritten.contains(#""test://reviews/5""#))
    }
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
