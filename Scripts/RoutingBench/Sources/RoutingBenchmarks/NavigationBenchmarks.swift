import Analytics
import AppStateMachine
import Foundation
import Observation
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport

/// A route for the navigation figures. Like an app's routes, it is described by its link's
/// path (`/pages/7`), written from its one declaration: what each navigation event names.
enum Screen: Route, CustomStringConvertible {
    case root
    case page(Int)
    /// The root of a tab.
    case tab(Int)

    /// The route's links.
    static let links: DeepLinkTable<Screen> = {
        var links = DeepLinkTable<Screen>(scheme: "bench")
        try! links.register(
            DeepLinkPattern("root", route: .root))
        try! links.register(
            DeepLinkPattern(
                "pages/<int:n>", route: { .page(try $0.int("n")) },
                parameters: { if case .page(let n) = $0 { ["n": n] } else { nil } }))
        try! links.register(
            DeepLinkPattern(
                "tabs/<int:n>", route: { .tab(try $0.int("n")) },
                parameters: { if case .tab(let n) = $0 { ["n": n] } else { nil } }))
        return links
    }()

    var description: String { (try? Self.links.path(for: self)) ?? "/?" }
}

/// A two-state machine: `on` and `off`, toggled; `stay` is never allowed. Without payloads,
/// each is its own kind.
enum Switch: KindProviding, CaseIterable {
    case on, off
}

enum Toggle: KindProviding, CaseIterable {
    case flip, stay
}

/// The baseline of a push: a plain observable class holding an array, appended to.
@Observable
final class ObservedArray {
    var items: [Int] = []
}

/// The navigation operations a view triggers, in nanoseconds per operation (median of 9
/// runs): push, back, present and dismiss, terminate through layers, the state machine's
/// send, and reading the stack at growing depth.
@MainActor
enum NavigationBenchmarks {
    static func run() throws {
        print("\nNavigation, ns per operation (median of 9)")
        let append = measure(calls: 1_000) {
            let array = ObservedArray()
            for index in 0..<1_000 { array.items.append(index) }
        }
        print(
            "observable array append".padding(toLength: 44, withPad: " ", startingAt: 0)
                + format(append, 10))
        let push = measure(calls: 1_000) {
            let router = Router<Screen>(root: .root)
            for index in 0..<1_000 { router.push(.page(index)) }
        }
        print(
            "push (1,000 onto one stack)".padding(toLength: 44, withPad: " ", startingAt: 0)
                + format(push, 10) + "   (" + format(push / append, 0, decimals: 2)
                + "x observable array append; goal at most 8x)")
        events()
        report("push + back", calls: 1_000) {
            let router = Router<Screen>(root: .root)
            for index in 0..<1_000 {
                router.push(.page(index))
                router.back()
            }
        }
        report("present + dismiss", calls: 1_000) {
            let router = Router<Screen>(root: .root)
            for index in 0..<1_000 {
                router.present(.page(index)).dismiss()
            }
        }
        report("present 20 layers, terminate from the top", calls: 100) {
            for _ in 0..<100 {
                let router = Router<Screen>(root: .root)
                router.onResult(Int.self, at: .root) { _ in }
                var top = router
                for index in 0..<20 { top = top.present(.page(index), style: .cover) }
                top.terminate(1)
            }
        }
        let table = try TransitionTable<Switch, Toggle>(
            initial: .off,
            transitions: [
                Transition(from: .off, on: .flip, to: .on),
                Transition(from: .on, on: .flip, to: .off),
            ])
        for (client, analytics) in [
            ("no-op analytics", NoopAnalytics() as any AnalyticsClient),
            ("recorder", RecordingAnalytics()),
        ] {
            let machine = StateMachine(
                initial: .off, table: table, analytics: analytics
            )
            report("StateMachine.send, accepted, \(client)", calls: 1_000) {
                for _ in 0..<1_000 { machine.send(.flip) }
            }
            report("StateMachine.send, rejected, \(client)", calls: 1_000) {
                for _ in 0..<1_000 { machine.send(.stay) }
            }
            var count = 0
            report("read StateMachine.state", calls: 1_000) {
                for _ in 0..<1_000 { count &+= machine.state == .on ? 1 : 0 }
            }
        }
        let tabs = try Navigator<Screen>(tabs: [.tab(0), .tab(1), .tab(2)])
        var selected = 0
        report("read Navigator.selectedTab", calls: 1_000) {
            for _ in 0..<1_000 { selected &+= tabs.selectedTab == .tab(0) ? 1 : 0 }
        }
        let on = StateMachine(
            initial: .on, table: table, analytics: NoopAnalytics()
        )
        var opened = 0
        let gate = DeepLinkGate(
            links: Screen.links, following: on, clock: ContinuousClock(),
            analytics: NoopAnalytics(), needs: { _ in LinkNeed("on", in: [.on]) },
            show: { _, _ in
                opened &+= 1
                return true
            })
        report("DeepLinkGate.open, allowed, from the URL", calls: 1_000) {
            for _ in 0..<1_000 { _ = try? gate.open(.link("bench://pages/1")) }
        }
        try restoring()
        print("\nBy stack depth, ns per operation (median of 9)")
        print("depth          push + back   read stack   refused command")
        for depth in [10, 1_000, 10_000] {
            let router = Router<Screen>(root: .root)
            for index in 1..<depth { router.push(.page(index)) }
            let pushBack = measure(calls: 1_000) {
                for index in 0..<1_000 {
                    router.push(.page(index))
                    router.back()
                }
            }
            var count = 0
            let read = measure(calls: 1_000) {
                for _ in 0..<1_000 { count &+= router.stack.count }
            }
            // A layer of `depth` routes that has closed: every command on it is refused.
            let layer = router.present(.root, style: .cover)
            for index in 1..<depth { layer.push(.page(index)) }
            layer.dismiss()
            let refused = measure(calls: 1_000) {
                for _ in 0..<1_000 { layer.back() }
            }
            print(
                String(depth).padding(toLength: 10, withPad: " ", startingAt: 0)
                    + format(pushBack, 15) + format(read, 13) + format(refused, 18))
        }
        if let perRoute = Allocations.bytesPerItem(
            10_000,
            {
                let router = Router<Screen>(root: .root)
                for index in 1..<10_000 { router.push(.page(index)) }
                return router
            }),
            let plain = Allocations.bytesPerItem(
                10_000,
                {
                    var routes: [Screen] = [.root]
                    for index in 1..<10_000 { routes.append(.page(index)) }
                    return routes
                })
        {
            print(
                "\nMemory per route at depth 10,000: router " + format(perRoute, 0, decimals: 1)
                    + " bytes, plain array " + format(plain, 0, decimals: 1) + " bytes ("
                    + format(perRoute / plain, 0, decimals: 2) + "x)")
        }
    }

    /// Restoring what a scene saved: 3 tabs of 50 routes each, read back synchronously for
    /// the first frame. Each route is saved as its link (`bench://pages/7`).
    private static func restoring() throws {
        let restoration = NavigationRestoration<Screen>(
            storage: InMemorySceneStorage(), links: Screen.links, analytics: NoopAnalytics()
        ) { _ in true }
        let blank = try Navigation<Screen>(tabs: [.tab(0), .tab(1), .tab(2)])
        var saved = blank
        for tab in 0..<3 {
            saved = try saved.applying(
                [.select(.tab(tab))] + (1..<50).map { NavigationCommand.push(Screen.page($0)) })
        }
        try restoration.save(saved, for: SceneID(1), user: "u-1")
        let restore = measure(calls: 100) {
            for _ in 0..<100 {
                let result = restoration.load(SceneID(1), for: "u-1", onto: blank)
                precondition(result.navigation?.tabs.count == 3)
            }
        }
        // The baseline: JSONDecoder decoding the same 150 routes alone in their Codable form,
        // as three arrays.
        let routes = try JSONEncoder().encode(saved.tabs.map(\.stacks[0].routes))
        let floor = measure(calls: 100) {
            for _ in 0..<100 {
                let decoded = try? JSONDecoder().decode([[Screen]].self, from: routes)
                precondition(decoded?.count == 3)
            }
        }
        print(
            "restore 3 tabs of 50 routes (load)".padding(toLength: 44, withPad: " ", startingAt: 0)
                + format(restore, 10) + "   (JSONDecoder, the Codable routes alone: "
                + format(floor, 0)
                + " ns; " + format(restore / floor, 0, decimals: 2) + "x)")
    }

    /// What navigation events cost a push: with no publisher (the baseline), a publisher
    /// nobody listens to (one bit test: the target is "near zero"), and one listener, which
    /// gets each route described by its link's path (issue 30's goal: at most 3x).
    private static func events() {
        let events = NavigationEvents()
        func pushes(_ events: NavigationEvents?) -> Double {
            measure(calls: 1_000) {
                let router = Router<Screen>(root: .root, events: events)
                for index in 0..<1_000 { router.push(.page(index)) }
            }
        }
        let baseline = pushes(nil)
        let unheard = pushes(events)
        var heard = 0
        let observation = events.observe([.navigation]) { _ in heard &+= 1 }
        let listened = pushes(events)
        observation.cancel()
        var length = 0
        let described = measure(calls: 1_000) {
            for index in 0..<1_000 { length &+= String(describing: Screen.page(index)).utf8.count }
        }
        for (name, time) in [
            ("push, events nobody listens to", unheard), ("push, one event listener", listened),
            ("a route described by its link (/pages/7)", described + (length == 42 ? 1 : 0)),
        ] {
            print(
                name.padding(toLength: 44, withPad: " ", startingAt: 0) + format(time, 10)
                    + "   (" + format(time / baseline, 0, decimals: 2) + "x push without events)")
        }
    }

    private static func report(_ name: String, calls: Int, _ body: () -> Void) {
        print(
            name.padding(toLength: 44, withPad: " ", startingAt: 0)
                + format(measure(calls: calls, body), 10))
    }

    /// The median of 9 runs of `body`, after one to warm up, in nanoseconds per call.
    private static func measure(calls: Int, _ body: () -> Void) -> Double {
        body()
        return median((0..<9).map { _ in nanoseconds(per: calls, body) })
    }
}
