import Observation
package import Routing

/// Which layers one chain of presentations shows (the layers over a tab's base stack, or
/// over a stack a view binds alone) while a change that crosses several of them is shown in
/// the steps ``Navigation/Steps`` plans: SwiftUI cannot dismiss a sheet and present another,
/// or dismiss two stacked sheets, in one transaction.
///
/// Each step waits for the platform: a dismissal for the presenting view's `onDismiss`, a
/// presentation for the layer's content to appear; never a timer. Steps that change none of
/// these layers (another tab's, the stacks', a dialog's) wait for nothing: stacks and
/// dialogs are bound to the navigator directly. A change the user makes mid-way (a sheet
/// swiped away) reaches the navigator through the layer's binding; the next plan starts
/// from the step on screen, so the layers end equal to the navigator.
///
/// Plain Swift, outside SwiftUI, so the package's tests drive it here as the platform would.
@MainActor @Observable package final class LayerSteps<R: Route> {
    /// What the layers wait for before the next step.
    private enum Awaited: Equatable {
        case dismissal(over: Int)
        case presentation(of: Int)
    }

    /// The navigation as these layers show it: the plan's step on screen.
    package private(set) var shown: Navigation<R>
    /// The stack the chain starts from.
    @ObservationIgnored private let root: Int
    @ObservationIgnored private var plan: Navigation<R>.Steps?
    @ObservationIgnored private var awaited: Awaited?

    package init(showing navigation: Navigation<R>, from root: Int) {
        shown = navigation
        self.root = root
    }

    /// The layer shown over the stack `id`, if any.
    package func layer(over id: Int) -> Navigation<R>.Stack? {
        let stacks = chain(of: shown)
        guard let index = stacks.firstIndex(where: { $0.id == id }), index + 1 < stacks.count
        else { return nil }
        return stacks[index + 1]
    }

    /// Whether the stack `id` shows in this chain.
    package func holds(_ id: Int) -> Bool {
        chain(of: shown).contains { $0.id == id }
    }

    /// The navigator now holds `wanted`: shows it in steps from what is on screen.
    package func follow(_ wanted: Navigation<R>) {
        plan = Navigation.Steps(from: shown, to: wanted)
        settle(after: shown)
    }

    /// The layer over the stack `presenter` finished its dismissal (`onDismiss`).
    package func dismissed(over presenter: Int) {
        advance(past: .dismissal(over: presenter))
    }

    /// The layer `id` appeared.
    package func presented(_ id: Int) {
        advance(past: .presentation(of: id))
    }

    private func advance(past step: Awaited) {
        guard step == awaited, var plan else { return }
        let previous = shown
        guard case .next = plan.advance(showing: shown) else {
            (self.plan, awaited) = (nil, nil)
            return
        }
        self.plan = plan
        settle(after: previous)
    }

    /// Shows the plan's step, first passing the steps that change none of these layers,
    /// and notes what the step waits for; a step that changes several (a single step of
    /// unrelated navigations) waits for nothing and ends the plan.
    private func settle(after previous: Navigation<R>) {
        var previous = previous
        while var plan {
            let step = plan.current
            let (old, new) = (layerIDs(of: previous), layerIDs(of: step))
            let changed = old.symmetricDifference(new)
            if changed.count == 1, let id = changed.first {
                awaited =
                    new.contains(id)
                    ? .presentation(of: id) : .dismissal(over: presenter(of: id, in: previous))
                shown = step
                return
            }
            previous = step
            guard changed.isEmpty, case .next = plan.advance(showing: step) else { break }
            self.plan = plan
        }
        (shown, plan, awaited) = (previous, nil, nil)
    }

    /// The stacks of the chain in `navigation`, its root first.
    private func chain(of navigation: Navigation<R>) -> ArraySlice<Navigation<R>.Stack> {
        for tab in navigation.tabs {
            if let index = tab.stacks.firstIndex(where: { $0.id == root }) {
                return tab.stacks[index...]
            }
        }
        return []
    }

    /// The stack the layer `id` is presented over in `navigation`.
    private func presenter(of id: Int, in navigation: Navigation<R>) -> Int {
        let stacks = chain(of: navigation)
        guard let index = stacks.firstIndex(where: { $0.id == id }), index > stacks.startIndex
        else { return root }
        return stacks[index - 1].id
    }

    private func layerIDs(of navigation: Navigation<R>) -> Set<Int> {
        Set(chain(of: navigation).dropFirst().map(\.id))
    }
}
