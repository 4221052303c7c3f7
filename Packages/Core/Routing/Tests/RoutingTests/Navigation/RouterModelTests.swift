import Routing
import TestSupport
import Testing

/// Hundreds of random commands, some issued re-entrantly from `onClose`, checked after
/// every step against ``NavigationModel``.
@Suite @MainActor struct RouterModelTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomCommandsMatchTheModel(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let recorder = Recorder()
        let base = Router<TestRoute>(root: .home) { [recorder] in
            recorder.events.append("issue: \($0.code)")
        }
        var model = NavigationModel()
        for step in 0..<600 {
            let command = ModelCommand.random(levels: model.layers.count, using: &rng)
            try apply(command, to: base, number: model.presentedCount + 1, recorder: recorder)
            model.apply(command)
            try #require(base.chain == model.chain, "seed \(seed) step \(step): \(command)")
            try #require(recorder.events == model.log, "seed \(seed) step \(step): \(command)")
        }
        #expect(model.presentedCount > 50)
        #expect(model.log.count(where: { $0.hasSuffix("closedByParent") }) > 20)
        #expect(model.log.count(where: { $0.contains("finished") }) > 2)
    }

    private func apply(
        _ command: ModelCommand, to base: Router<TestRoute>, number: Int, recorder: Recorder
    ) throws {
        func router(_ level: Int) throws -> Router<TestRoute> {
            var router = base
            for _ in 0..<level { router = try #require(router.presented) }
            return router
        }
        switch command {
        case .push(let k, let route): try router(k).push(route)
        case .back(let k): try router(k).back()
        case .popToRoot(let k): try router(k).popToRoot()
        case .pop(let k, let route): try router(k).pop(to: route)
        case .replaceRoot(let k, let route): try router(k).replaceRoot(route)
        case .present(let k, let route, let style):
            try router(k).present(route, style: style) {
                [weak navigator = base.navigator] (outcome: CloseOutcome<Int>) in
                recorder.events.append("L\(number): \(outcome)")
                if number.isMultiple(of: 3) { navigator?.router.push(.detail(100 + number)) }
            }
        case .dismiss(let k): try router(k).dismiss()
        case .dismissBySystem(let k): try router(k).dismissBySystem()
        case .dismissAll(let k): try router(k).dismissAll()
        case .terminate(let k, let value): try router(k).terminate(value)
        case .restoreItself:
            base.navigator.apply(.restore(base.navigator.state))
        }
    }
}
