public import Observation

/// One navigation stack and the layers presented above it, each with its own child router.
///
/// Every command goes through a serial queue shared by the whole tree (and by a
/// ``TabRouter``'s tabs): a command issued from a callback while another is being applied
/// runs after it, and callbacks (`onClose`, result handlers, the issue handler) run once
/// the tree is consistent. So, inside a callback, state read after issuing a command does
/// not show that command yet. Refused commands change nothing and are reported to
/// `onIssue`.
///
/// Rules:
/// - A router presents at most one layer. Presenting on a router that already presents
///   presents on its ``topmostRouter`` instead.
/// - A layer covers its presenter's whole stack: any command that removes a route from the
///   presenter's stack (back, pop, replace root, restore) closes the layer with
///   `.closedByParent`. Pushing under a layer keeps it.
/// - A closing layer closes the layers above it first, with `.closedByParent`; each layer
///   yields exactly one ``CloseOutcome``. A closed router refuses every command.
/// - A router shows at most one dialog (``dialog``), on its ``topmostRouter`` like a layer;
///   losing a route under it, or its layer, takes it down with ``DialogOutcome/closedByRouter``.
///   A guarded router (``guard(with:onDiscard:)``) holds what would discard its routes.
///
/// ```swift
/// let router = Router<ShopRoute>(root: .home)
/// router.push(.cart)
/// router.onResult(Address.self, at: .cart) { address in cart.ship(to: address) }
/// let sheet = router.present(.addresses, style: .sheet(ownStack: true)) {
///     (outcome: CloseOutcome<Address>) in log(outcome)
/// }
/// sheet.push(.newAddress)
/// sheet.terminate(address)  // the cart's handler gets it; the sheet pops to .addresses
/// ```
@MainActor
@Observable
public final class Router<R: Route> {
    /// The routes of this router, root first; never empty.
    public var stack: [R] {
        access(keyPath: \.stack)
        return routes
    }

    /// The router of the layer this router presents, if any.
    public var presentedRouter: Router<R>? {
        access(keyPath: \.presentedRouter)
        return presented
    }

    /// Whether this router's layer has closed; a closed router refuses every command.
    public var isClosed: Bool {
        access(keyPath: \.isClosed)
        return closed
    }

    /// How this router's layer is presented; `nil` for a base router.
    public let presentationStyle: PresentationStyle?

    /// The heights this layer's sheet can rest at and the one it rests at, and its window's
    /// size on macOS; `nil` for a base router and a layer presented without (the system's
    /// sizes). Changed by ``selectedDetent`` and ``resize(_:)``; saved with the layer.
    public var sizing: SheetSizing? {
        access(keyPath: \.sizing)
        return size
    }

    /// The queue every router of the tree (and every tab of a ``TabRouter``) applies its
    /// commands through.
    let queue: CommandQueue
    /// The guards of the tree, shared likewise.
    let guards: GuardKeeper
    /// This router's alert or confirmation dialog: see ``dialog``.
    let dialogs: DialogPresenter
    // The observed state, published once per job of the queue (see `ChangePublishing`).
    @ObservationIgnored private var routes: [R]
    @ObservationIgnored private var presented: Router<R>?
    @ObservationIgnored private var closed = false
    @ObservationIgnored private var size: SheetSizing?
    /// What the job under way found, from its first change on; `nil` outside a job.
    @ObservationIgnored private var jobStart: JobStart?
    @ObservationIgnored private weak var parent: Router<R>?
    @ObservationIgnored private var closeCallback: CloseCallback?
    @ObservationIgnored private var resultHandlers = ResultHandlers()
    /// The column router showing this stack as columns, told of each change to it.
    @ObservationIgnored weak var columns: ColumnRouter<R>?

    /// Creates a base router.
    /// - Parameters:
    ///   - root: The first route of the stack.
    ///   - events: Where the tree publishes every command it applies; nowhere by default.
    ///   - onIssue: Receives every refused or partly applied command of this router tree.
    public convenience init(
        root: R, events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in }
    ) {
        self.init(
            stack: [root], style: nil, queue: CommandQueue(onIssue: onIssue, events: events),
            guards: GuardKeeper())
    }

    /// `stack` must not be empty.
    init(
        stack: [R], style: PresentationStyle?, sizing: SheetSizing? = nil, queue: CommandQueue,
        guards: GuardKeeper
    ) {
        routes = stack
        presentationStyle = style
        size = sizing
        self.queue = queue
        self.guards = guards
        dialogs = DialogPresenter(queue: queue)
    }

    /// The stack, read without being observed: a column router has its observers follow
    /// each column instead (``ColumnRouter``).
    var untrackedStack: [R] { routes }

    /// The presented layer, read without being observed.
    var untrackedPresented: Router<R>? { presented }

    /// A new layer of this router's tree showing `stack`, not presented yet; `onClose` hears
    /// how it closes.
    func layer(
        _ stack: [R], style: PresentationStyle, sizing: SheetSizing? = nil,
        onClose: CloseCallback?
    ) -> Router<R> {
        let layer = Router(
            stack: stack, style: style, sizing: sizing, queue: queue, guards: guards)
        layer.closeCallback = onClose
        return layer
    }

    // The one place this router's state changes: every command applies through the
    // methods below, inside a job of the tree's queue, and collects its callbacks in `after`.

    /// Pushes `pushed`.
    func append(contentsOf pushed: some Sequence<R>) {
        changing()
        routes.append(contentsOf: pushed)
    }

    /// Keeps the first `count` routes; removing any closes the presented layer and the
    /// dialog.
    func truncate(to count: Int, after: inout CommandQueue.Callbacks) {
        guard count < routes.count else { return }
        presented?.close(with: .closedByParent, after: &after)
        dialogs.close(.closedByRouter, after: &after)
        changing()
        jobStart?.stack.willTruncate(routes, to: count)
        routes.removeSubrange(count...)
        resultHandlers.keep(first: count)
    }

    /// Makes `stack` the whole stack, without handlers, closing the presented layer and
    /// the dialog.
    func replaceStack(with stack: [R], after: inout CommandQueue.Callbacks) {
        presented?.close(with: .closedByParent, after: &after)
        dialogs.close(.closedByRouter, after: &after)
        changing()
        jobStart?.stack.willTruncate(routes, to: 0)
        routes = stack
        resultHandlers.keep(first: 0)
    }

    /// Registers `handler` for results of `type` terminated above the route at `index`.
    func register(
        _ handler: @escaping ResultHandlers.Handler, for type: ObjectIdentifier, at index: Int
    ) {
        resultHandlers.register(handler, for: type, at: index)
    }

    /// Makes `sizing` this layer's.
    func setSizing(_ sizing: SheetSizing?) {
        changing()
        size = sizing
    }

    /// Presents `layer` (made by ``layer(_:style:sizing:onClose:)``) above this router.
    func attach(_ layer: Router<R>) {
        changing()
        presented = layer
        layer.parent = self
    }

    /// Closes this layer and, first, every layer above it.
    func close(with outcome: CloseOutcome<any Sendable>, after: inout CommandQueue.Callbacks) {
        if let dismisser = Self.dismisser(of: outcome) {
            queue.publish({ .dismiss(route: name(stack[0]), by: dismisser) }, after: &after)
        }
        presented?.close(with: .closedByParent, after: &after)
        dialogs.close(.closedByRouter, after: &after)
        guards.lift(self)
        changing()
        closed = true
        // Handlers often capture the coordinator that owns this router: drop them so a
        // closed layer cannot keep its coordinator alive.
        resultHandlers.keep(first: 0)
        parent?.detachLayer()
        parent = nil
        if let callback = closeCallback {
            after.append { callback.call(outcome) }
        }
        closeCallback = nil
    }

    /// A way back to how this router and the layers above it are now, for a batch that is
    /// refused part-way (``NavigationBatch``): calling it puts back their stacks, layers,
    /// handlers and dialogs, as changes of the job under way.
    func checkpoint() -> @MainActor () -> Void {
        let routes = self.routes
        let presented = self.presented
        let closed = self.closed
        let size = self.size
        let parent = self.parent
        let closeCallback = self.closeCallback
        let resultHandlers = self.resultHandlers
        let dialog = dialogs.checkpoint()
        let above = presented?.checkpoint()
        return { [self] in
            changing()
            jobStart?.stack.willTruncate(self.routes, to: 0)
            self.routes = routes
            self.presented = presented
            self.closed = closed
            self.size = size
            self.parent = parent
            self.closeCallback = closeCallback
            self.resultHandlers = resultHandlers
            dialog()
            above?()
        }
    }

    /// Forgets the presented layer, which has closed.
    private func detachLayer() {
        changing()
        presented = nil
    }

    /// Notes what this router is at the job's first change to it.
    private func changing() {
        guard jobStart == nil else { return }
        jobStart = JobStart(
            stack: StackChange(routes), presented: presented, isClosed: closed, sizing: size)
        queue.changing(self)
    }

    /// The nearest handler for `type` among the first `count` routes, then in the
    /// presenting routers from their top down.
    func resultHandler(for type: ObjectIdentifier, below count: Int) -> ResultHandlers.Handler? {
        resultHandlers.handler(for: type, below: count)
            ?? parent.flatMap { $0.resultHandler(for: type, below: $0.routes.count) }
    }

    /// Whether this layer's presenter takes `result` as `.finished`; `nil` when nobody awaits
    /// this layer's closing.
    func presenterTakes(_ result: any Sendable) -> Bool? {
        closeCallback.map { $0.accepts(result) }
    }
}

/// A router is identified by itself, so a presented layer can drive `sheet(item:)`.
extension Router: Identifiable {}

extension Router: ChangePublishing {
    /// What a job found before its first change to a router.
    struct JobStart {
        var stack: StackChange<R>
        let presented: Router<R>?
        let isClosed: Bool
        let sizing: SheetSizing?
    }

    func publishChanges() {
        guard let start = jobStart else { return }
        jobStart = nil
        if start.stack.differs(routes) {
            withMutation(keyPath: \.stack) {}
            columns?.stackChanged(start.stack, to: routes)
        }
        if start.presented !== presented { withMutation(keyPath: \.presentedRouter) {} }
        if start.isClosed != closed { withMutation(keyPath: \.isClosed) {} }
        if start.sizing != size { withMutation(keyPath: \.sizing) {} }
    }
}
