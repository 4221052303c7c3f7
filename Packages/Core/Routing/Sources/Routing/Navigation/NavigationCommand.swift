/// One change to a ``Navigation``, as data: applied to the value as a pure step
/// (``Navigation/applying(_:)``), or through a ``Navigator`` that publishes it.
///
/// A command acts on the stack on screen (the selected tab's topmost) unless it names one
/// with ``on(_:)``; a ``Router``'s methods make commands on its own stack. Several commands
/// are one change when applied together: all or nothing, observers told once. Refusals are
/// ``RoutingError``s whose codes say why (``RoutingError/Code/atRoot`` for `back` at the root,
/// ``RoutingError/Code/routerClosed`` for a stack that has closed, ...).
///
/// ```swift
/// navigator.apply([.dismissAll, .select(.home), .setPath([.item(42)])])
/// ```
public struct NavigationCommand<R: Route>: Hashable, Sendable {
    enum Action: Hashable, Sendable {
        case push([R])
        case back
        case popToRoot
        case pop(to: R)
        case replaceRoot(R)
        case setPath([R])
        case present(R, PresentationStyle, SheetSizing?, id: Int?)
        case dismiss(bySystem: Bool)
        case dismissAll
        case resize(SheetSizing)
        case selectDetent(SheetSizing.Detent)
        case select(R)
        case tap(R)
        case arrange(Navigation<R>.Arrangement)
        case endSearch
        case inspect(R?)
        case restore(Navigation<R>)
        case showDialog(PresentedDialog)
        case answer(dialog: Int, DialogOutcome<Int>)
        case showInColumn(R, NavigationColumn, ColumnLayout)
        case popToColumn(NavigationColumn, ColumnLayout)
        case setDetailPath([R], ColumnLayout)
    }

    let action: Action
    /// The stack the command acts on; `nil` for the stack on screen when it applies.
    let stack: Int?

    @inline(__always)
    init(_ action: Action, on stack: Int? = nil) {
        (self.action, self.stack) = (action, stack)
    }

    /// The same command, acting on `router`'s stack instead of the stack on screen.
    @inline(__always)
    public func on(_ router: Router<R>) -> Self {
        Self(action, on: router.id)
    }

    /// Pushes `route`.
    @inline(__always)
    public static func push(_ route: R) -> Self { Self(.push([route])) }

    /// Pops the top route; refused at the root (``RoutingError/Code/atRoot``).
    public static var back: Self { Self(.back) }

    /// Pops every route above the root.
    public static var popToRoot: Self { Self(.popToRoot) }

    /// Pops the routes above the topmost `route`; refused when it is not in the stack.
    public static func pop(to route: R) -> Self { Self(.pop(to: route)) }

    /// Makes the stack `route` alone. Refused on a tab's base stack while there are several
    /// tabs, since a tab is known by its root (``RoutingError/Code/invalidTabs``).
    public static func replaceRoot(_ route: R) -> Self { Self(.replaceRoot(route)) }

    /// Makes the routes above the root `path`, keeping what it shares with the stack.
    public static func setPath(_ path: [R]) -> Self { Self(.setPath(path)) }

    /// Presents `route` in a new layer over the tab's topmost stack.
    /// - Parameters:
    ///   - route: the layer's root.
    ///   - style: a sheet (the default) or a full-screen cover.
    ///   - sizing: the heights the sheet rests at; the system's when `nil`.
    public static func present(
        _ route: R, style: PresentationStyle = .sheet, sizing: SheetSizing? = nil
    ) -> Self {
        Self(.present(route, style, sizing, id: nil))
    }

    /// Closes the layer and the layers above it: the user or the app closed it
    /// (``CloseOutcome/cancelled``). Refused on a base stack (``RoutingError/Code/notPresented``).
    public static var dismiss: Self { Self(.dismiss(bySystem: false)) }

    /// Closes the layer as the platform did (a swipe down, a window closed):
    /// ``CloseOutcome/dismissedBySystem``.
    public static var dismissBySystem: Self { Self(.dismiss(bySystem: true)) }

    /// Closes every layer over the stack; on the stack on screen, every layer of every tab.
    public static var dismissAll: Self { Self(.dismissAll) }

    /// Makes `sizing` the layer's sizes; refused on a base stack or for sizes that cannot be.
    public static func resize(_ sizing: SheetSizing) -> Self { Self(.resize(sizing)) }

    /// Makes the layer's sheet rest at `detent`, one of its sizing's.
    public static func selectDetent(_ detent: SheetSizing.Detent) -> Self {
        Self(.selectDetent(detent))
    }

    /// Selects the tab whose root is `tab`, as a link does: selecting the selected tab changes
    /// nothing. Refused for an unknown tab (``RoutingError/Code/unknownTab``).
    public static func select(_ tab: R) -> Self { Self(.select(tab)) }

    /// The user tapped the tab whose root is `tab`: selects it, or, when it is selected already,
    /// closes its layers and pops it to its root.
    public static func tap(_ tab: R) -> Self { Self(.tap(tab)) }

    /// Ends the search tab's search, as the user does by cancelling it: the tab selected when
    /// it began is selected again (``Navigation/Search``). Nothing while no search is active.
    public static var endSearch: Self { Self(.endSearch) }

    /// Shows `route` in the stack's inspector: a column beside the detail in a split view
    /// (``ColumnRouter/inspector``), a sheet where the view is compact. `nil` closes it.
    /// Which width shows it does not change it: it stays until closed.
    public static func inspect(_ route: R?) -> Self { Self(.inspect(route)) }

    /// Arranges the tabs as the user did; hiding every tab is refused
    /// (``RoutingError/Code/invalidTabs``). A hidden tab keeps its stack and can be selected.
    public static func arrange(_ arrangement: Navigation<R>.Arrangement) -> Self {
        Self(.arrange(arrangement))
    }

    /// Replaces the navigation with `navigation`, tab by tab (known by their roots): the layers
    /// shown now close, a tab `navigation` lacks keeps its state, and one this navigation lacks
    /// is left out and reported. Refused for a value no navigator could hold.
    public static func restore(_ navigation: Navigation<R>) -> Self { Self(.restore(navigation)) }

    /// Shows `route` first in `column` of `layout` (``ColumnLayout``): the columns before it
    /// keep what they show, `column` shows `route` alone, the columns after it show nothing.
    /// Refused when the layout has no such column or a column before it shows nothing
    /// (``RoutingError/Code/columnUnavailable``).
    public static func show(_ route: R, in column: NavigationColumn, of layout: ColumnLayout)
        -> Self
    {
        Self(.showInColumn(route, column, layout))
    }

    /// Keeps what `column` of `layout` and the columns before it show, and clears the others.
    public static func pop(to column: NavigationColumn, of layout: ColumnLayout) -> Self {
        Self(.popToColumn(column, layout))
    }
}
