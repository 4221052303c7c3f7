import Foundation
import Routing
import RoutingUI
import TestSupport
import Testing

/// The steps a platform shows a change in: what goes first, one layer at a time, then the
/// stacks and the selection together, then what comes, and a single step when nothing needs
/// waiting for.
@Suite @MainActor struct NavigationStepsTests {
    typealias Nav = Navigation<TestRoute>

    @Test func aLinkDismissingTwoSheetsPoppingAndPresentingIsFourSteps() throws {
        let shown = try Nav(tabs: [.home, .list]).applying([
            .push(.detail(1)), .present(.settings), .present(.about),
        ])
        let wanted = try shown.applying([
            .dismissAll, .popToRoot, .select(.list), .present(.login),
        ])
        let steps = Navigation.Steps(from: shown, to: wanted).values
        #expect(
            steps.map(\.treeDescription) == [
                "home (selected)\n  stack: home > detail(1)\n    sheet: settings\nlist\n  stack: list",
                "home (selected)\n  stack: home > detail(1)\nlist\n  stack: list",
                "home\n  stack: home\nlist (selected)\n  stack: list",
                "home\n  stack: home\nlist (selected)\n  stack: list\n    sheet: login",
            ])
        try expectValid(steps, ending: wanted)
    }

    @Test func replacingOneSheetByAnotherIsTwoSteps() throws {
        let shown = Nav.single([.home], sheets: [[.settings]])
        let wanted = try shown.applying([.dismiss, .present(.about)])
        let steps = Navigation.Steps(from: shown, to: wanted).values
        #expect(steps == [Nav.single([.home]), wanted])
        #expect(steps[1].top.id != shown.top.id)
        try expectValid(steps, ending: wanted)
    }

    @Test(
        arguments: [
            [.push(.detail(1))], [.present(.settings)], [.push(.detail(1)), .present(.settings)],
            [.dismiss], [.dismiss, .popToRoot], [.back, .setPath([.detail(3)])],
            [.select(.list), .push(.detail(2))],
        ] as [[NavigationCommand<TestRoute>]])
    func aChangeOfAtMostOneLayerIsOneStep(commands: [NavigationCommand<TestRoute>]) throws {
        let shown = try Nav(tabs: [.home, .list]).applying([
            .push(.detail(1)), .present(.about), .push(.detail(2)),
        ])
        let wanted = try shown.applying(commands)
        #expect(Navigation.Steps(from: shown, to: wanted).values == [wanted])
    }

    @Test func aLayerWhoseStackOnlyChangesStays() throws {
        let shown = Nav.single([.home], sheets: [[.settings], [.about]])
        let wanted = try shown.applying([.dismiss, .push(.detail(2)), .present(.login)])
        let steps = Navigation.Steps(from: shown, to: wanted).values
        #expect(
            steps == [
                .single([.home], sheets: [[.settings]]),
                .single([.home], sheets: [[.settings, .detail(2)]]),
                wanted,
            ])
        #expect(steps.allSatisfy { $0.tabs[0].stacks[1].id == shown.tabs[0].stacks[1].id })
        try expectValid(steps, ending: wanted)
    }

    @Test func aDialogThatGoesGoesFirst() throws {
        let navigator = Navigator<TestRoute>(root: .home)
        navigator.router.present(.settings)
        navigator.topRouter.show(DialogState<Never>.alert("Saved", buttons: [.cancel("OK")]))
        let shown = navigator.state
        navigator.apply(.dismissAll)
        let steps = Navigation.Steps(from: shown, to: navigator.state).values
        #expect(steps.map(\.top.dialog) == [nil, nil])
        #expect(steps.map(\.top.routes) == [[.settings], [.home]])
        try expectValid(steps, ending: navigator.state)
    }

    /// A sheet swiped away while the next is to come: the plan stops at what the screen shows.
    @Test func stepsFollowTheScreenUntilItDiverges() throws {
        let shown = Nav.single([.home], sheets: [[.settings], [.about]])
        let wanted = try shown.applying([.dismissAll, .present(.login), .present(.picker)])
        var plan = Navigation.Steps(from: shown, to: wanted)
        #expect(plan.values.map(\.top.routes) == [[.settings], [.home], [.login], [.picker]])
        #expect(plan.current == plan.values[0])
        #expect(plan.advance(showing: plan.current) == .next(plan.values[1]))
        #expect(plan.advance(showing: plan.current) == .next(plan.values[2]))
        let swiped = try plan.current.applying([.dismissBySystem])
        #expect(plan.advance(showing: swiped) == .interrupted(swiped))
        #expect(plan.position == 2)
        #expect(plan.advance(showing: swiped) == .interrupted(swiped))
    }

    @Test func stepsEndDoneOnTheWantedNavigation() throws {
        let shown = Nav.single([.home], sheets: [[.settings]])
        let wanted = try shown.applying([.dismiss, .present(.about)])
        var plan = Navigation.Steps(from: shown, to: wanted)
        var progress = [plan.advance(showing: plan.current)]
        progress.append(plan.advance(showing: wanted))
        #expect(progress == [.next(wanted), .done])
    }

    @Test func unrelatedNavigationsAreOneStep() throws {
        let shown = Nav.single([.home], sheets: [[.settings]])
        let wanted = try Nav(tabs: [.home, .list]).applying([.present(.about), .present(.login)])
        #expect(Navigation.Steps(from: shown, to: wanted).values == [wanted])
    }

    /// Any two navigations one navigator held, in either order, over random commands on
    /// three tabs: the steps end at the target, each valid, each a change of the stacks in
    /// place or of one layer only.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyPlanStepsOneLayerAtATime(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let held = try randomNavigations(count: 150, using: &rng)
        var sequenced = 0
        for _ in 0..<300 {
            let shown = held[Int.random(in: 0..<held.count, using: &rng)]
            let wanted = held[Int.random(in: 0..<held.count, using: &rng)]
            let steps = Navigation.Steps(from: shown, to: wanted).values
            try expectValid(steps, ending: wanted)
            if steps.count == 1 {
                #expect(Self.layerIDs(shown).symmetricDifference(Self.layerIDs(wanted)).count <= 1)
                continue
            }
            sequenced += 1
            for (before, after) in zip([shown] + steps, steps) {
                let (gone, new) = Self.difference(before, after)
                let inPlace = gone.isEmpty && new.isEmpty
                let oneLayer = gone.count + new.count == 1 && Self.others(before, after)
                #expect(
                    inPlace || oneLayer, "\(before.treeDescription)\nthen\n\(after.treeDescription)"
                )
            }
        }
        #expect(sequenced > 50)
    }

    // MARK: Helpers

    /// Every step decodes as a navigation (identifiers unique and given out, stacks never
    /// empty, layers styled), and the last is the target.
    private func expectValid(_ steps: [Nav], ending target: Nav) throws {
        #expect(steps.last == target)
        for step in steps {
            let data = try JSONEncoder().encode(step)
            #expect(try JSONDecoder().decode(Nav.self, from: data) == step)
        }
    }

    private static func layerIDs(_ navigation: Nav) -> Set<Int> {
        Set(navigation.tabs.flatMap { $0.stacks.dropFirst().map(\.id) })
    }

    /// The layers of `before` that `after` lacks, and those it adds.
    private static func difference(_ before: Nav, _ after: Nav) -> (Set<Int>, Set<Int>) {
        let (old, new) = (layerIDs(before), layerIDs(after))
        return (old.subtracting(new), new.subtracting(old))
    }

    /// Whether everything but the one layer that came or went is as it was.
    private static func others(_ before: Nav, _ after: Nav) -> Bool {
        let stacks = { (navigation: Nav) in
            Set(navigation.tabs.flatMap(\.stacks))
        }
        return before.selectedIndex == after.selectedIndex
            && before.arrangement == after.arrangement
            && stacks(before).symmetricDifference(stacks(after)).count == 1
    }

    /// The values a navigator of three tabs holds over random commands (``ModelCommand``) on
    /// the selected tab's stacks, and random tab selections.
    private func randomNavigations(count: Int, using rng: inout SeededGenerator) throws -> [Nav] {
        let navigator = try Navigator<TestRoute>(tabs: [.home, .list, .settings])
        var held = [navigator.state]
        while held.count < count {
            if Int.random(in: 0..<6, using: &rng) == 0 {
                navigator.apply(.select(navigator.tabs.randomElement(using: &rng)!))
            } else {
                var chain = [try #require(navigator.router(for: navigator.selectedTab))]
                while let next = chain.last?.presented { chain.append(next) }
                let command = ModelCommand.random(levels: chain.count, using: &rng)
                apply(command, on: chain, of: navigator)
            }
            held.append(navigator.state)
        }
        return held
    }

    private func apply(
        _ command: ModelCommand, on chain: [Router<TestRoute>], of navigator: Navigator<TestRoute>
    ) {
        switch command {
        case .push(let k, let route): chain[k].push(route)
        case .back(let k): chain[k].back()
        case .popToRoot(let k): chain[k].popToRoot()
        case .pop(let k, let route): chain[k].pop(to: route)
        case .replaceRoot(let k, let route): chain[k].replaceRoot(route)
        case .present(let k, let route, let style): chain[k].present(route, style: style)
        case .dismiss(let k): chain[k].dismiss()
        case .dismissBySystem(let k): chain[k].dismissBySystem()
        case .dismissAll(let k): chain[k].dismissAll()
        case .terminate(let k, let value): chain[k].terminate(value)
        case .restoreItself: navigator.apply(.restore(navigator.state))
        }
    }
}
