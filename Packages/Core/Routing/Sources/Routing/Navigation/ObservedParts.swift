import Observation

/// The parts of a navigation that views read, each observed on its own, so that a change tells
/// only the views whose part it changed, once (`Scripts/bench-routing notifications`: no
/// wasted notification in any case).
///
/// A part is a tiny observable counter made the first time a view reads the part; a
/// ``Navigator`` bumps the counters of the parts its change touched. The counters are of one
/// plain class, so an observed read or write costs a fixed key path, not one built for a
/// generic class at every access (about 1 µs each here: docs/benchmarks.md).
@MainActor
package final class ObservedParts {
    /// One observed part; also what the generic observable classes of this package's other
    /// targets observe through (AppStateMachine's `StateMachine` and `DeepLinkGate`).
    @Observable
    package final class Part {
        private var version = 0

        package init() {}

        /// Registers the current observer's interest.
        package func read() { _ = version }

        /// Tells the part's observers it changed.
        package func changed() { version &+= 1 }
    }

    /// The parts of one stack.
    final class StackParts {
        var routes: Part?
        /// Which layer is presented over the stack.
        var above: Part?
        var dialog: Part?
        var sizing: Part?
        var guarded: Part?
        var inspector: Part?
        /// The routes one column of a layout shows.
        var columns: [ColumnKey: Part] = [:]

        struct ColumnKey: Hashable {
            let layout: ColumnLayout
            let column: NavigationColumn
        }

        func changedAll() {
            for part in [routes, above, dialog, sizing, guarded, inspector] { part?.changed() }
            for part in columns.values { part.changed() }
        }
    }

    var selection: Part?
    var arrangement: Part?
    var search: Part?
    var compact: Part?
    var whole: Part?
    var stacks: [Int: StackParts] = [:]

    /// Reads `part`, made if needed.
    func read(_ part: ReferenceWritableKeyPath<ObservedParts, Part?>) {
        made(&self[keyPath: part]).read()
    }

    /// Reads part `keyPath` of stack `id`, made if needed.
    func read(_ keyPath: ReferenceWritableKeyPath<StackParts, Part?>, of id: Int) {
        made(&stackParts(id)[keyPath: keyPath]).read()
    }

    /// Reads the routes `column` of `layout` shows in stack `id`, made if needed.
    func read(_ column: NavigationColumn, of layout: ColumnLayout, in id: Int) {
        made(&stackParts(id).columns[StackParts.ColumnKey(layout: layout, column: column)]).read()
    }

    /// Forgets the parts of a stack that has closed, returning them to be told.
    func remove(_ id: Int) -> StackParts? {
        stacks.removeValue(forKey: id)
    }

    private func stackParts(_ id: Int) -> StackParts {
        if let parts = stacks[id] { return parts }
        let parts = StackParts()
        stacks[id] = parts
        return parts
    }

    private func made(_ part: inout Part?) -> Part {
        if let part { return part }
        let made = Part()
        part = made
        return made
    }
}
