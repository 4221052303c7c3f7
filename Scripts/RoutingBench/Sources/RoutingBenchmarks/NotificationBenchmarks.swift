import Analytics
import AppStateMachine
import Observation
import Routing

/// Observer notifications per command for a view tree like the SwiftUI shell's
/// (`App/Sources/RootSwitchUI`): the root, the tab selection, each tab's stack, presented
/// layer and dialog, each presented layer's own; on a wide screen the home tab shows its
/// stack as columns (sidebar and detail) instead of one stack. Each view counts
/// its notifications with `withObservationTracking`, tracking again at once as a body read
/// again would, and compares what it reads before and after the command: a notification is
/// wasted when the view's data did not change (or when it is told twice), missed when its
/// data changed and it was not told.
@MainActor
enum NotificationBenchmarks {
    /// The tabs of the tree: home (shown as two columns), search, profile.
    static let tabNames = ["home", "search", "profile"]

    /// Runs every case; returns how many wasted or missed a notification.
    static func run() throws -> Int {
        print("\nObserver notifications per command (a view tree like the SwiftUI shell's)")
        print(
            "case".padding(toLength: 62, withPad: " ", startingAt: 0)
                + "notified  changed  wasted  missed")
        var failing = 0
        for benchmark in cases {
            let tree = try Tree()
            benchmark.setUp(tree)
            let views = tree.views(wide: benchmark.isWide)
            benchmark.command(tree)
            let result = views.map { $0.result() }
            let notified = result.reduce(0) { $0 + $1.notified }
            let changed = result.filter(\.changed).count
            let wasted = result.reduce(0) { $0 + $1.wasted }
            let missed = result.filter(\.missed).count
            if wasted + missed > 0 { failing += 1 }
            print(
                benchmark.name.padding(toLength: 62, withPad: " ", startingAt: 0)
                    + format(Double(notified), 8) + format(Double(changed), 9)
                    + format(Double(wasted), 8) + format(Double(missed), 8)
                    + (wasted + missed > 0 ? "   <- " + Self.names(of: views, result) : ""))
        }
        return failing
    }

    private static func names(of views: [View], _ results: [View.Result]) -> String {
        zip(views, results).filter { $1.wasted > 0 || $1.missed }.map(\.0.name)
            .joined(separator: ", ")
    }

    struct Case {
        let name: String
        /// Whether the tree is a wide screen's, home shown as columns.
        var isWide = false
        var setUp: @MainActor (Tree) -> Void = { _ in }
        let command: @MainActor (Tree) -> Void
    }

    static let cases: [Case] = [
        Case(name: "push") { $0.navigator.topRouter.push(.page(1)) },
        Case(name: "tab switch") { $0.navigator.apply(.select(.tab(1))) },
        Case(name: "tap the selected tab, its stack two deep", setUp: pushTwo) {
            $0.navigator.apply(.tap(.tab(0)))
        },
        Case(name: "link rebuilds the tab's stack under a sheet", setUp: sheetOverTwo) {
            $0.open(.page(7), landing: .tab(.tab(0)))
        },
        Case(name: "link rebuilds it as a batch (dismiss, select, set path)", setUp: sheetOverTwo) {
            $0.navigator.apply([.dismissAll, .select(.tab(0)), .setPath([.page(7)])])
        },
        Case(name: "link to the screen already shown, under a sheet", setUp: sheetOverTwo) {
            $0.open(.page(2), landing: .tab(.tab(0), path: [.page(1)]))
        },
        Case(name: "link into another tab, under a sheet", setUp: sheetOverTwo) {
            $0.open(.page(9), landing: .tab(.tab(2)))
        },
        Case(name: "link to a sheet over another tab, under a sheet", setUp: sheetOverTwo) {
            $0.open(.page(11), landing: .layer(over: .tab(1), path: [.page(10)]))
        },
        Case(name: "batch: dismiss, pop to root, push", setUp: sheetOverTwo) { tree in
            tree.home.apply([.dismissAll, .popToRoot, .push(.page(3))])
        },
        Case(name: "refused batch (back at the root)", setUp: sheetOverTwo) { tree in
            tree.home.apply([.dismissAll, .popToRoot, .back])
        },
        Case(name: "show a dialog over the sheet", setUp: sheetOverTwo) { tree in
            tree.home.show(DialogState<Int>.alert("Moved", buttons: [.cancel("OK")]))
        },
        Case(name: "push inside the sheet", setUp: sheetOverTwo) {
            $0.home.presented?.push(.page(5))
        },
        Case(name: "wide: push in the detail column", isWide: true, setUp: pushTwo) {
            $0.home.push(.page(3))
        },
        Case(name: "wide: choose in the sidebar", isWide: true, setUp: pushTwo) {
            $0.columns.sidebarSelection = .page(8)
        },
        Case(name: "wide: link to the detail, under a sheet", isWide: true, setUp: sheetOverTwo) {
            tree in
            tree.navigator.apply([.dismissAll, .show(.page(4), in: .detail, of: .doubleColumn)])
        },
        Case(name: "wide: collapse to one stack", isWide: true, setUp: pushTwo) {
            $0.navigator.isCompact = true
        },
        Case(name: "select the search tab: its search begins") {
            $0.navigator.apply(.select(.tab(2)))
        },
        Case(name: "end the search: back to the tab before", setUp: searching) {
            $0.navigator.isSearching = false
        },
        Case(name: "wide: open the inspector beside the detail", isWide: true, setUp: pushTwo) {
            $0.columns.inspector = .page(5)
        },
        Case(name: "sheet: select a detent", setUp: sizedSheet) {
            $0.home.presented?.selectedDetent = .large
        },
        Case(name: "restore another state", setUp: sheetOverTwo) { tree in
            var other = try! Navigation<Screen>(
                tabs: [.tab(0), .tab(1), .tab(2)], selected: .tab(1))
            other = try! other.applying([.push(.page(4))])
            tree.navigator.apply(.restore(other))
        },
    ]

    private static func pushTwo(_ tree: Tree) {
        tree.home.push(.page(1))
        tree.home.push(.page(2))
    }

    private static func sheetOverTwo(_ tree: Tree) {
        pushTwo(tree)
        tree.home.present(.page(10))
    }

    private static func searching(_ tree: Tree) {
        tree.navigator.apply([.select(.tab(1)), .select(.tab(2))])
    }

    private static func sizedSheet(_ tree: Tree) {
        tree.home.present(.page(10), sizing: SheetSizing(detents: [.medium, .large]))
    }

    /// The navigation of one scene: the app's phase, three tabs (the last with the search
    /// role), home's columns.
    @MainActor
    final class Tree {
        let phase: StateMachine<Switch, Toggle>
        let navigator: Navigator<Screen>
        let home: Router<Screen>
        let columns: ColumnRouter<Screen>

        init() throws {
            let table = try TransitionTable<Switch, Toggle>(
                initial: .on, transitions: [Transition(from: .on, on: .flip, to: .off)])
            phase = StateMachine(initial: .on, table: table, analytics: NoopAnalytics()) {
                transition, _, _ in transition.to
            }
            navigator = try Navigator(tabs: [.tab(0), .tab(1), .tab(2)], search: .tab(2))
            home = navigator.router
            columns = home.columns(.doubleColumn)
        }

        /// Shows `route` where `landing` says, as a link does.
        func open(_ route: Screen, landing: LinkLanding<Screen>) {
            navigator.apply(landing.commands(for: route, in: navigator.state))
        }

        /// Every view of the tree as it is now, each reading what its SwiftUI counterpart
        /// reads; `wide`, the home tab's columns instead of its stack.
        func views(wide: Bool) -> [View] {
            if wide { navigator.isCompact = false }
            var views = [
                View("root") { AnyHashable(self.phase.state == .on) },
                View("tab selection") { AnyHashable(self.navigator.selectedTab) },
                View("search") { AnyHashable(self.navigator.isSearching) },
            ]
            if wide {
                views += [
                    View("home sidebar") { AnyHashable(self.columns.sidebar) },
                    View("home detail") { AnyHashable(self.columns.detail) },
                    View("home collapsed") { AnyHashable(self.navigator.isCompact) },
                ]
            }
            for (index, name) in NotificationBenchmarks.tabNames.enumerated() {
                guard let router = navigator.router(for: .tab(index)) else { continue }
                views += Self.views(of: router, named: name, stack: !wide || index != 0)
            }
            return views
        }

        /// The views of `router` and of each layer above it: its stack (unless columns show
        /// it), its presented layer, its dialog, its sheet's size, its inspector.
        private static func views(
            of router: Router<Screen>, named name: String, stack: Bool = true
        ) -> [View] {
            let own = [
                stack ? View("\(name) stack") { AnyHashable(router.stack) } : nil,
                View("\(name) layer") { AnyHashable(router.presented?.id) },
                View("\(name) dialog") { AnyHashable(router.dialog) },
                View("\(name) detent") { AnyHashable(router.selectedDetent) },
                View("\(name) inspector") { AnyHashable(router.inspector) },
            ].compactMap { $0 }
            return own + (router.presented.map { views(of: $0, named: name + " sheet") } ?? [])
        }
    }

    /// One view: what it reads, how often it was told of a change, what it read first.
    @MainActor
    final class View {
        struct Result {
            let notified: Int
            let changed: Bool
            var wasted: Int { max(0, notified - (changed ? 1 : 0)) }
            var missed: Bool { changed && notified == 0 }
        }

        let name: String
        private let read: @MainActor () -> AnyHashable
        private let before: AnyHashable
        private var notified = 0

        init(_ name: String, read: @escaping @MainActor () -> AnyHashable) {
            self.name = name
            self.read = read
            before = read()
            track()
        }

        func result() -> Result {
            Result(notified: notified, changed: read() != before)
        }

        private func track() {
            withObservationTracking {
                _ = read()
            } onChange: { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.notified += 1
                    self.track()
                }
            }
        }
    }
}
