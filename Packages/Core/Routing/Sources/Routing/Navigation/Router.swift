/// One stack of a ``Navigator``'s navigation, a tab's base or a presented layer: what a view
/// or a feature reads and changes of it. A thin view: every change is a ``NavigationCommand``
/// on this stack, applied through the navigator.
///
/// Reads are observed part by part (the routes, the layer above, the dialog, the sizes), so a
/// view reading this stack re-renders when this stack changes, not when another does. Once the
/// stack has closed, its ``stack`` is empty and every command on it is refused
/// (``RoutingError/Code/routerClosed``).
///
/// ```swift
/// let router = Router<ShopRoute>(root: .home)
/// router.push(.cart)
/// router.onResult(Address.self, at: .cart) { address in cart.ship(to: address) }
/// let sheet = router.present(.addresses) { (outcome: CloseOutcome<Address>) in log(outcome) }
/// sheet.push(.newAddress)
/// sheet.terminate(address)  // the cart's handler gets it; the sheet pops to .addresses
/// ```
@MainActor
public struct Router<R: Route>: Identifiable, Hashable {
    /// The navigator whose stack this is.
    public let navigator: Navigator<R>
    /// The stack's identifier (``Navigation/Stack/id``).
    public let id: Int

    /// The stack `id` of `navigator`, closed or not: RoutingUI keeps a closed layer on screen
    /// until the platform has dismissed it.
    package init(navigator: Navigator<R>, id: Int) {
        self.navigator = navigator
        self.id = id
    }

    /// The one stack of a new ``Navigator`` without tabs, for a flow that needs no more
    /// (``Navigator/init(root:links:events:onIssue:)``); the router keeps it alive.
    public init(
        root: R, events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in }
    ) {
        self = Navigator(root: root, events: events, onIssue: onIssue).router
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.navigator === rhs.navigator && lhs.id == rhs.id
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(navigator))
        hasher.combine(id)
    }

    // MARK: Reading

    /// The routes, root first; empty once the stack has closed.
    public var stack: [R] { observed(\.routes)?.routes ?? [] }

    /// The routes above the root, as a SwiftUI `NavigationStack(path:)` binds them. Setting
    /// it is one command (``NavigationCommand/setPath(_:)``): the routes it shares with the
    /// stack stay, with their result handlers.
    public var path: [R] {
        get { Array(stack.dropFirst()) }
        nonmutating set { navigator.apply(NavigationCommand.setPath(newValue).on(self)) }
    }

    /// Whether the stack has closed.
    public var isClosed: Bool { observed(\.routes) == nil }

    /// How the stack is presented; `nil` for a tab's base stack (and a closed one).
    public var style: PresentationStyle? { navigator.current.stack(id)?.style }

    /// The layer presented over this stack, if any.
    public var presented: Router<R>? {
        navigator.parts.read(\.above, of: id)
        guard let place = navigator.current.locate(id) else { return nil }
        let stacks = navigator.current.tabs[place.tab].stacks
        return place.depth + 1 < stacks.count
            ? Router(navigator: navigator, id: stacks[place.depth + 1].id) : nil
    }

    /// The topmost layer over this stack: this one if it presents nothing.
    public var topmost: Router<R> { presented?.topmost ?? self }

    /// The dialog shown over this stack, if any: see ``show(_:onOutcome:)``.
    public var dialog: PresentedDialog? { observed(\.dialog)?.dialog }

    /// The layer's sizes; `nil` for the system's and for a base stack.
    public var sizing: SheetSizing? { observed(\.sizing)?.sizing }

    /// The height the layer's sheet rests at, as `presentationDetents(_:selection:)` binds it;
    /// `nil` without sizes. Setting it is ``NavigationCommand/selectDetent(_:)``.
    public var selectedDetent: SheetSizing.Detent? {
        get { sizing?.selected }
        nonmutating set {
            guard let newValue else { return }
            navigator.apply(NavigationCommand.selectDetent(newValue).on(self))
        }
    }

    /// The route the stack's inspector shows; `nil` while it is closed. Setting it is
    /// ``NavigationCommand/inspect(_:)``.
    public var inspector: R? {
        get { observed(\.inspector)?.inspector }
        nonmutating set { navigator.apply(NavigationCommand.inspect(newValue).on(self)) }
    }

    /// Whether the inspector is open, as SwiftUI's `inspector(isPresented:)` binds it: the
    /// user closing it (or swiping its sheet away on a compact screen) closes it; it opens by
    /// ``inspector`` alone, since it needs a route to show.
    public var isInspectorPresented: Bool {
        get { inspector != nil }
        nonmutating set {
            if !newValue { inspector = nil }
        }
    }

    /// Whether the stack is guarded (``guard(with:onDiscard:)``). A view disables interactive
    /// dismissal and hides the back button while it is, and goes back through the router.
    public var isGuarded: Bool {
        navigator.parts.read(\.guarded, of: id)
        return navigator.guards.isGuarded(id)
    }

    /// Observes `part` of this stack, and gives the stack as it is now; `nil` once it has closed.
    private func observed(
        _ part: ReferenceWritableKeyPath<ObservedParts.StackParts, ObservedParts.Part?>
    ) -> Navigation<R>.Stack? {
        navigator.parts.read(part, of: id)
        return navigator.current.stack(id)
    }

    /// The stack's columns in `layout`: what a split view binds.
    public func columns(_ layout: ColumnLayout) -> ColumnRouter<R> {
        ColumnRouter(router: self, layout: layout)
    }

    // MARK: Changing

    /// Applies `commands` to this stack as one change (those naming no stack act on this one),
    /// as ``Navigator/apply(_:then:)`` does.
    public func apply(
        _ commands: [NavigationCommand<R>], then: (@MainActor (Bool) -> Void)? = nil
    ) {
        navigator.apply(commands.map { $0.stack == nil ? $0.on(self) : $0 }, then: then)
    }

    /// Pushes `route`.
    public func push(_ route: R) { navigator.apply(NavigationCommand.push(route).on(self)) }

    /// Pops the top route; refused at the root.
    public func back() { navigator.apply(NavigationCommand<R>.back.on(self)) }

    /// Pops every route above the root.
    public func popToRoot() { navigator.apply(NavigationCommand<R>.popToRoot.on(self)) }

    /// Pops the routes above the topmost `route`; refused when it is absent.
    public func pop(to route: R) { navigator.apply(NavigationCommand.pop(to: route).on(self)) }

    /// Makes the stack `route` alone, closing the layers over it.
    public func replaceRoot(_ route: R) {
        navigator.apply(NavigationCommand.replaceRoot(route).on(self))
    }

    /// Presents `route` in a new layer over this stack's topmost, and returns its router.
    /// - Parameters:
    ///   - route: the layer's root.
    ///   - style: a sheet (the default) or a full-screen cover.
    ///   - sizing: the heights the sheet rests at; the system's when `nil`.
    ///   - onClose: told once, after the change, how the layer closed; `.finished` carries the
    ///     layer's result when it is a `Value`. A layer refused or closed before it showed is
    ///     `.closedByParent`.
    @discardableResult
    public func present<Value: Sendable>(
        _ route: R, style: PresentationStyle = .sheet, sizing: SheetSizing? = nil,
        onClose: @escaping @MainActor (CloseOutcome<Value>) -> Void
    ) -> Router<R> {
        present(route, style: style, sizing: sizing, awaiting: CloseCallback(onClose))
    }

    /// Tells `perform` how this layer closes, replacing what was told before: for a layer a
    /// link or a restore presented, whose presenter could not say it. Nothing for a base stack
    /// or a closed one.
    public func whenClosed<Value: Sendable>(
        perform: @escaping @MainActor (CloseOutcome<Value>) -> Void
    ) {
        guard style != nil else { return }
        navigator.closeCallbacks[id] = CloseCallback(perform)
    }

    /// Presents `route` in a new layer whose closing nobody awaits, and returns its router.
    @discardableResult
    public func present(_ route: R, style: PresentationStyle = .sheet, sizing: SheetSizing? = nil)
        -> Router<R>
    {
        present(route, style: style, sizing: sizing, awaiting: nil)
    }

    private func present(
        _ route: R, style: PresentationStyle, sizing: SheetSizing?, awaiting: CloseCallback?
    ) -> Router<R> {
        let id = navigator.nextID()
        navigator.closeCallbacks[id] = awaiting
        navigator.apply(NavigationCommand(.present(route, style, sizing, id: id), on: self.id))
        return Router(navigator: navigator, id: id)
    }

    /// Closes this layer and those above it: ``CloseOutcome/cancelled``. Refused on a base stack.
    public func dismiss() { navigator.apply(NavigationCommand<R>.dismiss.on(self)) }

    /// Closes this layer as the platform did (a swipe, a window closed):
    /// ``CloseOutcome/dismissedBySystem``. Held like any change while the layer is guarded.
    public func dismissBySystem() { navigator.apply(NavigationCommand<R>.dismissBySystem.on(self)) }

    /// Closes every layer over this stack.
    public func dismissAll() { navigator.apply(NavigationCommand<R>.dismissAll.on(self)) }

    /// Makes `sizing` this layer's sizes.
    public func resize(_ sizing: SheetSizing) {
        navigator.apply(NavigationCommand.resize(sizing).on(self))
    }

    /// Finishes the top route with `result`: it goes to the nearest handler for exactly `T`
    /// (``onResult(_:at:perform:)``) below the top route, this stack's then each one under it;
    /// then the top route is popped or, at a layer's root, the layer closes and its presenter's
    /// `onClose` gets `.finished(result)`. The route closes even when nobody takes the result,
    /// reported as ``RoutingError/Code/undeliveredResult``. Refused at a base stack's root. A
    /// guard holds it as it holds any change that removes its route: the result goes on only
    /// after Discard.
    public func terminate<T: Sendable>(_ result: T) {
        navigator.finish(id, with: result, type: ObjectIdentifier(T.self))
    }

    /// Registers `perform` for results of type `T` finished above the topmost `route` of this
    /// stack, replacing its handler for `T` there. The handler stays while that place of the
    /// navigation holds `route` (a restore bringing it back keeps it) and goes when it leaves.
    public func onResult<T: Sendable>(
        _ type: T.Type, at route: R, perform: @escaping @MainActor (T) -> Void
    ) {
        navigator.registerHandler(
            { value in if let value = value as? T { perform(value) } },
            for: ObjectIdentifier(T.self), at: route, in: id)
    }

    /// Shows `dialog` over this stack's tab's topmost stack, replacing the dialog there (which
    /// closes ``DialogOutcome/closedByRouter``). It stays until answered (``choose(_:)``,
    /// ``dismissDialogBySystem(_:)``) or until its stack loses a route or closes.
    /// - Parameters:
    ///   - dialog: what to show.
    ///   - onOutcome: told once, after the change, how the dialog closed.
    public func show<Action: Sendable>(
        _ dialog: DialogState<Action>,
        onOutcome: @escaping @MainActor (DialogOutcome<Action>) -> Void = { _ in }
    ) {
        let shown = PresentedDialog(dialog, id: navigator.nextID())
        let buttons = dialog.buttons
        navigator.responders[shown.id] = { outcome in
            switch outcome {
            case .action(let index):
                onOutcome(buttons[index].action.map { .action($0) } ?? .cancelled)
            case .cancelled: onOutcome(.cancelled)
            case .dismissedBySystem: onOutcome(.dismissedBySystem)
            case .closedByRouter: onOutcome(.closedByRouter)
            }
        }
        navigator.apply(NavigationCommand(.showDialog(shown), on: topmost.id))
    }

    /// Chooses `button` of a dialog shown over this stack or a layer above it: the dialog
    /// closes with the button's action. A button of a dialog no longer shown does nothing.
    public func choose(_ button: PresentedDialog.Button) {
        navigator.apply(
            NavigationCommand(.answer(dialog: button.dialogID, .action(button.id)), on: id))
    }

    /// Closes `dialog` as the platform did (SwiftUI setting `isPresented` to false):
    /// ``DialogOutcome/dismissedBySystem``. Nothing if it is no longer shown.
    public func dismissDialogBySystem(_ dialog: PresentedDialog) {
        navigator.apply(NavigationCommand(.answer(dialog: dialog.id, .dismissedBySystem), on: id))
    }

    /// Guards this stack while its screen holds unsaved input: a change that would remove one
    /// of its routes or close it (a back, a link, a tab tapped again, a restore, a swipe, a
    /// batch) is held while `dialog` asks. Its ``GuardAction/discard`` button lifts the guard,
    /// calls `onDiscard`, then applies the whole change; anything else changes nothing. Pushing
    /// and presenting are never held. Replaces this stack's guard; it goes when the stack closes.
    ///
    /// ```swift
    /// router.guard(with: .discardDraft) { draft = "" }
    /// router.back()  // held: the dialog asks
    /// ```
    public func `guard`(
        with dialog: DialogState<GuardAction>, onDiscard: @escaping @MainActor () -> Void = {}
    ) {
        navigator.keep(Guards.Guard(dialog: dialog, onDiscard: onDiscard), for: id)
    }

    /// Lifts this stack's guard: its input was saved or emptied.
    public func unguard() { navigator.lift(id) }
}
