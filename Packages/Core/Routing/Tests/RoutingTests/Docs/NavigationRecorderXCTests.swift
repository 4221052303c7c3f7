import Routing
import RoutingTesting
import XCTest

/// The recorder from XCTest, as its doc comment shows: `check` returns what differs, which
/// XCTest reports, since a Swift Testing issue recorded there is not. (XCTest on Linux runs
/// its tests on the main thread but cannot call a `@MainActor` test method.)
final class NavigationRecorderXCTests: XCTestCase {
    func testCheckFindsNothingDifferentAfterWhatHappened() {
        MainActor.assumeIsolated { Self.checkFindsNothingDifferent() }
    }

    func testCheckNamesWhatDiffers() throws {
        try MainActor.assumeIsolated { try Self.checkNamesWhatDiffers() }
    }

    @MainActor
    private static func checkFindsNothingDifferent() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let router = Router<ShopEntryRoute>(root: .home, events: events)
        router.push(.cart)
        XCTAssertNil(navigation.check([.push(route: "cart")]))
        XCTAssertTrue(navigation.unchecked.isEmpty)
    }

    @MainActor
    private static func checkNamesWhatDiffers() throws {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let router = Router<ShopEntryRoute>(root: .home, events: events)
        router.push(.cart)
        router.back()
        let failure = try XCTUnwrap(navigation.check([.push(route: "payment")]))
        XCTAssertTrue(failure.hasPrefix("Navigation differs:"), failure)
        XCTAssertTrue(failure.contains("expected push payment, got push cart"), failure)
        XCTAssertTrue(failure.contains("unexpected: pop to home"), failure)
        XCTAssertNil(navigation.check([]), "a check takes the events it checked")
    }
}
