import Foundation
import Routing

/// Writes one intent's types, indented for the file's `#if`. The protocols they adopt are
/// named with their module, `AppIntents.AppIntent`: a module the file imports for the opener may
/// declare a type of the same name (an app's own `AppIntent`, say), and
/// an ambiguous protocol would leave `@Parameter` and `@Dependency` unknown.
///
/// What the iOS 18 and macOS 15 SDKs lack is written inside `#if` ``newSDK`` with
/// `@available(iOS 26.0, macOS 26.0, *)`, so that the file compiles with every SDK the
/// workspace builds with.
struct IntentWriter {
    /// The condition of the 26 SDKs: their Swift (6.2), and their App Intents (version 300),
    /// since a newer compiler may build with an iOS 18 SDK (Scripts/apple-typecheck's
    /// toolchain does).
    static let newSDK = "compiler(>=6.2) && canImport(AppIntents, _version: 300)"

    /// An intent, the pattern it opens, and what the app decides of its link by the pattern.
    struct Declared {
        let intent: EntryPoint.Intent
        let pattern: RegisteredPattern
        /// The part of a window its link shows in, if only some windows show it.
        let target: String?
        /// Whether the gate may hold its link until the user has done something.
        let waits: Bool
    }

    let opener: String
    let host: String?

    /// Stands for the entity's identifier in its URL representation until it is a literal.
    private static let token = "\u{1}"
    /// The Swift type of an entity's identifier, by placeholder type; `String` for the others.
    private static let identifierType: [ValueConverter.Rank: String] = [
        .int: "Int", .uuid: "UUID",
    ]
    /// The Swift type of an intent's parameter, by placeholder type; `String` for the others.
    private static let parameterType: [ValueConverter.Rank: String] = [
        .int: "Int", .float: "Double",
    ]

    func types(of declared: Declared) -> String {
        let (intent, pattern) = (declared.intent, declared.pattern)
        let types =
            if let entity = intent.entity, let placeholder = pattern.placeholders.first {
                entityTypes(declared, entity: entity, placeholder: placeholder)
            } else {
                appIntent(declared)
            }
        guard let target = declared.target else { return types }
        return types + "\n\n" + """
                #if \(Self.newSDK) && os(iOS)
                    /// The window that shows `\(escaped(target))` takes it, else a new one.
                    @available(iOS 26.0, *)
                    extension \(intent.name)Intent: AppIntents.TargetContentProvidingIntent {
                        var contentIdentifier: String { \(literal(target)) }
                    }
                #endif
            """
    }

    private func entityTypes(
        _ declared: Declared, entity: String, placeholder: RegisteredPattern.Placeholder
    ) -> String {
        let (intent, pattern) = (declared.intent, declared.pattern)
        let idType = Self.identifierType[placeholder.converter.rank] ?? "String"
        let representable = host != nil ? ", AppIntents.URLRepresentableEntity" : ""
        let url = host.map { host in
            "        static var urlRepresentation: URLRepresentation {\n            "
                + literal("https://\(host)\(pattern.path(placing: Self.token))")
                .replacingOccurrences(of: Self.token, with: "\\(.id)")
                + "\n        }\n"
        }
        return """
                /// \(entity), as Shortcuts and Siri name one: the `\(placeholder.name)` of `\(pattern.template)`.
                struct \(entity)Entity: AppIntents.AppEntity\(representable) {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { \(literal(entity)) }
                    static var defaultQuery: \(entity)EntityQuery { \(entity)EntityQuery() }
            \(url ?? "")
                    let id: \(idType)

                    var displayRepresentation: DisplayRepresentation {
                        DisplayRepresentation(title: "\(escaped(entity)) \\(String(describing: id))")
                    }
                }

                /// Every \(entity) identifier names one: the app opens it, or says it cannot.
                struct \(entity)EntityQuery: AppIntents.EntityQuery {
                    func entities(for identifiers: [\(idType)]) async throws -> [\(entity)Entity] {
                        identifiers.map { \(entity)Entity(id: $0) }
                    }
                }

                /// \(intent.title): opens `\(pattern.template)`.
                struct \(intent.name)Intent: AppIntents.OpenIntent {
                    static var title: LocalizedStringResource { \(literal(intent.title)) }
            \(modes(declared, opensApp: false))
                    @Parameter(title: \(literal(intent.parameters[placeholder.name] ?? entity)))
                    var target: \(entity)Entity
                    @Dependency private var entries: \(opener)

                    /// What it opens, as the table reads it.
                    var entry: IncomingEntry {
                        .intent(name: \(literal(intent.name)), values: ["\(placeholder.name)": "\\(target.id)"])
                    }

            \(perform(declared))
                }
            """
    }

    private func appIntent(_ declared: Declared) -> String {
        let (intent, pattern) = (declared.intent, declared.pattern)
        let parameters = pattern.placeholders.map { placeholder in
            let type = Self.parameterType[placeholder.converter.rank] ?? "String"
            return """
                        @Parameter(title: \(literal(intent.parameters[placeholder.name] ?? placeholder.name)))
                        var \(placeholder.name): \(type)\(placeholder.isOptional ? "?" : "")
                """
        }
        let values = pattern.placeholders.map { placeholder in
            "\"\(placeholder.name)\": "
                + (placeholder.isOptional
                    ? "\(placeholder.name).map { \"\\($0)\" }" : "\"\\(\(placeholder.name))\"")
        }
        let valuesLiteral = values.isEmpty ? "[:]" : "[\(values.joined(separator: ", "))]"
        return """
                /// \(intent.title): opens `\(pattern.template)`.
                struct \(intent.name)Intent: AppIntents.AppIntent {
                    static var title: LocalizedStringResource { \(literal(intent.title)) }
            \(modes(declared, opensApp: true))
            \(parameters.map { $0 + "\n" }.joined())        @Dependency private var entries: \(opener)

                    /// What it opens, as the table reads it.
                    var entry: IncomingEntry {
                        let values: [String: String?] = \(valuesLiteral)
                        return .intent(name: \(literal(intent.name)), values: values.compactMapValues { $0 })
                    }

            \(perform(declared))
                }
            """
    }

    /// How the intent runs: `openAppWhenRun` before the 26 SDKs (an `OpenIntent` opens the app
    /// by default), `supportedModes` with them.
    private func modes(_ declared: Declared, opensApp: Bool) -> String {
        let mode = declared.waits ? "deferred" : "immediate"
        return (opensApp ? "        static var openAppWhenRun: Bool { true }\n" : "") + """
                    #if \(Self.newSDK)
                        @available(iOS 26.0, macOS 26.0, *)
                        static var supportedModes: IntentModes { .foreground(.\(mode)) }
                    #endif

            """
    }

    /// Hands the entry over; an intent that started in the background (one the gate may hold)
    /// then continues in the foreground, where the App opens or keeps it.
    private func perform(_ declared: Declared) -> String {
        let foreground =
            declared.waits
            ? """

                        #if \(Self.newSDK)
                            if #available(iOS 26.0, macOS 26.0, *),
                                systemContext.currentMode.canContinueInForeground
                            {
                                try await continueInForeground(alwaysConfirm: false)
                            }
                        #endif
            """ : ""
        return """
                    func perform() async throws -> some IntentResult {
                        try await entries.open(entry)\(foreground)
                        return .result()
                    }
            """
    }

    func provider(_ name: String, listing intents: [EntryPoint.Intent]) -> String {
        let shortcuts = intents.compactMap { intent in
            intent.shortcut.map { shortcut in
                let phrases = shortcut.phrases.map { phrase in
                    literal(phrase).replacingOccurrences(
                        of: EntryPoint.Shortcut.appName, with: "\\(.applicationName)")
                }
                return """
                                AppShortcut(
                                    intent: \(intent.name)Intent(),
                                    phrases: [\(phrases.joined(separator: ", "))],
                                    shortTitle: \(literal(shortcut.shortTitle)),
                                    systemImageName: \(literal(shortcut.systemImage)))
                    """
            }
        }
        return """
                /// The App Shortcuts: each runs its intent without setup.
                struct \(name): AppIntents.AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
            \(shortcuts.joined(separator: "\n"))
                    }
                }
            """
    }

    /// `text` as a Swift string literal.
    private func literal(_ text: String) -> String {
        "\"\(escaped(text))\""
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\""
        )
        .replacingOccurrences(of: "\n", with: "\\n")
    }
}
