/// How a router applies its commands: what each refuses, publishes and changes. Everything
/// here runs inside a ``CommandQueue`` job and changes the tree only through the router's
/// own state-changing methods, appending the callbacks to `after`.
extension Router {
    /// Applies `command` now, or after the commands of the tree already under way.
    func execute(_ command: RouterCommand<R>) {
        queue.perform { after in
            apply(command, after: &after)
        } later: {
            { [self] after in apply(command, after: &after) }
        }
    }

    func apply(_ command: RouterCommand<R>, after: inout CommandQueue.Callbacks) {
        guard !refusesClosed(command, after: &after),
            !guards.holds(command, on: self, after: &after)
        else { return }
        change(command, after: &after)
    }

    /// Applies `command` without asking a guard: a batch asks once for all its commands.
    func applyUnguarded(_ command: RouterCommand<R>, after: inout CommandQueue.Callbacks) {
        guard !refusesClosed(command, after: &after) else { return }
        change(command, after: &after)
    }

    /// Refuses any command once this router has closed: a layer it would present closes, a
    /// dialog never shows.
    /// - Returns: whether the command is refused.
    private func refusesClosed(
        _ command: RouterCommand<R>, after: inout CommandQueue.Callbacks
    ) -> Bool {
        guard isClosed else { return false }
        if case .present(let layer) = command {
            layer.close(with: .closedByParent, after: &after)
        }
        if case .showDialog(_, let respond) = command {
            after.append { respond(.closedByRouter) }
        }
        queue.report(.routerClosed, "the layer of \(stack[0]) has closed", after: &after)
        return true
    }

    private func change(_ command: RouterCommand<R>, after: inout CommandQueue.Callbacks) {
        switch command {
        case .push(let route):
            guard presentationStyle != .sheet(ownStack: false) else {
                return queue.report(
                    .sheetWithoutStack, "cannot push \(route) into a sheet without its own stack",
                    after: &after)
            }
            queue.publish({ .push(route: name(route)) }, after: &after)
            append(contentsOf: CollectionOfOne(route))
        case .back:
            let count = stack.count
            guard count > 1 else {
                return queue.report(.atRoot, "back at the root \(stack[0])", after: &after)
            }
            queue.publish({ .pop(to: name(stack[count - 2])) }, after: &after)
            truncate(to: count - 1, after: &after)
        case .popToRoot:
            if stack.count > 1 { queue.publish({ .popTo(name(stack[0])) }, after: &after) }
            truncate(to: 1, after: &after)
        case .pop(let route):
            guard let index = stack.lastIndex(of: route) else {
                return queue.report(.routeNotInStack, "pop to \(route)", after: &after)
            }
            if index + 1 < stack.count { queue.publish({ .popTo(name(route)) }, after: &after) }
            truncate(to: index + 1, after: &after)
        case .replaceRoot(let route):
            queue.publish({ .replaceRoot(name(route)) }, after: &after)
            replaceStack(with: [route], after: &after)
        case .setPath(let path):
            setStack(
                [stack[0]] + path, publishing: { .setPath(path.map(name)) }, after: &after)
        case .columns(let change):
            switch change.target(from: stack) {
            case .success(let target):
                setStack(target, publishing: { change.event(name) }, after: &after)
            case .failure(let error):
                queue.report(error.code, error.reason, after: &after)
            }
        case .present(let layer):
            if let problem = layer.sizing?.problem {
                layer.close(with: .closedByParent, after: &after)
                return queue.report(
                    .invalidSizing, "present \(layer.stack[0]) with \(problem)", after: &after)
            }
            queue.publish(
                { .present(route: name(layer.stack[0]), style: layer.presentationStyle ?? .cover) },
                after: &after)
            if let sizing = layer.sizing {
                queue.publish(
                    { .sizeSheet(route: name(layer.stack[0]), detent: "\(sizing.selected)") },
                    after: &after)
            }
            topmostRouter.attach(layer)
        case .dismiss(let outcome):
            guard presentationStyle != nil else {
                return queue.report(.notPresented, "dismiss a base router", after: &after)
            }
            close(with: outcome, after: &after)
        case .dismissAll:
            presentedRouter?.close(with: .closedByParent, after: &after)
        case .terminate(let result, let resultType):
            terminate(result, resultType: resultType, after: &after)
        case .onResult(let type, let handler, let route):
            guard let index = stack.lastIndex(of: route) else {
                return queue.report(.routeNotInStack, "result handler at \(route)", after: &after)
            }
            register(handler, for: type, at: index)
        case .restore(let state):
            restore(state, after: &after)
        case .resize(let sizing):
            resize(sizing, after: &after)
        case .selectDetent(let detent):
            guard var sizing = self.sizing else {
                return queue.report(
                    .invalidSizing, "select \(detent) on \(stack[0]), presented without sizes",
                    after: &after)
            }
            sizing.selected = detent
            resize(sizing, after: &after)
        case .showDialog(let dialog, let respond):
            topmostRouter.dialogs.show(dialog, after: &after, respond: respond)
        case .answerDialog(let id, let outcome):
            var next: Router? = self
            while let router = next, !router.dialogs.answer(id, with: outcome, after: &after) {
                next = router.presentedRouter
            }
        case .whenUnguarded(let change):
            after.append(change)
        }
    }

    /// Makes the stack `target`, keeping the routes it shares with it from the root (and
    /// their handlers), popping the rest and pushing the new ones; publishes `event` when
    /// anything changes.
    private func setStack(
        _ target: [R], publishing event: () -> NavigationEvent,
        after: inout CommandQueue.Callbacks
    ) {
        let shared = Self.shared(stack, target)
        guard shared < target.count || shared < stack.count else { return }
        guard presentationStyle != .sheet(ownStack: false) || target.count == 1 else {
            return queue.report(
                .sheetWithoutStack, "cannot push \(target[1]) into a sheet without its own stack",
                after: &after)
        }
        queue.publish(event, after: &after)
        truncate(to: shared, after: &after)
        append(contentsOf: target.dropFirst(shared))
    }

    /// How many routes `stack` and `target` share from the root.
    static func shared(_ stack: [R], _ target: [R]) -> Int {
        zip(stack, target).prefix { $0 == $1 }.count
    }

    private func resize(_ sizing: SheetSizing, after: inout CommandQueue.Callbacks) {
        guard presentationStyle != nil else {
            return queue.report(.notPresented, "resize a base router", after: &after)
        }
        if let problem = sizing.problem {
            return queue.report(
                .invalidSizing, "resize \(stack[0]) with \(problem)", after: &after)
        }
        guard sizing != self.sizing else { return }
        queue.publish(
            { .sizeSheet(route: name(stack[0]), detent: "\(sizing.selected)") }, after: &after)
        setSizing(sizing)
    }

    private func terminate(
        _ result: any Sendable, resultType: ObjectIdentifier, after: inout CommandQueue.Callbacks
    ) {
        let top = stack.count - 1
        let isLayerRoot = top == 0
        guard !isLayerRoot || presentationStyle != nil else {
            return queue.report(
                .cannotTerminateRoot, "terminate the root \(stack[0]) of a base stack",
                after: &after)
        }
        let handler = resultHandler(for: resultType, below: top)
        // Whether the presenter's `onClose` takes it; `nil` when nobody awaits the layer.
        let presenter = isLayerRoot ? presenterTakes(result) : nil
        queue.publish(
            {
                .terminate(
                    route: name(stack[top]), result: "\(type(of: result))",
                    delivery: handler != nil ? .handler : presenter == true ? .presenter : .nobody)
            }, after: &after)
        if let handler {
            after.append { handler(result) }
        } else if presenter != true {
            queue.report(
                .undeliveredResult, "nobody takes \(type(of: result)) from \(stack[top])",
                after: &after)
        }
        guard isLayerRoot else { return truncate(to: top, after: &after) }
        if presenter == false {
            queue.report(
                .resultTypeMismatch, "\(type(of: result)) finished \(stack[0])", after: &after)
        }
        close(with: .finished(result), after: &after)
    }

    /// The route as events name it: its `description` when it has one, else
    /// `String(describing:)`. One conformance check where `String(describing:)` makes two
    /// (routing-benchmarks' "push, one event listener").
    func name(_ route: R) -> String {
        (route as? any CustomStringConvertible)?.description ?? String(describing: route)
    }

    /// Who closed a layer that closed with `outcome`; `nil` for a result, which
    /// ``NavigationEvent/terminate(route:result:delivery:)`` reports.
    static func dismisser(of outcome: CloseOutcome<any Sendable>) -> NavigationEvent.Dismisser? {
        switch outcome {
        case .finished: nil
        case .cancelled: .app
        case .dismissedBySystem: .system
        case .closedByParent: .parent
        }
    }
}
