import Foundation
import Routing
import Testing

/// Saved data that must restore nothing at all.
@Suite struct NavigationRestorationRefusalTests {
    typealias Fixture = RestorationFixture

    private static let validJSON = """
        {"schemaVersion":1,"userID":"user-alice-7f3a","savedAt":0,\
        "payload":{"stack":[{"home":{}}],"presented":[]}}
        """

    @Test(arguments: [
        ("not json", RoutingError.Code.unreadable),
        ("", .unreadable),
        ("\u{0}\u{1}binary", .unreadable),
        ("[1, 2, 3]", .wrongShape),
        (#"{"schemaVersion":1}"#, .wrongShape),
        (#"{"schemaVersion":"1","userID":"user-alice-7f3a"}"#, .wrongShape),
        (validJSON.replacingOccurrences(of: #"[{"home":{}}]"#, with: #""home""#), .wrongShape),
        (validJSON.replacingOccurrences(of: #","presented":[]"#, with: ""), .wrongShape),
        (
            validJSON.replacingOccurrences(of: #""savedAt":0"#, with: #""savedAt":"now""#),
            .wrongShape
        ),
        (
            validJSON.replacingOccurrences(of: #""schemaVersion":1"#, with: #""schemaVersion":2"#),
            .unsupportedVersion
        ),
        (
            validJSON.replacingOccurrences(of: #""schemaVersion":1"#, with: #""schemaVersion":0"#),
            .unsupportedVersion
        ),
        // Another version's payload is not read, whatever its shape.
        (#"{"schemaVersion":2,"userID":"user-alice-7f3a","payload":"v2"}"#, .unsupportedVersion),
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

    @Test func newerSchemaVersionIsRefused() async throws {
        let harness = RestorationHarness()
        let snapshot = NavigationSnapshot(
            userID: Fixture.alice, savedAt: Date(timeIntervalSince1970: 0),
            payload: RouterState<RestoreRoute>(stack: [.home]), schemaVersion: 2)
        harness.storage.save(try JSONEncoder().encode(snapshot), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.state == nil)
        #expect(result.failure?.code == .unsupportedVersion)
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
        let json = #"{"schemaVersion":1,"userID":"someone-else","savedAt":0,"payload":"?"}"#
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
