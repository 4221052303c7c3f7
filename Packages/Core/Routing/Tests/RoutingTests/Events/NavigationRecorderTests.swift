import Routing
import RoutingScenes
import RoutingTesting
import Testing

/// The recorder fails a test for any navigation it was not told of, and names it.
@MainActor
@Suite struct NavigationRecorderTests {
    let events = NavigationEvents()

    @Test func anUnexpectedEventFailsNamingIt() {
        let navigation = NavigationRecorder(events)
        let router = Router<TestRoute>(root: .home, events: events)
        router.push(.list)
        router.push(.about)
        withKnownIssue {
            navigation.expect(.push(route: "list"))
        } matching: { issue in
            "\(issue)".contains("unexpected: push about")
        }
        navigation.expect()
    }

    @Test func aMissingOrDifferentEventFailsNamingBoth() {
        let navigation = NavigationRecorder(events)
        let router = Router<TestRoute>(root: .home, events: events)
        router.push(.list)
        withKnownIssue {
            navigation.expect(.push(route: "about"), .pop(to: "home"))
        } matching: { issue in
            "\(issue)".contains("event 1: expected push about, got push list")
                && "\(issue)".contains("missing: pop to home")
        }
    }

    @Test func nonExhaustiveChecksOnlyTheNamedEventsInOrder() {
        let navigation = NavigationRecorder(events, exhaustivity: .off)
        let router = Router<TestRoute>(root: .home, events: events)
        router.push(.list)
        router.push(.about)
        router.back()
        navigation.expect(.push(route: "list"), .pop(to: "list"))
        router.push(.settings)
        withKnownIssue {
            navigation.expect(.pop(to: "home"), .push(route: "settings"))
        } matching: { issue in
            "\(issue)".contains("missing: pop to home")
        }
    }

    @Test func kindsAndStopLimitWhatIsRecorded() throws {
        let navigation = NavigationRecorder(events, kinds: [.scene])
        let router = Router<TestRoute>(root: .home, events: events)
        let lifecycle = SceneLifecycle(events: events) { _ in }
        router.push(.list)
        try lifecycle.connect(SceneID(1))
        #expect(navigation.unchecked == [.scene(.sceneConnected(SceneID(1)))])
        navigation.expect(.scene(.sceneConnected(SceneID(1))))
        navigation.stop()
        try lifecycle.disconnect(SceneID(1))
        navigation.expect()
    }
}
