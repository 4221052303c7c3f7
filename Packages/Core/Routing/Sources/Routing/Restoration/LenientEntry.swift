/// A saved value that may no longer decode: a route case removed from the app, a tab that
/// no longer exists.
///
/// Decoding `TabsState<LenientEntry<Tab>, LenientEntry<R>>` reads the very format written
/// for `TabsState<Tab, R>`, keeping its shape strict while letting each entry fail alone.
struct LenientEntry<Wrapped: Hashable & Sendable & Codable>: Route {
    /// The value, or `nil` when it did not decode.
    let value: Wrapped?

    /// Wraps a value known to decode (a state restored already, to validate again).
    init(_ value: Wrapped) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension TabsState {
    /// The same state with every entry wrapped, as if read back leniently: a restored state
    /// that is pruned again once the validator has answered.
    var lenient: TabsState<LenientEntry<Tab>, LenientEntry<R>> {
        TabsState<LenientEntry<Tab>, LenientEntry<R>>(
            selected: LenientEntry(selected),
            tabs: tabs.map { entry in
                TabEntry(tab: LenientEntry(entry.tab), state: entry.state.lenient)
            })
    }
}

extension RouterState {
    /// The same state with every route wrapped.
    var lenient: RouterState<LenientEntry<R>> {
        RouterState<LenientEntry<R>>(
            stack: stack.map(LenientEntry.init),
            presented: presented.map { layer in
                PresentedLayer(style: layer.style, stack: layer.stack.map(LenientEntry.init))
            })
    }
}
