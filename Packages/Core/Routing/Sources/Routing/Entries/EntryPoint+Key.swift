extension EntryPoint {
    /// A menu item's keyboard shortcut: a lowercase letter or a digit with Command, and Shift
    /// when ``shift`` says so (SwiftUI's `keyboardShortcut(_:modifiers:)`).
    ///
    /// ```swift
    /// let key = EntryPoint.Key("1")  // key.description == "⌘1"
    /// ```
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        /// The key pressed with Command: a lowercase ASCII letter or a digit.
        public let character: Character
        /// Whether Shift is held too.
        public let shift: Bool

        /// Creates a shortcut.
        /// - Parameters:
        ///   - character: a lowercase ASCII letter or a digit; registering an entry point
        ///     refuses any other.
        ///   - shift: whether Shift is held too.
        public init(_ character: Character, shift: Bool = false) {
            (self.character, self.shift) = (character, shift)
        }

        /// The shortcut as a menu shows it: `⌘1`, `⇧⌘W`.
        public var description: String {
            (shift ? "⇧⌘" : "⌘") + character.uppercased()
        }

        /// Close Window's, which closes the window it names: Shift-Command-W, as Safari's
        /// Close Window beside its Close Tab.
        public static let closeWindow = Key("w", shift: true)

        /// What the platform's own menus and the App's Close Window answer on the Mac and the
        /// iPad, which a menu item's shortcut would shadow: Quit, Close, New Window, Hide,
        /// Minimize, Undo and Redo, Cut, Copy, Paste, Select All, and ``closeWindow``.
        static let reserved: Set<Key> = Set("qwnhmzxcva".map { Key($0) }).union([
            Key("z", shift: true), closeWindow,
        ])

        /// Whether the character is one a shortcut may have.
        var isValid: Bool {
            character.isASCII && (character.isLowercase || character.isNumber)
        }
    }
}
