package import Routing

extension Navigation {
    /// A change of navigation cut into the steps a platform can show one after another, and where
    /// showing them has got to.
    ///
    /// SwiftUI cannot, in one transaction, dismiss a sheet and present another, or dismiss two
    /// stacked sheets: each step waits for the previous one's completion (a sheet's `onDismiss`).
    /// So a view showing `shown` when the navigator moves to `wanted` shows each of ``values`` in
    /// turn: first each dialog that goes, then each layer that goes, topmost first; then, in one
    /// step, the selected tab, the arrangement and the stacks that stay (a tab change and a path
    /// change are one transaction); then each new layer, bottom-up. A layer whose stack only
    /// changes stays. A change that closes or opens at most one layer or dialog is one step.
    ///
    /// Each step is a valid ``Navigation`` made of the stacks of `shown` and `wanted`, identifiers
    /// kept, so a view tells a layer from its successor as it does on any change. The steps are
    /// only shown: the navigator already holds `wanted`, and its close callbacks have run.
    ///
    /// ```swift
    /// let shown = try Navigation<ShopRoute>(root: .home)
    ///     .applying([.present(.cart), .present(.checkout)])
    /// let wanted = try shown.applying([.dismissAll, .push(.item(42)), .present(.profile)])
    /// let steps = Navigation.Steps(from: shown, to: wanted)
    /// // dismiss checkout, dismiss cart, push item 42, present profile
    /// let layers = steps.values.map { $0.top.routes }
    /// ```
    package struct Steps: Hashable, Sendable {
        /// What showing a step came to, as ``advance(showing:)`` says.
        package enum Progress: Hashable, Sendable {
            /// The step was shown as planned: show this one next.
            case next(Navigation<R>)
            /// The last step was shown: the screen shows the wanted navigation.
            case done
            /// The screen showed something else (a sheet swiped away mid-way): the plan stops, and
            /// this, what the screen shows, is the navigation now.
            case interrupted(Navigation<R>)
        }

        /// The navigations to show in order; never empty, the last equal to the wanted one.
        package let values: [Navigation<R>]
        /// The index in ``values`` of the step being shown.
        package private(set) var position = 0

        /// The step being shown, the first until ``advance(showing:)`` moves on.
        package var current: Navigation<R> { values[position] }

        /// The steps from `shown` to `wanted`. Navigations of other tabs, or whose tabs' base
        /// stacks are not the same stacks, have no common ground to step over: one step.
        /// - Parameters:
        ///   - shown: the navigation on screen.
        ///   - wanted: the navigation to show, a later value of the same navigator.
        package init(from shown: Navigation<R>, to wanted: Navigation<R>) {
            values = Self.plan(from: shown, to: wanted)
        }

        /// Moves on once the platform has shown a step, given what it reports it shows: the next
        /// step while the report is the step being shown, ``Progress/done`` after the last, and
        /// ``Progress/interrupted(_:)`` with the report when it differs, for the caller to make
        /// that the navigation (no step is shown after).
        ///
        /// ```swift
        /// var steps = Navigation.Steps(from: shown, to: wanted)
        /// let first = steps.advance(showing: steps.current)  // .next(steps.values[1])
        /// while steps.position < 3 { _ = steps.advance(showing: steps.current) }
        /// // profile is presented; the user swipes it away before it is reported shown
        /// let swiped = try steps.current.applying([.dismissBySystem])
        /// let progress = steps.advance(showing: swiped)  // .interrupted(swiped)
        /// ```
        package mutating func advance(showing reported: Navigation<R>) -> Progress {
            guard reported == current else { return .interrupted(reported) }
            guard position + 1 < values.count else { return .done }
            position += 1
            return .next(current)
        }

        private static func plan(from shown: Navigation<R>, to wanted: Navigation<R>)
            -> [Navigation<R>]
        {
            guard shown.tabs.map({ $0.stacks[0].id }) == wanted.tabs.map({ $0.stacks[0].id }) else {
                return [wanted]
            }
            // How many stacks of each tab stay, its base first: a layer stays while it and the
            // layers under it are the same stacks (closing a layer closes the ones above it).
            let kept = zip(shown.tabs, wanted.tabs).map { old, new in
                zip(old.stacks, new.stacks).prefix { $0.id == $1.id }.count
            }
            var step = shown
            step.lastID = max(shown.lastID, wanted.lastID)
            var steps: [Navigation<R>] = []
            let others = { (selected: Int) in shown.tabs.indices.filter { $0 != selected } }
            for tab in [shown.selectedIndex] + others(shown.selectedIndex) {
                for depth in shown.tabs[tab].stacks.indices.reversed() {
                    let stack = shown.tabs[tab].stacks[depth]
                    guard let dialog = stack.dialog, wanted.stack(stack.id)?.dialog?.id != dialog.id
                    else { continue }
                    step.tabs[tab].stacks[depth].dialog = nil
                    steps.append(step)
                }
            }
            for tab in [shown.selectedIndex] + others(shown.selectedIndex) {
                while step.tabs[tab].stacks.count > kept[tab] {
                    step.tabs[tab].stacks.removeLast()
                    steps.append(step)
                }
            }
            var shifts = steps.count
            for (tab, count) in kept.enumerated() {
                for depth in 0..<count {
                    let stack = wanted.tabs[tab].stacks[depth]
                    if let dialog = stack.dialog, dialog != step.tabs[tab].stacks[depth].dialog {
                        shifts += 1
                    }
                    step.tabs[tab].stacks[depth] = stack
                }
            }
            (step.selectedIndex, step.arrangement) = (wanted.selectedIndex, wanted.arrangement)
            if step != steps.last ?? shown { steps.append(step) }
            for tab in others(wanted.selectedIndex) + [wanted.selectedIndex] {
                for stack in wanted.tabs[tab].stacks.dropFirst(kept[tab]) {
                    step.tabs[tab].stacks.append(stack)
                    steps.append(step)
                    shifts += 1
                }
            }
            return shifts > 1 ? Array(steps.dropLast()) + [wanted] : [wanted]
        }
    }
}
