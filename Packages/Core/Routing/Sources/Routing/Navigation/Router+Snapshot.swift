/// Snapshots, restoration and the printable tree.
extension Router {
    /// This router's stack and the layers presented above it, outermost first.
    public var state: RouterState<R> {
        var layers: [PresentedLayer<R>] = []
        var next = presentedRouter
        while let layer = next, let style = layer.presentationStyle {
            layers.append(PresentedLayer(style: style, stack: layer.stack, sizing: layer.sizing))
            next = layer.presentedRouter
        }
        return RouterState(stack: stack, presented: layers)
    }

    /// Replaces the stack and the presented layers with `state`.
    ///
    /// The current layers close with `.closedByParent` and every result handler goes; the
    /// restored layers get new child routers (reach them through ``presentedRouter``)
    /// whose closing nobody awaits. A state whose stack is invalid for this router (empty,
    /// or several routes in a sheet without its own stack) is refused; the presented
    /// layers are kept up to the first invalid one. Both are reported as `.invalidState`.
    public func restore(_ state: RouterState<R>) { execute(.restore(state)) }

    /// An indented outline of this router and the layers above it, one line per router:
    ///
    /// ```text
    /// stack: home > item(id: 42)
    ///   sheet(own stack): settings > about
    ///     cover: login
    /// ```
    public var treeDescription: String { describe(depth: 0).joined(separator: "\n") }

    func describe(depth: Int) -> [String] {
        let label =
            switch presentationStyle {
            case nil: "stack"
            case .sheet(ownStack: true): "sheet(own stack)"
            case .sheet(ownStack: false): "sheet"
            case .cover: "cover"
            }
        let routes = stack.map { String(describing: $0) }.joined(separator: " > ")
        let line = String(repeating: "  ", count: depth) + "\(label): \(routes)"
        return [line] + (presentedRouter?.describe(depth: depth + 1) ?? [])
    }

    func restore(_ state: RouterState<R>, after: inout CommandQueue.Callbacks) {
        guard Self.isValid(state.stack, style: presentationStyle) else {
            return queue.report(
                .invalidState, "stack \(state.stack) for \(describe(depth: 0)[0])", after: &after)
        }
        queue.publish({ .restore(stack: state.stack.map(name)) }, after: &after)
        replaceStack(with: state.stack, after: &after)
        var presenter = self
        for (index, layer) in state.presented.enumerated() {
            guard Self.isValid(layer.stack, style: layer.style) else {
                return queue.report(
                    .invalidState, "dropped presented layers from \(index): \(layer)",
                    after: &after)
            }
            var sizing = layer.sizing
            if let problem = sizing?.problem {
                queue.report(
                    .invalidSizing, "restored \(layer.stack[0]) without \(problem)", after: &after)
                sizing = nil
            }
            let child = self.layer(layer.stack, style: layer.style, sizing: sizing, onClose: nil)
            presenter.attach(child)
            presenter = child
        }
    }

    private static func isValid(_ stack: [R], style: PresentationStyle?) -> Bool {
        !stack.isEmpty && (style != .sheet(ownStack: false) || stack.count == 1)
    }
}
