import Foundation
import Routing
import Testing

/// Saved data that must restore nothing at all: set aside when it is corrupt or of another
/// schema, kept when it is another user's, and reported either way.
@Suite struct NavigationRestorationRefusalTests {
    typealias Fixture = RestorationFixture

    private static let validPayload = """
        {"selected":"test://home","tabs":[\
        {"tab":"test://home","state":{"stack":["test://home"],"presented":[]}}]}
        """
    private static let validJSON = String(decoding: Fixture.file(validPayload), as: UTF8.self)

    /// The file with `old` replaced by `new`, which must be in it.
    private static func valid(replacing old: String, with new: String) -> String {
        precondition(validJSON.contains(old), "\(old) is not in the valid file")
        return validJSON.replacingOccurrences(of: old, with: new)
    }

    @Test(arguments: [
        ("not json", RoutingError.Code.unreadable),
        ("", .unreadable),
        ("\u{0}\u{1}binary", .unreadable),
        (#"{"schemaVersion":4,"userID":"#, .unreadable),
        ("[1, 2, 3]", .wrongShape),
        (#"{"schemaVersion":4}"#, .wrongShape),
        (#"{"schemaVersion":"4","userID":"user-alice-7f3a"}"#, .wrongShape),
        (valid(replacing: #"["test://home"]"#, with: #""test://home""#), .wrongShape),
        (valid(replacing: #"["test://home"]"#, with: #"[{"home":{}}]"#), .wrongShape),
        (valid(replacing: #","presented":[]"#, with: ""), .wrongShape),
        (valid(replacing: #""selected":"test://home","#, with: ""), .wrongShape),
        (valid(replacing: #""tab":"test://home","#, with: ""), .wrongShape),
        (
            valid(
                replacing: #""presented":[]"#,
                with: #""presented":[{"style":"sideways","stack":["test://about"]}]"#),
            .wrongShape
        ),
        (
            valid(replacing: #""savedAt":"2026-11-24T12:00:00Z""#, with: #""savedAt":0"#),
            .wrongShape
        ),
        // The payload of schema 3, one stack without tabs, under the header of schema 4.
        (
            String(
                decoding: Fixture.file(#"{"stack":["test://home"],"presented":[]}"#),
                as: UTF8.self),
            .wrongShape
        ),
        (valid(replacing: #""schemaVersion":4"#, with: #""schemaVersion":5"#), .unsupportedVersion),
        (valid(replacing: #""schemaVersion":4"#, with: #""schemaVersion":0"#), .unsupportedVersion),
        // Another schema's payload is not read, whatever its shape.
        (#"{"schemaVersion":5,"userID":"user-alice-7f3a","payload":"v5"}"#, .unsupportedVersion),
    ])
    func corruptDataRestoresNothingIsSetAsideAndLogged(
        json: String, code: RoutingError.Code
    ) async {
        let harness = RestorationHarness()
        let data = Data(json.utf8)
        harness.storage.save(data, for: Fixture.scene)

        let result = await harness.restoreSingle()

        #expect(result.navigation == nil)
        #expect(result.failure?.code == code)
        #expect(harness.storage.load(Fixture.scene) == nil)
        #expect(harness.storage.setAsideData(for: Fixture.scene) == data)
        #expect(harness.analytics.names == ["navigation_restore_failed"])
        #expect(
            harness.analytics.events.first?.properties == [
                "scene": "scene-1", "reason": code.rawValue, "set_aside": "true",
            ])
    }

    /// RootSwitch 1.x saved schemas 1 to 3 (3: one stack of links, without tabs): this build
    /// reads none of them; it sets them aside, so they are never read again.
    @Test(arguments: [
        (1, #"{"stack":[{"home":{}}],"presented":[]}"#),
        (2, #"{"stack":["test://home","test://items/42"],"presented":[]}"#),
        (
            3,
            #"{"stack":["test://home","test://items/42"],"presented":[{"style":{"sheet":{}},"#
                + #""stack":["test://about"],"sizing":{"detents":[{"medium":{}}],"selected":{"medium":{}}}}]}"#
        ),
        (3, validPayload),
    ])
    func aFileOfRootSwitchOneIsSetAsideAsUnsupported(version: Int, payload: String) async {
        let harness = RestorationHarness()
        let data = Fixture.file(payload, version: version)
        harness.storage.save(data, for: Fixture.scene)

        let result = await harness.restoreTabs()

        #expect(result.navigation == nil)
        #expect(result.failure?.code == .unsupportedVersion)
        #expect(
            result.failure?.reason
                == "saved with schema version \(version); this build reads version 4")
        #expect(harness.storage.setAsideData(for: Fixture.scene) == data)
        #expect(harness.analytics.events.first?.properties["reason"] == "unsupported_version")
        let again = await harness.restoreTabs()
        #expect(again.failure == nil)
        #expect(again.navigation == nil)
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

        let result = await harness.restoreSingle()

        #expect(result.failure?.code == code)
        #expect(result.navigation?.screens == (code == nil ? Screens([.home]) : nil))
    }

    @Test func theValidFixtureItselfRestores() async {
        let harness = RestorationHarness()
        harness.storage.save(Data(Self.validJSON.utf8), for: Fixture.scene)

        let result = await harness.restoreSingle()

        #expect(result.navigation?.screens == Screens([.home]))
        #expect(result.failure == nil)
    }

    @Test(arguments: [1, 20, 60, 0.5, 0.9, -1] as [Double])
    func truncatedDataRestoresNothing(cut: Double) async throws {
        let harness = RestorationHarness()
        try harness.save(Screens([.home, .item(id: 12), .review(id: 12)]))
        let whole = try #require(harness.storage.load(Fixture.scene))
        // Whole numbers are byte counts; fractions are a share of the file; -1 drops one byte.
        let length = cut < 0 ? whole.count - 1 : cut < 1 ? Int(Double(whole.count) * cut) : Int(cut)
        harness.storage.save(whole.prefix(length), for: Fixture.scene)

        let result = await harness.restoreSingle()

        #expect(result.navigation == nil)
        #expect(result.failure?.code == .unreadable)
        #expect(harness.analytics.names == ["navigation_restore_failed"])
    }

    /// Another user's file is refused from its header: its payload is never read, so one that
    /// would not decode is not reported as corrupt (nor set aside).
    @Test func anotherUsersPayloadIsNeverRead() async {
        let harness = RestorationHarness()
        let json = #"{"schemaVersion":4,"userID":"someone-else","savedAt":0,"payload":"?"}"#
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoreSingle()

        #expect(result.failure?.code == .otherUser)
        #expect(harness.analytics.events.first?.properties["set_aside"] == "false")
        #expect(harness.storage.load(Fixture.scene) == Data(json.utf8))
    }

    @Test(arguments: [false, true])
    func aNavigationSavedForAnotherUserIsNeverApplied(tabs: Bool) async throws {
        let harness = RestorationHarness()
        let saved =
            tabs
            ? Screens<RestoreRoute>(.tab([.home, .item(id: 8)]), .tab([.search]), .tab([.profile]))
            : Screens<RestoreRoute>([.home, .item(id: 8)])
        let blank = tabs ? Fixture.tabs : Navigation(root: .home)
        try harness.save(saved)

        let result = await harness.restoration.restore(Fixture.scene, for: Fixture.bob, onto: blank)

        #expect(result.navigation == nil)
        #expect(result.failure?.code == .otherUser)
        #expect(harness.analytics.events.first?.properties["reason"] == "other_user")
        #expect(harness.analytics.events.first?.properties["set_aside"] == "false")
        #expect(!RestorationFixture.eventsMentionUsers(harness.analytics))
        #expect(result.failure?.reason.contains(Fixture.alice) == false)
        #expect(result.failure?.reason.contains(Fixture.bob) == false)
        // Not corrupt, so kept: it is still the owner's to restore.
        let owner = await harness.restore(onto: blank)
        #expect(owner.navigation?.screens == saved)
    }
}
