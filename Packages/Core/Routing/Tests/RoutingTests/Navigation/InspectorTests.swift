import Observation
import Routing
import TestSupport
import Testing

/// The inspector is a stack's: a trailing column beside the detail on a wide screen, a sheet on
/// a compact one. Which the window shows never changes it.
@MainActor
@Suite struct InspectorTests {
    @Test func theInspectorOpensClosesAndGoesWithItsLayer() throws {
        let events = NavigationEvents()
        var seen: [String] = []
        let observation = events.observe([.navigation]) { seen.append("\($0)") }
        defer { observation.cancel() }
        let navigator = Navigator<TestRoute>(root: .home, events: events)
        let columns = navigator.router.columns(.doubleColumn)
        columns.show(.detail(1), in: .detail)

        columns.inspector = .about
        #expect(columns.isInspectorPresented)
        #expect(navigator.router.inspector == .about)
        columns.isInspectorPresented = false
        #expect(columns.inspector == nil)

        let sheet = navigator.router.present(.settings, style: .sheet)
        sheet.inspector = .picker
        sheet.dismiss()
        #expect(navigator.state.tabs[0].stacks.allSatisfy { $0.inspector == nil })
        #expect(
            seen == [
                "show detail(1) in detail", "inspect about", "close inspector",
                "present settings as sheet", "inspect picker", "dismiss settings by app",
            ])
    }

    /// A stack without columns binds its inspector the same way: the binding only closes it.
    @Test func aStacksInspectorIsPresentedWhileItNamesARoute() {
        let navigator = Navigator<TestRoute>(root: .home)
        let sheet = navigator.router.present(.settings, style: .sheet)
        #expect(!sheet.isInspectorPresented)
        sheet.isInspectorPresented = true
        #expect(sheet.inspector == nil, "opening needs a route")
        sheet.inspector = .picker
        #expect(sheet.isInspectorPresented)
        #expect(!navigator.router.isInspectorPresented, "each stack has its own")
        sheet.isInspectorPresented = false
        #expect(sheet.inspector == nil)
    }

    /// Opening the inspector tells the views reading it, and no view reading a column.
    @Test func theInspectorIsObservedOnItsOwn() {
        let navigator = Navigator<TestRoute>(root: .home)
        let columns = navigator.router.columns(.tripleColumn)
        columns.show(.list, in: .content)
        let inspector = ChangeFlag()
        let detail = ChangeFlag()
        withObservationTracking {
            _ = columns.inspector
        } onChange: {
            inspector.set()
        }
        withObservationTracking {
            _ = columns.detail
        } onChange: {
            detail.set()
        }

        columns.inspector = .about

        #expect(inspector.isSet)
        #expect(!detail.isSet)
    }

    /// The law of a resize storm: any sequence of commands, with the window turned compact and
    /// wide any number of times between them, and the split view writing back what it shows
    /// each time (as SwiftUI's bindings do when a view is laid out again), leaves every column
    /// and the inspector as the same commands leave them in a window that never changed width.
    @Test(arguments: 0..<40)
    func aResizeStormLosesNoColumn(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let stormy = Navigator<TestRoute>(root: .home)
        let calm = Navigator<TestRoute>(root: .home)
        let layout: ColumnLayout = Bool.random(using: &rng) ? .tripleColumn : .doubleColumn
        for _ in 0..<60 {
            let command = Self.randomCommand(layout, using: &rng)
            stormy.apply(command)
            calm.apply(command)
            let columns = stormy.router.columns(layout)
            for _ in 0..<Int.random(in: 0..<4, using: &rng) {
                stormy.isCompact.toggle()
                columns.preferredCompactColumn = columns.preferredCompactColumn
                columns.sidebarSelection = columns.sidebarSelection
                columns.contentSelection = columns.contentSelection
                columns.detailPath = columns.detailPath
                columns.isInspectorPresented = columns.isInspectorPresented
            }
        }
        stormy.isCompact = false
        calm.isCompact = false

        let (a, b) = (stormy.router.columns(layout), calm.router.columns(layout))
        for column in layout.columns {
            #expect(a.routes(of: column) == b.routes(of: column))
        }
        #expect(a.inspector == b.inspector)
        #expect(stormy.state == calm.state)
    }

    private static func randomCommand(
        _ layout: ColumnLayout, using rng: inout SeededGenerator
    ) -> NavigationCommand<TestRoute> {
        let route = TestRoute.detail(Int.random(in: 0..<5, using: &rng))
        let column = layout.columns[Int.random(in: 0..<layout.columns.count, using: &rng)]
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return .show(route, in: column, of: layout)
        case 1: return .pop(to: column, of: layout)
        case 2: return .push(route)
        case 3: return .back
        case 4: return .inspect(route)
        default: return .inspect(nil)
        }
    }
}
