import Foundation

/// A saved value that may no longer be read: a route whose link no longer resolves, a route
/// case removed from the app (in a legacy file), a tab that no longer exists.
///
/// Decoding `TabsState<LenientEntry<Tab>, LenientEntry<R>>` reads the very format written
/// for `TabsState<Tab, R>`, keeping its shape strict while letting each entry fail alone.
struct LenientEntry<Wrapped: Hashable & Sendable & Codable>: Route {
    /// The value, or `nil` when it could not be read.
    let value: Wrapped?
    /// The text saved for it, when that was text: its link, or an unreadable string.
    private let text: String?

    /// Wraps a value read or resolved, or `nil` for one that could not be.
    /// - Parameters:
    ///   - value: the value.
    ///   - link: the link it was saved as, if it was.
    init(value: Wrapped?, link: String? = nil) {
        self.value = value
        self.text = link
    }

    /// What was saved, in words a message can quote: the link or text saved, else the
    /// value's description; `nil` when nothing readable was saved. Made only when asked
    /// (for an entry left out).
    var saved: String? {
        text ?? value.map { "\($0)" }
    }

    /// Reads the value with the ``LegacyRoutes`` the decoder's `userInfo` holds for this
    /// type, if any (a legacy file's routes), or with its own `Codable` conformance.
    init(from decoder: any Decoder) throws {
        if let legacy = decoder.userInfo[LegacyRoutes<Wrapped>.key] as? LegacyRoutes<Wrapped> {
            value = try? legacy.read(decoder)
        } else {
            value = try? Wrapped(from: decoder)
        }
        text = value == nil ? try? decoder.singleValueContainer().decode(String.self) : nil
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
            selected: LenientEntry(value: selected),
            tabs: tabs.map { entry in
                TabEntry(tab: LenientEntry(value: entry.tab), state: entry.state.lenient)
            },
            customization: customization.map { customization in
                TabCustomization(
                    order: customization.order.map { LenientEntry(value: $0) },
                    hidden: Set(customization.hidden.map { LenientEntry(value: $0) }))
            })
    }
}

extension RouterState {
    /// The same state with every route wrapped.
    var lenient: RouterState<LenientEntry<R>> {
        RouterState<LenientEntry<R>>(
            stack: stack.map { LenientEntry(value: $0) },
            presented: presented.map { layer in
                PresentedLayer(
                    style: layer.style, stack: layer.stack.map { LenientEntry(value: $0) },
                    sizing: layer.sizing)
            })
    }
}

/// How the routes of a legacy file (schema 1, each route in a `Codable` form) are read: by
/// default the route type's own conformance; an app whose saved route type changed since
/// reads the old type and converts it (see
/// ``NavigationRestoration/init(storage:links:analytics:now:legacyRoute:validator:)``).
struct LegacyRoutes<R: Hashable & Sendable & Codable>: Sendable {
    static var key: CodingUserInfoKey { CodingUserInfoKey(rawValue: "rootswitch.legacy.routes")! }

    let read: @Sendable (any Decoder) throws -> R?
}
