/// The names ``AppIntentsSource`` must not write (``IntentCheck``): what App Intents and Swift
/// already declare, so that a declared intent never becomes a file that does not compile, or one
/// whose type hides a framework protocol for the rest of the app.
enum AppIntentsNames {
    /// App Intents' top-level types named like a generated one (`NAMEIntent`, `NAMEEntity`,
    /// `NAMEEntityQuery`), as the App Intents interfaces of the iOS 18.6, iOS 26.2 and macOS
    /// 15.5 SDKs declare them, and the types a generated file names. An intent named `Open`
    /// would write `struct OpenIntent`, and every `OpenIntent` of the file would then be it.
    static let framework: Set<String> = [
        "AppEntity", "AppIntent", "AppShortcut", "AppShortcutsProvider", "AssistantEntity",
        "AssistantIntent", "AssistantSchemaEntity", "AssistantSchemaIntent",
        "AudioPlaybackIntent", "AudioRecordingIntent", "AudioStartingIntent",
        "CameraCaptureIntent", "ControlConfigurationIntent", "CustomIntentMigratedAppIntent",
        "DeleteIntent", "DeprecatedAppIntent", "DisplayRepresentation", "EmptySnippetIntent",
        "EntityPropertyQuery", "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery",
        "FileEntity", "ForegroundContinuableIntent", "IndexedEntity", "IntentResult",
        "LiveActivityIntent", "LiveActivityStartingIntent", "OpenIntent", "OpenURLIntent",
        "OpensIntent", "PauseWorkoutIntent", "PlayVideoIntent", "PredictableIntent",
        "ProgressReportingIntent", "PushToTalkTransmissionIntent", "RelevantIntent",
        "ResumeWorkoutIntent", "SetFocusFilterIntent", "SetValueIntent",
        "ShowInAppSearchResultsIntent", "ShowsSnippetIntent", "SnippetIntent", "StartDiveIntent",
        "StartWorkoutIntent", "SystemIntent", "TargetContentProvidingIntent",
        "TransientAppEntity", "TypeDisplayRepresentation", "URLRepresentableEntity",
        "URLRepresentableIntent", "UndoableIntent", "UniqueAppEntity", "UniqueAppEntityQuery",
        "WidgetConfigurationIntent",
    ]

    /// Swift's keywords, which a generated property or type cannot be named without
    /// backticks.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "await", "break", "case",
        "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]

    /// The members a generated intent declares itself or reads, which a parameter cannot be
    /// named.
    static let members: Set<String> = [
        "entries", "entry", "values", "perform", "target", "contentIdentifier", "systemContext",
    ]

    /// What a generated intent's parameter cannot be named: ``keywords`` and ``members``.
    static let reserved = keywords.union(members)
}
