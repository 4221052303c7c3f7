/// A saved value that may no longer decode: a route case removed from the app, a tab that
/// no longer exists.
///
/// Decoding `TabsState<LenientEntry<Tab>, LenientEntry<R>>` reads the very format written
/// for `TabsState<Tab, R>`, keeping its shape strict while letting each entry fail alone.
struct LenientEntry<Wrapped: Hashable & Sendable & Codable>: Route {
    /// The value, or `nil` when it did not decode.
    let value: Wrapped?

    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
