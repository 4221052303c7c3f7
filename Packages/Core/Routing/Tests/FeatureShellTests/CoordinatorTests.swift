import FeatureShell
import Routing
import Testing

@Suite @MainActor struct CoordinatorTests {
    /// A coordinator that records its lifecycle in a shared journal.
    @MainActor final class Recording: Coordinator {
        let name: String
        let journal: Journal

        init(_ name: String, journal: Journal) {
            self.name = name
            self.journal = journal
        }

        func start() { journal.entries.append("start \(name)") }
        func stop() { journal.entries.append("stop \(name)") }
    }

    @MainActor final class Journal {
        var entries: [String] = []
    }

    /// A parent that owns its children, starts them after itself and stops them first.
    @MainActor final class Parent: Coordinator {
        let journal: Journal
        private(set) var children: [any Coordinator] = []

        init(journal: Journal) {
            self.journal = journal
        }

        func start() {
            journal.entries.append("start parent")
            children = [Recording("auth", journal: journal), Recording("main", journal: journal)]
            for child in children { child.start() }
        }

        func stop() {
            for child in children.reversed() { child.stop() }
            children = []
            journal.entries.append("stop parent")
        }
    }

    @Test func parentStartsAndStopsItsChildren() {
        let journal = Journal()
        let root: any Coordinator = Parent(journal: journal)
        root.start()
        root.stop()
        #expect(
            journal.entries == [
                "start parent", "start auth", "start main", "stop main", "stop auth", "stop parent",
            ])
    }
}
