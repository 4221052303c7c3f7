import Observation
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport
import Testing

@Suite @MainActor struct SceneLifecycleTests {
    /// Every event, with the app phase the handler saw when it arrived.
    @MainActor final class Outputs {
        weak var lifecycle: SceneLifecycle?
        var events: [SceneEvent] = []
        var appPhasesSeen: [ScenePhase?] = []
    }

    /// A lifecycle whose scenes 0, 1, ... start in the given phases, with no event recorded.
    @MainActor struct Harness {
        let outputs = Outputs()
        let lifecycle: SceneLifecycle

        var events: [SceneEvent] { outputs.events }
        var appPhasesSeen: [ScenePhase?] { outputs.appPhasesSeen }

        init(phases: [ScenePhase] = []) throws {
            let outputs = outputs
            lifecycle = SceneLifecycle { event in
                outputs.events.append(event)
                outputs.appPhasesSeen.append(outputs.lifecycle?.appPhase)
            }
            outputs.lifecycle = lifecycle
            for (index, phase) in phases.enumerated() {
                try lifecycle.connect(SceneID(index))
                try lifecycle.setPhase(phase, for: SceneID(index))
            }
            outputs.events = []
            outputs.appPhasesSeen = []
        }
    }

    nonisolated static let one = SceneID(0)
    nonisolated static let two = SceneID(1)

    nonisolated static let aggregates: [([ScenePhase], ScenePhase)] = [
        ([], .background),
        ([.active], .active),
        ([.inactive], .inactive),
        ([.background], .background),
        ([.active, .inactive], .active),
        ([.active, .background], .active),
        ([.inactive, .background], .inactive),
        ([.inactive, .inactive], .inactive),
        ([.background, .background], .background),
        ([.background, .inactive, .active], .active),
    ]

    @Test(arguments: aggregates)
    func aggregatesAppPhase(scenes: [ScenePhase], expected: ScenePhase) throws {
        let harness = try Harness(phases: scenes)
        #expect(harness.lifecycle.appPhase == expected)
        #expect(harness.lifecycle.connectedScenes.count == scenes.count)
    }

    @Test func connectsInBackground() throws {
        let harness = try Harness()
        try harness.lifecycle.connect(Self.two)
        try harness.lifecycle.connect(Self.one)
        #expect(harness.events == [.sceneConnected(Self.two), .sceneConnected(Self.one)])
        #expect(harness.lifecycle.phase(of: Self.one) == .background)
        #expect(harness.lifecycle.connectedScenes == [Self.one, Self.two])
        #expect(harness.lifecycle.appPhase == .background)
    }

    nonisolated static let singleSceneChanges: [(ScenePhase, ScenePhase, [SceneEvent])] = [
        (.background, .active, [.sceneBecameActive(one), .appBecameActive]),
        (.background, .inactive, [.sceneBecameInactive(one), .appBecameInactive]),
        (.inactive, .active, [.sceneBecameActive(one), .appBecameActive]),
        (.inactive, .background, [.sceneEnteredBackground(one), .appEnteredBackground]),
        (.active, .inactive, [.sceneBecameInactive(one), .appBecameInactive]),
        (.active, .background, [.sceneEnteredBackground(one), .appEnteredBackground]),
    ]

    @Test(arguments: singleSceneChanges)
    func reportsSceneThenAppEvent(from: ScenePhase, to: ScenePhase, expected: [SceneEvent]) throws {
        let harness = try Harness(phases: [from])
        try harness.lifecycle.setPhase(to, for: Self.one)
        #expect(harness.events == expected)
        #expect(harness.lifecycle.phase(of: Self.one) == to)
    }

    @Test func handlerSeesUpdatedPhases() throws {
        let harness = try Harness(phases: [.background])
        try harness.lifecycle.setPhase(.active, for: Self.one)
        #expect(harness.appPhasesSeen == [.active, .active])
    }

    @Test func omitsAppEventWhenAppPhaseHolds() throws {
        let harness = try Harness(phases: [.active, .background])
        try harness.lifecycle.setPhase(.active, for: Self.two)
        try harness.lifecycle.setPhase(.background, for: Self.one)
        try harness.lifecycle.setPhase(.inactive, for: Self.one)
        #expect(
            harness.events == [
                .sceneBecameActive(Self.two), .sceneEnteredBackground(Self.one),
                .sceneBecameInactive(Self.one),
            ])
        #expect(harness.lifecycle.appPhase == .active)
    }

    @Test(arguments: ScenePhase.allCases)
    func ignoresUnchangedPhase(phase: ScenePhase) throws {
        let harness = try Harness(phases: [phase])
        try harness.lifecycle.setPhase(phase, for: Self.one)
        #expect(harness.events.isEmpty)
        #expect(harness.lifecycle.phase(of: Self.one) == phase)
    }

    @Test func disconnectingLastActiveSceneSendsAppToBackground() throws {
        let harness = try Harness(phases: [.active, .background])
        try harness.lifecycle.disconnect(Self.one)
        #expect(harness.events == [.sceneDisconnected(Self.one), .appEnteredBackground])
        #expect(harness.lifecycle.phase(of: Self.one) == nil)
        #expect(harness.lifecycle.connectedScenes == [Self.two])
    }

    @Test func disconnectingLeavesAppPhaseWhenOthersHoldIt() throws {
        let harness = try Harness(phases: [.inactive, .active])
        try harness.lifecycle.disconnect(Self.one)
        #expect(harness.events == [.sceneDisconnected(Self.one)])
        #expect(harness.lifecycle.appPhase == .active)
    }

    @Test func disconnectingActiveSceneLeavesAppInactive() throws {
        let harness = try Harness(phases: [.active, .inactive])
        try harness.lifecycle.disconnect(Self.one)
        #expect(harness.events == [.sceneDisconnected(Self.one), .appBecameInactive])
    }

    @Test func refusesUnknownScenes() throws {
        let harness = try Harness(phases: [.active])
        #expect(throws: RoutingError.self) {
            try harness.lifecycle.setPhase(.background, for: Self.two)
        }
        do {
            try harness.lifecycle.disconnect(Self.two)
            Issue.record("disconnecting an unknown scene must throw")
        } catch {
            #expect(error.code == .unknownScene)
            #expect(error.reason == "scene 1 is not connected")
        }
        #expect(harness.events.isEmpty)
        #expect(harness.lifecycle.connectedScenes == [Self.one])
    }

    @Test func refusesConnectingTwice() throws {
        let harness = try Harness(phases: [.active])
        do {
            try harness.lifecycle.connect(Self.one)
            Issue.record("connecting a connected scene must throw")
        } catch {
            #expect(error.code == .alreadyConnected)
            #expect(error.description == "scene 0 is already connected")
        }
        #expect(harness.events.isEmpty)
        #expect(harness.lifecycle.phase(of: Self.one) == .active)
    }

    @Test func notifiesObserversOfAppPhase() throws {
        let harness = try Harness(phases: [.background])
        let changed = ChangeFlag()
        withObservationTracking {
            _ = harness.lifecycle.appPhase
        } onChange: {
            changed.set()
        }
        try harness.lifecycle.setPhase(.active, for: Self.one)
        #expect(changed.isSet)
    }

    @Test func describesEvents() {
        #expect(
            SceneEvent.sceneEnteredBackground(Self.two).description
                == "sceneEnteredBackground(scene 1)")
        #expect(SceneEvent.appBecameActive.description == "appBecameActive")
    }
}
