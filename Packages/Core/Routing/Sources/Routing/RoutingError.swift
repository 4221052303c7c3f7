public import CodedErrors

/// Why a routing operation failed: a refused navigation command, a deep link that cannot be
/// resolved, saved state that cannot be restored, a refused scene request, a screen action
/// that did not complete, or a transition table that cannot be built.
///
/// The ``code`` is stable and safe to log and report (analytics gets the code, never a URL or
/// a user identifier); the ``reason`` is for people reading logs. Every code is declared in this
/// file, by area.
///
/// ```swift
/// do {
///     _ = try table.resolve("ftp://items/1")
/// } catch {
///     print(error.code)  // unsupported_scheme
/// }
/// ```
public struct RoutingError: CodedError {
    /// A stable, machine-readable error kind. Extensible: a feature may declare its own
    /// codes with ``init(rawValue:)``, for example for values its route closure refuses.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in logs and analytics (`snake_case`).
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's raw value.
        public var description: String { rawValue }
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for a person. Never holds a user identifier or a secret argument.
    public let reason: String
    /// The error this one was made from, if any (the decoder's, for a file that did not
    /// read; a feature's own, for a screen action that failed). Not part of equality or
    /// hashing, since an arbitrary error cannot be compared.
    public let underlying: (any Error)?

    /// Creates an error of a stable kind, explained for a person, made from `underlying`.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        (self.code, self.reason, self.underlying) = (code, reason, underlying)
    }
}

/// Every code of the Routing package, by area: the one table. The DocC page of
/// ``RoutingError/Code`` lists the same codes under the same areas (each `MARK`'s name, before
/// its colon), and `RoutingErrorCodePageTests` fails when the two differ.
extension RoutingError.Code {
    // MARK: The state machine: a transition table that cannot be built

    /// The same (state, intent) pair leads to two different kinds.
    public static let nondeterministic = Self(rawValue: "nondeterministic")
    /// The same transition is declared twice.
    public static let duplicate = Self(rawValue: "duplicate")

    // MARK: Navigation: a refused command (told to `onIssue`, never thrown)

    /// `back()` on a stack that holds only its root.
    public static let atRoot = Self(rawValue: "at_root")
    /// The route named by `pop(to:)` or `onResult(_:at:perform:)` is not in the stack.
    public static let routeNotInStack = Self(rawValue: "route_not_in_stack")
    /// `dismiss()` or `dismissBySystem()` on a router that is not presented.
    public static let notPresented = Self(rawValue: "not_presented")
    /// A command reached a router whose layer has already closed.
    public static let routerClosed = Self(rawValue: "router_closed")
    /// `terminate(_:)` on the root of a base stack, which nothing can close.
    public static let cannotTerminateRoot = Self(rawValue: "cannot_terminate_root")
    /// A result reached neither a handler nor the presenter's `onClose`.
    public static let undeliveredResult = Self(rawValue: "undelivered_result")
    /// A layer finished with a result of another type than its presenter expects.
    public static let resultTypeMismatch = Self(rawValue: "result_type_mismatch")
    /// A navigation to restore that no navigator could hold: an empty stack, a base stack
    /// with a presentation style, or a layer without one.
    public static let invalidState = Self(rawValue: "invalid_state")
    /// A tab the navigation does not have: selected, tapped or restored by a root no tab has.
    public static let unknownTab = Self(rawValue: "unknown_tab")
    /// A tab list that is empty, repeats a tab, or lacks the selected tab.
    public static let invalidTabs = Self(rawValue: "invalid_tabs")
    /// A column router's command names a column its layout lacks, or one after a column
    /// that shows nothing.
    public static let columnUnavailable = Self(rawValue: "column_unavailable")
    /// A layer's ``SheetSizing`` without detents, with an invalid or repeated detent, a
    /// selection it lacks or a window without a positive size; or a detent selected on a
    /// layer presented without sizes.
    public static let invalidSizing = Self(rawValue: "invalid_sizing")
    /// A push a feature refuses because the tab and its layers hold
    /// ``Navigation/maximumRoutes`` routes already, as many as restoration brings back. (A
    /// navigator itself refuses no push.)
    public static let stackTooDeep = Self(rawValue: "stack_too_deep")

    // MARK: Deep links: a link that cannot be resolved, written or registered (analytics gets the code, never the URL)

    /// The text is not a URL (no `scheme://`, a space or control character, userinfo, a bad port).
    public static let malformedURL = Self(rawValue: "malformed_url")
    /// The scheme is neither a declared custom scheme nor `https`.
    public static let unsupportedScheme = Self(rawValue: "unsupported_scheme")
    /// An `https` link whose host is not a declared universal-link host.
    public static let unknownHost = Self(rawValue: "unknown_host")
    /// The encoded path is longer than 2,048 bytes (percent-encoded, as received).
    public static let pathTooLong = Self(rawValue: "path_too_long")
    /// The query is longer than 2,048 bytes once percent-encoded as a canonical link writes
    /// it (each byte other than letters, digits, `-._~`, `&`, `=` and escapes counting three).
    public static let queryTooLong = Self(rawValue: "query_too_long")
    /// The path has more than 32 segments.
    public static let tooManySegments = Self(rawValue: "too_many_segments")
    /// A `%` not followed by two hex digits, or bytes that are not UTF-8 once decoded.
    public static let badPercentEncoding = Self(rawValue: "bad_percent_encoding")
    /// No registered pattern has the link's shape.
    public static let noMatch = Self(rawValue: "no_match")
    /// A pattern has the link's shape but a value does not convert to its placeholder's type.
    public static let unconvertibleValue = Self(rawValue: "unconvertible_value")
    /// A pattern has the link's shape but a required query item is absent.
    public static let missingQueryItem = Self(rawValue: "missing_query_item")
    /// A parameter is absent or of the wrong type, or cannot be written into a URL.
    public static let invalidParameter = Self(rawValue: "invalid_parameter")
    /// No registered pattern turns this route into a URL that resolves back to it.
    public static let unroutable = Self(rawValue: "unroutable")
    /// A template breaks the template syntax.
    public static let invalidTemplate = Self(rawValue: "invalid_template")
    /// A template names a converter the table does not know.
    public static let unknownConverter = Self(rawValue: "unknown_converter")
    /// A converter's name is malformed, built in, or already registered.
    public static let invalidConverter = Self(rawValue: "invalid_converter")
    /// A pattern has the same shape as one already registered.
    public static let ambiguousPattern = Self(rawValue: "ambiguous_pattern")
    /// An apple-app-site-association file was asked for without an app ID, or for one that is
    /// not `TEAMID.bundle.identifier` (a team ID of ten letters and digits: not a placeholder).
    public static let invalidAppID = Self(rawValue: "invalid_app_id")

    // MARK: Ways into the app: an entry that cannot become a link, or an entry point that cannot be declared

    /// An entry no entry point declares: a notification category, quick action type, intent,
    /// menu item or user activity type the app does not know.
    public static let unknownEntry = Self(rawValue: "unknown_entry")
    /// An entry that lacks what its link is made of: a value its pattern needs, or the link a
    /// payload, a user activity or a Spotlight item should carry.
    public static let incompleteEntry = Self(rawValue: "incomplete_entry")
    /// An entry point that cannot be declared: its pattern is restoration-only or not in the
    /// table, its fields name no placeholder, another entry point has its name, or a menu
    /// item's title or shortcut cannot be shown.
    public static let invalidEntryPoint = Self(rawValue: "invalid_entry_point")
    /// An App Shortcut phrase that does not name the app exactly once (`{app}`, written as
    /// `\(.applicationName)`), or a shortcut without a phrase: App Intents refuses it when the
    /// app is built.
    public static let shortcutPhrase = Self(rawValue: "shortcut_phrase")
    /// More App Shortcuts than the 10 an app may have.
    public static let tooManyShortcuts = Self(rawValue: "too_many_shortcuts")
    /// An App Shortcut on an intent whose entity nobody can complete: Siri and Shortcuts would
    /// ask for it and offer nothing (no suggested entities, no search).
    public static let uncompletableShortcut = Self(rawValue: "uncompletable_shortcut")
    /// An intent, entity or provider whose App Intents type would have the name of a framework
    /// type (`OpenIntent`, `AppEntity`) or of another generated one.
    public static let clashingName = Self(rawValue: "clashing_name")
    /// A name the App Intents source would write bare that Swift reserves (`in`, `default`)
    /// or that the generated type uses itself (`entries`).
    public static let reservedWord = Self(rawValue: "reserved_word")

    // MARK: Restoration: saved navigation that was not restored or could not be saved (never holding a user identifier)

    /// Corrupt: not JSON, or cut short.
    public static let unreadable = Self(rawValue: "unreadable")
    /// Corrupt: JSON, but not the shape of a saved navigation state.
    public static let wrongShape = Self(rawValue: "wrong_shape")
    /// Corrupt: saved with a schema version this build does not read.
    public static let unsupportedVersion = Self(rawValue: "unsupported_version")
    /// Saved for a different user than the one restoring.
    public static let otherUser = Self(rawValue: "other_user")
    /// The state could not be encoded.
    public static let unencodable = Self(rawValue: "unencodable")
    /// Corrupt: the file is a symbolic link, not a regular file, unreadable or over its size
    /// limit, so it was not read at all.
    public static let unusableFile = Self(rawValue: "unusable_file")
    /// The storage could not read, write or move the data.
    public static let storageFailed = Self(rawValue: "storage_failed")

    // MARK: Scenes: a request `SceneLifecycle` refused

    /// The scene is not connected.
    public static let unknownScene = Self(rawValue: "unknown_scene")
    /// A scene with this identifier is already connected.
    public static let alreadyConnected = Self(rawValue: "already_connected")

    // MARK: Background work

    /// New work refused because WorkTracking's `BackgroundWork` runs as much as its limit
    /// allows.
    public static let tooMuchWork = Self(rawValue: "too_much_work")

    // MARK: Features

    /// A tab was asked of a feature that has no tabs.
    public static let noTabs = Self(rawValue: "no_tabs")

    // MARK: Screens: why a headless screen action did not complete (a sentence for the user, never an argument's value)

    /// The screen has no action with that name.
    public static let unknownAction = Self(rawValue: "unknown_action")
    /// An argument the action does not declare was given.
    public static let unknownArgument = Self(rawValue: "unknown_argument")
    /// A required argument was left out or empty.
    public static let missingArgument = Self(rawValue: "missing_argument")
    /// An argument does not have its declared kind (an integer that does not parse).
    public static let invalidArgument = Self(rawValue: "invalid_argument")
    /// The action ran and its feature reported an error; see ``RoutingError/underlying``.
    public static let actionFailed = Self(rawValue: "action_failed")
}
