import Analytics
import AppStateMachine
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport
import Testing

/// Subscribing: by kind, with a handle or a stream, from the state machine, the deep-link
/// gate and the scene lifecycle as from routers.
@MainActor
@Suite struct NavigationEventsTests {
    let events = NavigationEvents()

    @Test func observersGetOnlyTheirKindsUntilCancelled() {
        var scenes: [NavigationEvent] = []
        let observation = events.observe([.scene]) { scenes.append($0) }
        let router = Router<TestRoute>(root: .home, events: events)
        let lifecycle = SceneLifecycle(events: events) { _ in }
        #expect(events.isListening(to: .scene))
        #expect(!events.isListening(to: .navigation))
        router.push(.list)
        try? lifecycle.connect(SceneID(1))
        observation.cancel()
        observation.cancel()
        try? lifecycle.setPhase(.active, for: SceneID(1))
        #expect(scenes == [.scene(.sceneConnected(SceneID(1)))])
        #expect(!events.isListening(to: .scene))
    }

    @Test func aStreamYieldsEventsInOrder() async {
        let stream = events.stream([.navigation])
        let router = Router<TestRoute>(root: .home, events: events)
        router.push(.list)
        router.back()
        var received: [NavigationEvent] = []
        for await event in stream {
            received.append(event)
            if received.count == 2 { break }
        }
        #expect(received == [.push(route: "list"), .pop(to: "home")])
    }

    @Test func theMachinePublishesTransitionsAndRejectionsByKind() throws {
        let navigation = NavigationRecorder(events)
        let machine = StateMachine<DemoState, DemoIntent>(
            initial: .loading, table: try DemoMachine.table(), analytics: RecordingAnalytics(),
            events: events
        ) { _, state, intent in DemoMachine.reduce(state, intent) }
        machine.send(.sessionFound(DemoMachine.ann))
        machine.send(.noSession)
        navigation.expect(
            .transition(from: "loading", to: "main", intent: "sessionFound"),
            .rejection(from: "main", intent: "noSession"))
    }

    @Test func theGatePublishesDecisionsByPatternNeverByURL() throws {
        let navigation = NavigationRecorder(events)
        let fixture = try GateFixture(table: DeepLinkFixtures.table(), events: events)
        fixture.machine.send(.launched)
        try fixture.gate.open(.link("rootswitch://items/7?secret=1"))
        fixture.machine.send(.signIn)
        navigation.expect(
            .deepLink(outcome: "deferred", pattern: "items/<int:id>", detail: "needs sign-in"),
            .deepLink(outcome: "replayed", pattern: "items/<int:id>", detail: nil))
    }

    @Test func theLifecyclePublishesBeforeItsHandler() throws {
        var order: [String] = []
        let observation = events.observe { order.append("event \($0)") }
        let lifecycle = SceneLifecycle(events: events) { order.append("handler \($0)") }
        try lifecycle.connect(SceneID(2))
        try lifecycle.setPhase(.active, for: SceneID(2))
        observation.cancel()
        #expect(
            order == [
                "event sceneConnected(scene 2)", "handler sceneConnected(scene 2)",
                "event sceneBecameActive(scene 2)", "handler sceneBecameActive(scene 2)",
                "event appBecameActive", "handler appBecameActive",
            ])
    }

    @Test(arguments: [
        (NavigationEvent.push(route: "list"), "push", ["route": "list"]),
        (
            .dismiss(route: "settings", by: .system), "dismiss",
            ["route": "settings", "by": "system"]
        ),
        (
            .deepLink(outcome: "refused", pattern: nil, detail: "no_match"), "deepLink",
            ["outcome": "refused", "detail": "no_match"]
        ),
        (.scene(.appBecameActive), "appBecameActive", [:]),
        (.scene(.sceneDisconnected(SceneID(3))), "sceneDisconnected", ["scene": "scene 3"]),
    ])
    func eventsHaveANameAndFields(event: NavigationEvent, name: String, fields: [String: String]) {
        #expect(event.name == name)
        #expect(event.fields == fields)
    }
}
