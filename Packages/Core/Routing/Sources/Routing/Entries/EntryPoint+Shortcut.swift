extension EntryPoint {
    /// An App Shortcut: the phrases that run an intent without setup, and how the Shortcuts app
    /// shows it.
    public struct Shortcut: Hashable, Sendable {
        /// What the user says, each naming the app exactly once, as `{app}`: `Search {app}`.
        public let phrases: [String]
        /// Its title in the Shortcuts app and Spotlight.
        public let shortTitle: String
        /// An SF Symbol's name.
        public let systemImage: String

        /// The text that stands for the app's name in a phrase.
        public static let appName = "{app}"

        /// Creates a shortcut.
        /// - Parameters:
        ///   - phrases: what the user says, each with ``appName`` in it once.
        ///   - shortTitle: its title in the Shortcuts app.
        ///   - systemImage: an SF Symbol's name.
        public init(phrases: [String], shortTitle: String, systemImage: String) {
            (self.phrases, self.shortTitle, self.systemImage) = (phrases, shortTitle, systemImage)
        }
    }
}
