/// The navigation state of one ``Router``: its stack and the layers presented above it.
///
/// Holds routes only (identifiers), so it can be encoded for restoration and compared in
/// tests. `stack` is never empty in a state produced by a router: its first element is the
/// root.
public struct RouterState<R: Route>: Hashable, Sendable, Codable {
    /// The base stack, root first.
    public var stack: [R]
    /// The presented layers, outermost first; each is presented by the one before it
    /// (the first by the base stack).
    public var presented: [PresentedLayer<R>]

    /// Creates a state.
    public init(stack: [R], presented: [PresentedLayer<R>] = []) {
        self.stack = stack
        self.presented = presented
    }
}

/// One presented layer: how it is presented, its own stack, root first, and its sizes.
public struct PresentedLayer<R: Route>: Hashable, Sendable, Codable {
    /// Sheet or full-screen cover.
    public var style: PresentationStyle
    /// The layer's routes, root first. A layer without its own stack holds one route.
    public var stack: [R]
    /// The heights its sheet can rest at and the one it rests at; `nil` for the system's
    /// (and in files saved before sizes were saved).
    public var sizing: SheetSizing?

    /// Creates a layer.
    public init(style: PresentationStyle, stack: [R]) {
        self.init(style: style, stack: stack, sizing: nil)
    }

    /// Creates a layer with its sizes.
    public init(style: PresentationStyle, stack: [R], sizing: SheetSizing?) {
        self.style = style
        self.stack = stack
        self.sizing = sizing
    }
}

/// How a layer is presented.
public enum PresentationStyle: Hashable, Sendable, Codable {
    /// A sheet; `ownStack` says whether routes can be pushed inside it.
    case sheet(ownStack: Bool)
    /// A full-screen cover with its own stack.
    case cover
}

/// The navigation state of a ``TabRouter``: the selected tab, each tab's router state, and
/// how the user arranged the tabs.
public struct TabsState<Tab: Hashable & Sendable & Codable, R: Route>: Hashable, Sendable, Codable {
    /// The selected tab.
    public var selected: Tab
    /// Each tab's state, in tab order.
    public var tabs: [TabEntry<Tab, R>]
    /// The user's order of the tabs and the hidden ones; `nil` for the declared order with
    /// every tab shown. Saved with the navigation, so restored only for the same user; a
    /// file saved before tabs could be arranged has none.
    public var customization: TabCustomization<Tab>?

    /// Creates a state.
    public init(selected: Tab, tabs: [TabEntry<Tab, R>]) {
        self.init(selected: selected, tabs: tabs, customization: nil)
    }

    /// Creates a state with the user's arrangement of the tabs.
    public init(
        selected: Tab, tabs: [TabEntry<Tab, R>], customization: TabCustomization<Tab>?
    ) {
        self.selected = selected
        self.tabs = tabs
        self.customization = customization
    }
}

/// One tab's router state.
public struct TabEntry<Tab: Hashable & Sendable & Codable, R: Route>: Hashable, Sendable, Codable {
    /// The tab.
    public var tab: Tab
    /// Its router's state.
    public var state: RouterState<R>

    /// Creates an entry.
    public init(tab: Tab, state: RouterState<R>) {
        self.tab = tab
        self.state = state
    }
}
