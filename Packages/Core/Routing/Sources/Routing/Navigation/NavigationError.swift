/// Why a navigation command was refused or only partly applied.
///
/// Router commands are queued, so they report problems to the `onIssue` handler given to
/// ``Router/init(root:onIssue:)`` or ``TabRouter/init(tabs:selected:onIssue:root:)``
/// instead of returning or throwing them.
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem; extensible, compare with the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable name for logs.
        public let rawValue: String

        /// Creates a code.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// `back()` on a stack that holds only its root.
        public static let atRoot = Code("atRoot")
        /// The route named by `pop(to:)` or `onResult(_:at:perform:)` is not in the stack.
        public static let routeNotInStack = Code("routeNotInStack")
        /// A push into a sheet presented without its own stack.
        public static let sheetWithoutStack = Code("sheetWithoutStack")
        /// `dismiss()` or `dismissBySystem()` on a router that is not presented.
        public static let notPresented = Code("notPresented")
        /// A command reached a router whose layer has already closed.
        public static let routerClosed = Code("routerClosed")
        /// `terminate(_:)` on the root of a base stack, which nothing can close.
        public static let cannotTerminateRoot = Code("cannotTerminateRoot")
        /// A result reached neither a handler nor the presenter's `onClose`.
        public static let undeliveredResult = Code("undeliveredResult")
        /// A layer finished with a result of another type than its presenter expects.
        public static let resultTypeMismatch = Code("resultTypeMismatch")
        /// A state to restore has an empty stack or a sheet without its own stack holding
        /// several routes.
        public static let invalidState = Code("invalidState")
        /// A tab that the tab router does not have.
        public static let unknownTab = Code("unknownTab")
        /// A tab list that is empty, repeats a tab, or lacks the selected tab.
        public static let invalidTabs = Code("invalidTabs")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// The kind of problem.
    public let code: Code
    /// What happened, for a person reading the log.
    public let reason: String

    /// Creates an error.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `code: reason`.
    public var description: String { "\(code): \(reason)" }
}
