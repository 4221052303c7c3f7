extension EntryPoint {
    /// An App Intent that opens a pattern, as an ``EntryPoint`` declares it: everything its
    /// App Intents types say, from which RoutingTools' `AppIntentsSource` writes them. Its
    /// parameters are the pattern's placeholders.
    ///
    /// With an `entity`, the pattern's one placeholder is an App Intents entity's identifier and
    /// the intent is an `OpenIntent` on it, without an App Shortcut (nothing lists or searches the
    /// entity for Siri to offer); the entity has a URL representation when the app serves its
    /// universal links. Without one, each placeholder is a parameter.
    ///
    /// ```swift
    /// let search = EntryPoint.Intent(
    ///     "SearchShop", title: "Search the Shop", parameters: ["q": "Search for"],
    ///     shortcut: EntryPoint.Shortcut(
    ///         phrases: ["Search {app}"], shortTitle: "Search", systemImage: "magnifyingglass"))
    /// ```
    public struct Intent: Hashable, Sendable {
        /// Its name, a Swift identifier: the intent type is `NAMEIntent`, and an
        /// ``IncomingEntry/intent(name:values:)`` names it.
        public let name: String
        /// What Shortcuts and Siri call it.
        public let title: String
        /// The name of the entity its one placeholder identifies (`Item`), or `nil` for plain
        /// parameters.
        public let entity: String?
        /// The title of each parameter, by placeholder name; the name itself for one left out.
        public let parameters: [String: String]
        /// Its App Shortcut, if it has one: never on an intent with an entity.
        public let shortcut: EntryPoint.Shortcut?

        /// Creates an intent's declaration.
        /// - Parameters:
        ///   - name: a Swift identifier, such as `OpenItem`.
        ///   - title: what Shortcuts and Siri call it.
        ///   - entity: the entity its one placeholder identifies, or `nil`.
        ///   - parameters: the title of each parameter, by placeholder name.
        ///   - shortcut: its App Shortcut, if any.
        public init(
            _ name: String, title: String, entity: String? = nil,
            parameters: [String: String] = [:],
            shortcut: EntryPoint.Shortcut? = nil
        ) {
            (self.name, self.title, self.entity) = (name, title, entity)
            (self.parameters, self.shortcut) = (parameters, shortcut)
        }
    }
}
