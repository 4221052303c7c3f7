package import Routing

extension DeepLinkTable {
    /// What `point`'s link leads to with an example value for each placeholder (`1` for an
    /// `int` or a `float`, the nil UUID, `a` for a string or a path): for what its pattern alone
    /// decides, such as the part of a window it shows in or the state it needs, which
    /// RoutingTools writes into an App Intent. `nil` for an entry point the table does not
    /// declare, or whose pattern has a custom placeholder (only the app knows its values).
    package func example(of point: EntryPoint) -> DeepLinkMatch<R>? {
        guard let pattern = pattern(of: point) else { return nil }
        var texts: [String: String] = [:]
        for placeholder in pattern.placeholders {
            guard let text = Self.exampleTexts[placeholder.converter.rank] else { return nil }
            texts[placeholder.name] = text
        }
        return try? resolve(url(of: pattern.path(reading: texts)))
    }

    /// An example value of each built-in placeholder type, as a link writes it.
    private static var exampleTexts: [ValueConverter.Rank: String] {
        [
            .int: "1", .float: "1", .uuid: "00000000-0000-0000-0000-000000000000", .string: "a",
            .path: "a",
        ]
    }
}
