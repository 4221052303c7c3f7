import Foundation
import Routing
import RoutingTesting
import RoutingUI
import Testing

/// What the platform saved of the user's arrangement of the tabs (SwiftUI's
/// `TabViewCustomization`, whose order no API reads) is kept opaquely in the arrangement: the
/// navigator holds it, restoration saves it with the tabs' order, and what no longer reads
/// never costs the rest.
@MainActor
@Suite struct PlatformCustomizationTests {
    typealias Fixture = RestorationFixture
    typealias Arrangement = Navigation<RestoreRoute>.Arrangement

    /// Stands in for the platform's customization: any `Codable` value.
    struct Customization: Codable, Equatable {
        var order: [String]
    }

    static let dragged = Arrangement().keeping(platform: Customization(order: ["search", "home"]))
    static let other = Arrangement().keeping(platform: Customization(order: ["profile"]))

    @Test func theNavigationKeepsTheCustomizationOverTheDeclaredOrder() throws {
        let arranged = try Fixture.tabs.applying([.arrange(Self.dragged)])

        let arrangement = try #require(arranged.arrangement, "a customization is an arrangement")
        #expect(arrangement.platformCustomization == Self.dragged.platformCustomization)
        #expect(arrangement.order == [.home, .search, .profile])
        #expect(try arranged.applying([.arrange(Self.dragged)]) == arranged, "the same again")
        #expect(try arranged.applying([.arrange(Self.other)]) != arranged)
        #expect(
            try arranged.applying([.arrange(Arrangement())]).arrangement == nil,
            "an arrangement without it drops it")
    }

    /// The binding writes back a customization that differs only where the platform keeps it:
    /// a change, published, so the view reads back what it wrote instead of snapping back.
    @Test func theNavigatorPublishesANewCustomization() throws {
        let events = NavigationEvents()
        let navigator = try Navigator<RestoreRoute>(
            tabs: [.home, .search, .profile], events: events)
        navigator.apply(.arrange(Self.dragged))
        let navigation = NavigationRecorder(events)
        var changes = 0
        navigator.onChange = { _ in changes += 1 }

        navigator.apply(.arrange(Self.other))
        navigator.apply(.arrange(Self.other))

        #expect(navigator.arrangement?.platformCustomization == Self.other.platformCustomization)
        #expect(changes == 1, "the same customization again changes nothing")
        #expect(
            navigation.unchecked.map(\.description) == ["arrange tabs [home, search, profile]"])
    }

    @Test func theCustomizationIsSavedAndRestoredWithTheOrder() async throws {
        let harness = RestorationHarness()
        var arrangement = Self.dragged
        arrangement.order = [.profile, .home]
        arrangement.hidden = [.search]
        let saved = Screens<RestoreRoute>(
            arrangement: arrangement, .tab([.home]), .tab([.search]), .tab([.profile]))
        try harness.save(saved)

        let restored = await harness.restoreTabs()

        #expect(restored.navigation?.arrangement == (try saved.navigation()).arrangement)
        #expect(
            restored.navigation?.arrangement?.platformCustomization
                == Self.dragged.platformCustomization)
        #expect(restored.navigation?.visibleTabs == [.profile, .home])
    }

    /// The customization is the platform's: one that does not read as data (a hand's, another
    /// build's) is left out, and the order and the hidden tabs restore without it.
    @Test(arguments: [#"42"#, #""not base64!""#, #"{"tabs":[]}"#])
    func aCustomizationThatDoesNotReadIsLeftOut(customization: String) async throws {
        let harness = RestorationHarness()
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[\
                {"tab":"test://home","state":{"stack":["test://home"],"presented":[]}}],\
                "customization":{"order":["test://search","test://home"],"hidden":[],\
                "platformCustomization":\(customization)}}
                """),
            for: Fixture.scene)

        let restored = await harness.restoreTabs()

        #expect(restored.failure == nil)
        #expect(restored.navigation?.arrangement == Arrangement(order: [.search, .home, .profile]))
    }

    @Test func aNavigationEncodedWithItReadsBackEqual() throws {
        let arranged = try Fixture.tabs.applying([.arrange(Self.dragged)])

        let read = try JSONDecoder().decode(
            Navigation<RestoreRoute>.self, from: JSONEncoder().encode(arranged))

        #expect(read == arranged)
    }

    /// What the binding reads back is what it wrote; a customization of another shape, or
    /// damaged data, reads as none, and the view starts from the platform's default.
    @Test func theBindingReadsBackWhatItWroteAndNothingElse() {
        var damaged = Self.dragged
        damaged.platformCustomization = Data([0xFF, 0x00, 0x7B])

        #expect(
            Self.dragged.platformCustomization(as: Customization.self)
                == Customization(order: ["search", "home"]))
        #expect(damaged.platformCustomization(as: Customization.self) == nil)
        #expect(Self.dragged.platformCustomization(as: [Int].self) == nil)
        #expect(Arrangement().platformCustomization(as: Customization.self) == nil)
        #expect(
            Self.dragged.keeping(platform: Customization(order: ["search", "home"]))
                == Self.dragged, "the same customization is the same data")
    }
}
