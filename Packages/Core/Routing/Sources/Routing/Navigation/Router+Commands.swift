/// How a router applies its commands. Everything here runs inside a ``CommandQueue`` job:
/// it mutates the tree and appends the callbacks to `after`.
extension Router {
    typealias Callbacks = CommandQueue.Callbacks

    func execute(_ command: RouterCommand<R>) {
        queue.perform { [self] after in apply(command, after: &after) }
    }

    func apply(_ command: RouterCommand<R>, after: inout Callbacks) {
        guard !isClosed else {
            if case .present(let child) = command {
                child.close(with: .closedByParent, after: &after)
            }
            return queue.report(
                .routerClosed, "the layer of \(stack[0]) has closed", after: &after)
        }
        switch command {
        case .push(let route):
            guard presentationStyle != .sheet(ownStack: false) else {
                return queue.report(
                    .sheetWithoutStack, "cannot push \(route) into a sheet without its own stack",
                    after: &after)
            }
            entries.append(RouteEntry(route))
        case .back:
            guard entries.count > 1 else {
                return queue.report(.atRoot, "back at the root \(stack[0])", after: &after)
            }
            truncate(to: entries.count - 1, after: &after)
        case .popToRoot:
            truncate(to: 1, after: &after)
        case .pop(let route):
            guard let index = entries.lastIndex(where: { $0.route == route }) else {
                return queue.report(.routeNotInStack, "pop to \(route)", after: &after)
            }
            truncate(to: index + 1, after: &after)
        case .replaceRoot(let route):
            presentedRouter?.close(with: .closedByParent, after: &after)
            entries = [RouteEntry(route)]
        case .setPath(let path):
            let current = entries.dropFirst().map(\.route)
            let shared = zip(current, path).prefix { $0 == $1 }.count
            guard shared < path.count || shared < current.count else { return }
            guard presentationStyle != .sheet(ownStack: false) || path.isEmpty else {
                return queue.report(
                    .sheetWithoutStack, "cannot push \(path[0]) into a sheet without its own stack",
                    after: &after)
            }
            if shared < current.count { truncate(to: shared + 1, after: &after) }
            entries += path.dropFirst(shared).map(RouteEntry.init)
        case .present(let child):
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
            guard let entry = entries.last(where: { $0.route == route }) else {
                return queue.report(.routeNotInStack, "result handler at \(route)", after: &after)
            }
            entry.resultHandlers[type] = handler
        case .restore(let state):
            restore(state, after: &after)
        }
    }

    /// The route on top of the stack.
    var topRoute: R { entries[entries.count - 1].route }

    func attach(_ child: Router<R>) {
        presentedRouter = child
        child.parent = self
    }

    /// Keeps the first `count` routes; removing any closes the presented layer.
    func truncate(to count: Int, after: inout Callbacks) {
        guard count < entries.count else { return }
        presentedRouter?.close(with: .closedByParent, after: &after)
        entries.removeSubrange(count...)
    }

    /// Closes this layer and, first, every layer above it.
    func close(with outcome: CloseOutcome<any Sendable>, after: inout Callbacks) {
        presentedRouter?.close(with: .closedByParent, after: &after)
        isClosed = true
        // Handlers often capture the coordinator that owns this router: drop them so a
        // closed layer cannot keep its coordinator alive.
        for entry in entries { entry.resultHandlers = [:] }
        parent?.presentedRouter = nil
        parent = nil
        if let callback = closeCallback {
            after.append { callback.call(outcome) }
        }
        closeCallback = nil
    }

    private func terminate(
        _ result: any Sendable, resultType: ObjectIdentifier, after: inout Callbacks
    ) {
        let isLayerRoot = entries.count == 1
        guard !isLayerRoot || parent != nil else {
            return queue.report(
                .cannotTerminateRoot, "terminate the root \(stack[0]) of a base stack",
                after: &after)
        }
        let handler = resultHandler(for: resultType, below: entries.count - 1)
        let presenterTakesIt = isLayerRoot && closeCallback?.accepts(result) == true
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
            truncate(to: entries.count - 1, after: &after)
        }
    }

    /// The nearest handler for `type` among the first `index` routes, then in the
    /// presenting routers from their top down.
    private func resultHandler(
        for type: ObjectIdentifier, below index: Int
    ) -> RouteEntry<R>.ResultHandler? {
        for entry in entries[..<index].reversed() {
            if let handler = entry.resultHandlers[type] { return handler }
        }
        return parent.flatMap { $0.resultHandler(for: type, below: $0.entries.count) }
    }
}
