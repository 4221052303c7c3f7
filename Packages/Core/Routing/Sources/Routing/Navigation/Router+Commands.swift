/// How a router applies its commands. Everything here runs inside a ``CommandQueue`` job:
/// it mutates the tree and appends the callbacks to `after`.
extension Router {
    @usableFromInline typealias Callbacks = CommandQueue.Callbacks

    @inlinable
    func execute(_ command: RouterCommand<R>) {
        queue.perform { after in
            apply(command, after: &after)
        } later: {
            { [self] after in apply(command, after: &after) }
        }
    }

    @inlinable
    func apply(_ command: RouterCommand<R>, after: inout Callbacks) {
        guard !isClosed else {
            if case .present(let child) = command {
                child.close(with: .closedByParent, after: &after)
            }
            if case .showDialog(_, let respond) = command {
                after.append { respond(.closedByRouter) }
            }
            return queue.report(
                .routerClosed, "the layer of \(stack[0]) has closed", after: &after)
        }
        if queue.guards > 0, holdsForGuard(command, after: &after) { return }
        switch command {
        case .push(let route):
            guard presentationStyle != .sheet(ownStack: false) else {
                return queue.report(
                    .sheetWithoutStack, "cannot push \(route) into a sheet without its own stack",
                    after: &after)
            }
            queue.publish({ .push(route: name(route)) }, after: &after)
            stack.append(route)
        case .back:
            guard stack.count > 1 else {
                return queue.report(.atRoot, "back at the root \(stack[0])", after: &after)
            }
            queue.publish({ .pop(to: name(stack[stack.count - 2])) }, after: &after)
            truncate(to: stack.count - 1, after: &after)
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
            presentedRouter?.close(with: .closedByParent, after: &after)
            closeDialog(.closedByRouter, after: &after)
            replaceStack(with: [route])
        case .setPath(let path):
            let current = stack.dropFirst()
            let shared = zip(current, path).prefix { $0 == $1 }.count
            guard shared < path.count || shared < current.count else { return }
            guard presentationStyle != .sheet(ownStack: false) || path.isEmpty else {
                return queue.report(
                    .sheetWithoutStack, "cannot push \(path[0]) into a sheet without its own stack",
                    after: &after)
            }
            queue.publish({ .setPath(path.map(name)) }, after: &after)
            if shared < current.count { truncate(to: shared + 1, after: &after) }
            stack.append(contentsOf: path.dropFirst(shared))
        case .present(let child):
            queue.publish(
                { .present(route: name(child.stack[0]), style: child.presentationStyle ?? .cover) },
                after: &after)
            topmostRouter.attach(child)
        case .dismiss(let outcome):
            guard parent != nil else {
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
            if resultHandlers.count <= index {
                resultHandlers.append(
                    contentsOf: repeatElement([:], count: index + 1 - resultHandlers.count))
            }
            resultHandlers[index][type] = handler
        case .restore(let state):
            restore(state, after: &after)
        case .showDialog(let dialog, let respond):
            topmostRouter.showDialog(dialog, respond, after: &after)
        case .answerDialog(let id, let outcome):
            answerDialog(id, outcome, after: &after)
        case .whenUnguarded(let change):
            after.append(change)
        }
    }

    /// The route on top of the stack.
    @inlinable
    var topRoute: R { stack[stack.count - 1] }

    @inlinable
    func attach(_ child: Router<R>) {
        presentedRouter = child
        child.parent = self
    }

    /// Keeps the first `count` routes; removing any closes the presented layer.
    @inlinable
    func truncate(to count: Int, after: inout Callbacks) {
        guard count < stack.count else { return }
        presentedRouter?.close(with: .closedByParent, after: &after)
        closeDialog(.closedByRouter, after: &after)
        stack.removeSubrange(count...)
        if resultHandlers.count > count { resultHandlers.removeSubrange(count...) }
    }

    /// Makes `routes` the whole stack, without handlers.
    @inlinable
    func replaceStack(with routes: [R]) {
        stack = routes
        resultHandlers = []
    }

    /// Closes this layer and, first, every layer above it.
    @inlinable
    func close(with outcome: CloseOutcome<any Sendable>, after: inout Callbacks) {
        if let dismisser = Self.dismisser(of: outcome) {
            queue.publish({ .dismiss(route: name(stack[0]), by: dismisser) }, after: &after)
        }
        presentedRouter?.close(with: .closedByParent, after: &after)
        closeDialog(.closedByRouter, after: &after)
        routerGuard = nil
        isClosed = true
        // Handlers often capture the coordinator that owns this router: drop them so a
        // closed layer cannot keep its coordinator alive.
        resultHandlers = []
        parent?.presentedRouter = nil
        parent = nil
        if let callback = closeCallback {
            after.append { callback.call(outcome) }
        }
        closeCallback = nil
    }

    @inlinable
    func terminate(
        _ result: any Sendable, resultType: ObjectIdentifier, after: inout Callbacks
    ) {
        let isLayerRoot = stack.count == 1
        guard !isLayerRoot || parent != nil else {
            return queue.report(
                .cannotTerminateRoot, "terminate the root \(stack[0]) of a base stack",
                after: &after)
        }
        let handler = resultHandler(for: resultType, below: stack.count - 1)
        let presenterTakesIt = isLayerRoot && closeCallback?.accepts(result) == true
        queue.publish(
            {
                .terminate(
                    route: name(topRoute), result: "\(type(of: result))",
                    delivery: handler != nil ? .handler : presenterTakesIt ? .presenter : .nobody)
            }, after: &after)
        if let handler {
            after.append { handler(result) }
        } else if !presenterTakesIt {
            queue.report(
                .undeliveredResult, "nobody takes \(type(of: result)) from \(topRoute)",
                after: &after)
        }
        if isLayerRoot {
            if closeCallback != nil && !presenterTakesIt {
                queue.report(
                    .resultTypeMismatch, "\(type(of: result)) finished \(stack[0])",
                    after: &after)
            }
            close(with: .finished(result), after: &after)
        } else {
            truncate(to: stack.count - 1, after: &after)
        }
    }

    /// The route as events name it.
    @inlinable
    func name(_ route: R) -> String { String(describing: route) }

    /// Who closed a layer that closed with `outcome`; `nil` for a result, which
    /// ``NavigationEvent/terminate(route:result:delivery:)`` reports.
    @inlinable
    static func dismisser(of outcome: CloseOutcome<any Sendable>) -> NavigationEvent.Dismisser? {
        switch outcome {
        case .finished: nil
        case .cancelled: .app
        case .dismissedBySystem: .system
        case .closedByParent: .parent
        }
    }

    /// The nearest handler for `type` among the first `index` routes, then in the
    /// presenting routers from their top down.
    @inlinable
    func resultHandler(
        for type: ObjectIdentifier, below index: Int
    ) -> ResultHandler? {
        for handlers in resultHandlers.prefix(index).reversed() {
            if let handler = handlers[type] { return handler }
        }
        return parent.flatMap { $0.resultHandler(for: type, below: $0.stack.count) }
    }
}
