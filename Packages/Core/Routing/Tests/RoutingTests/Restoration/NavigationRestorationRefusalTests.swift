import Foundation
import Routing
import Testing

/// Saved data that must restore nothing at all.
@Suite struct NavigationRestorationRefusalTests {
    typealias Fixture = RestorationFixture

    private static let validJSON = """
        {"schemaVersion":2,"userID":"user-alice-7f3a","savedAt":"2026-11-24T09:30:00Z",\
        "payload":{"stack":["test://home"],"presented":[]}}
        """

    @Test(arguments: [
        ("not json", RoutingError.Code.unreadable),
        ("", .unreadable),
        ("\u{0}\u{1}binary", .unreadable),
        (#"{"schemaVersion":2,"userID":"#, .unreadable),
        ("[1, 2, 3]", .wrongShape),
        (#"{"schemaVersion":2}"#, .wrongShape),
        (#"{"schemaVersion":"2","userID":"user-alice-7f3a"}"#, .wrongShape),
        (
            validJSON.replacingOccurrences(of: #"["test://home"]"#, with: #""test://home""#),
            .wrongShape
        ),
        (
            validJSON.replacingOccurrences(of: #"["test://home"]"#, with: #"[{"home":{}}]"#),
            .wrongShape
        ),
        (validJSON.replacingOccurrences(of: #","presented":[]"#, with: ""), .wrongShape),
        (
            validJSON.replacingOccurrences(
                of: #""savedAt":"2026-11-24T09:30:00Z""#, with: #""savedAt":0"#),
            .wrongShape
        ),
        (
            validJSON.replacingOccurrences(of: #""schemaVersion":2"#, with: #""schemaVersion":4"#),
            .unsupportedVersion
        ),
        (
            validJSON.replacingOccurrences(of: #""schemaVersion":2"#, with: #""schemaVersion":0"#),
            .unsupportedVersion
        ),
        // Another version's payload is not read, whatever its shape.
        (#"{"schemaVersion":4,"userID":"user-alice-7f3a","payload":"v4"}"#, .unsupportedVersion),
        // A legacy file is read in its own shape: routes as objects, never as links.
        (
            validJSON.replacingOccurrences(of: #""schemaVersion":2"#, with: #""schemaVersion":1"#),
            .wrongShape
        ),
    ])
    func corruptDataRestoresNothingIsSetAsideAndLogged(
        json: String, code: RoutingError.Code
    ) async {
        let harness = RestorationHarness()
        let data = Data(json.utf8)
        harness.storage.save(data, for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == nil)
        #expect(result.failure?.code == code)
        #expect(harness.storage.load(Fixture.scene) == nil)
        #expect(harness.storage.setAsideData(for: Fixture.scene) == data)
        let event = harness.analytics.events.first
        #expect(harness.analytics.names == ["navigation_restore_failed"])
        #expect(event?.properties["reason"] == code.rawValue)
        #expect(event?.properties["set_aside"] == "true")
        #expect(event?.properties["scene"] == "scene-1")
    }

    /// Nesting is read to 512 levels, as JSONDecoder reads it; deeper is unreadable, and
    /// far deeper (a hostile file) is refused the same way, without exhausting the stack.
    @Test(arguments: [(511, nil), (512, RoutingError.Code.unreadable), (200_000, .unreadable)])
    func nestingIsLimited(arrays: Int, code: RoutingError.Code?) async {
        let harness = RestorationHarness()
        // The top object is the first level; the arrays sit under a key nobody reads.
        let nested = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
        let json = Self.validJSON.dropLast() + #","unread":"# + nested + "}"
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.failure?.code == code)
        #expect(result.state == (code == nil ? RouterState(stack: [.home]) : nil))
    }

    @Test func theValidFixtureItselfRestores() async {
        let harness = RestorationHarness()
        harness.storage.save(Data(Self.validJSON.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .about)

        #expect(result.state == RouterState(stack: [.home]))
    }

    @Test(arguments: [1, 20, 60, 0.5, 0.9, -1] as [Double])
    func truncatedDataRestoresNothing(cut: Double) async throws {
        let harness = RestorationHarness()
        try harness.restoration.save(
            RouterState(stack: [.home, .item(id: 12), .review(id: 12)]), for: Fixture.scene,
            user: Fixture.alice)
        let whole = try #require(harness.storage.load(Fixture.scene))
        // Whole numbers are byte counts; fractions are a share of the file; -1 drops one byte.
        let length = cut < 0 ? whole.count - 1 : cut < 1 ? Int(Double(whole.count) * cut) : Int(cut)
        harness.storage.save(whole.prefix(length), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == nil)
        #expect(result.failure?.code == .unreadable)
        #expect(harness.analytics.names == ["navigation_restore_failed"])
    }

    @Test func tabsStateReadAsOneStackIsTheWrongShape() async throws {
        let harness = RestorationHarness()
        let tabs = TabsState<RestoreTab, RestoreRoute>(
            selected: .home, tabs: [TabEntry(tab: .home, state: RouterState(stack: [.home]))])
        try harness.restoration.save(tabs, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == nil)
        #expect(result.failure?.code == .wrongShape)
    }

    /// Another user's snapshot is refused from its header: its payload is never read, so
    /// one that would not decode is not reported as corrupt (nor set aside).
    @Test func anotherUsersPayloadIsNeverRead() async {
        let harness = RestorationHarness()
        let json = #"{"schemaVersion":2,"userID":"someone-else","savedAt":0,"payload":"?"}"#
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.failure?.code == .otherUser)
        #expect(harness.analytics.events.first?.properties["set_aside"] == "false")
    }

    @Test func stateSavedForAnotherUserIsNeverApplied() async throws {
        let harness = RestorationHarness()
        let state = RouterState<RestoreRoute>(stack: [.home, .item(id: 8)])
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.bob, defaultRoot: .home)

        #expect(result.state == nil)
        #expect(result.failure?.code == .otherUser)
        #expect(harness.analytics.events.first?.properties["reason"] == "other_user")
        #expect(harness.analytics.events.first?.properties["set_aside"] == "false")
        #expect(!RestorationFixture.eventsMentionUsers(harness.analytics))
        #expect(result.failure?.reason.contains(Fixture.alice) == false)
        // Not corrupt, so kept: it is still the owner's to restore.
        let owner = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)
        #expect(owner.state == state)
    }

    @Test func restoringTabsForAnotherUserIsRefusedToo() async throws {
        let harness = RestorationHarness()
        let tabs = TabsState<RestoreTab, RestoreRoute>(
            selected: .home, tabs: [TabEntry(tab: .home, state: RouterState(stack: [.home]))])
        try harness.restoration.save(tabs, for: Fixture.scene, user: Fixture.alice)

        let result = await harness.restoration.restore(Fixture.scene, for: Fixture.bob) {
            (tab: RestoreTab) in tab.root
        }

        #expect(result.state == nil)
        #expect(result.failure?.code == .otherUser)
    }
}
