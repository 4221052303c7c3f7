import Routing
import RoutingTools
import Testing

/// The App Intents of the intent entry points, written as Swift source: each intent's types,
/// its values handed back as an ``IncomingEntry`` the table opens, and the shortcuts.
@Suite struct AppIntentsSourceTests {
    func source(host: String? = "shop.example", served: Bool = true) throws -> String {
        try AppIntentsSource(
            links: try EntryFixtures.entries(host: host), opener: "EntryInbox",
            imports: ["ShopUI"], shortcuts: "ShopShortcuts", servesUniversalLinks: served
        ).text
    }

    @Test func anEntityIntentOpensItsEntityByItsURL() throws {
        let text = try source()
        for line in [
            "struct OrderEntity: AppIntents.AppEntity, AppIntents.URLRepresentableEntity {",
            "static var typeDisplayRepresentation: TypeDisplayRepresentation { \"Order\" }",
            "\"https://shop.example/orders/\\(.id)\"",
            "let id: Int",
            "struct OrderEntityQuery: AppIntents.EntityQuery {",
            "func entities(for identifiers: [Int]) async throws -> [OrderEntity] {",
            "struct OpenOrderIntent: AppIntents.OpenIntent {",
            "var target: OrderEntity",
            "@Dependency private var entries: EntryInbox",
            ".intent(name: \"OpenOrder\", values: [\"id\": \"\\(target.id)\"])",
            "try await entries.open(entry)",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test func withoutAUniversalLinkHostAnEntityHasNoURL() throws {
        let text = try source(host: nil)
        #expect(text.contains("struct OrderEntity: AppIntents.AppEntity {"))
        #expect(!text.contains("urlRepresentation"))
    }

    /// The system opens a URL-representable entity by its https link: one the app does not
    /// really serve (no associated domain, no apple-app-site-association file naming it) would
    /// open a web page, so the entity has no URL then.
    @Test func anEntityHasAURLOnlyWhereTheAppServesItsLinks() throws {
        let text = try source(served: false)
        #expect(text.contains("struct OrderEntity: AppIntents.AppEntity {"))
        #expect(!text.contains("URLRepresentableEntity"))
        #expect(try source(host: nil) == text)
    }

    @Test func aPlainIntentHasAParameterPerPlaceholder() throws {
        let text = try source()
        for line in [
            "struct SearchShopIntent: AppIntents.AppIntent {",
            "static var title: LocalizedStringResource { \"Search the \\\"Shop\\\"\" }",
            "static var openAppWhenRun: Bool { true }",
            "@Parameter(title: \"Search for\")",
            "var q: String",
            "@Parameter(title: \"page\")",
            "var page: Int?",
            "let values: [String: String?] = [\"q\": \"\\(q)\", \"page\": page.map { \"\\($0)\" }]",
            "return .intent(name: \"SearchShop\", values: values.compactMapValues { $0 })",
            "struct OpenFileIntent: AppIntents.AppIntent {",
            "var rest: String",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test func theShortcutsNameTheApp() throws {
        let text = try source()
        #expect(text.contains("struct ShopShortcuts: AppIntents.AppShortcutsProvider {"))
        #expect(
            text.contains(
                "phrases: [\"Search \\(.applicationName)\", \"Find in \\(.applicationName)\"],"))
        #expect(text.contains("systemImageName: \"magnifyingglass\")"))
        // An intent without a shortcut has none.
        #expect(!text.contains("intent: OpenFileIntent()"))
        #expect(!text.contains("intent: OpenOrderIntent()"))
    }

    /// The names the file writes for itself are checked too: a provider or an opener named
    /// like a framework type, or not a type name at all, would not compile.
    @Test(arguments: [
        ("AppShortcutsProvider", "EntryInbox", RoutingError.Code.clashingName),
        ("ShopShortcuts", "OpenIntent", .clashingName),
        ("Self", "EntryInbox", .reservedWord),
        ("Shop Shortcuts", "EntryInbox", .reservedWord),
    ])
    func theFilesOwnNamesAreChecked(shortcuts: String, opener: String, code: RoutingError.Code)
        throws
    {
        let entries = try EntryFixtures.entries()
        #expect(
            thrownDeepLinkCode {
                _ = try AppIntentsSource(
                    links: entries, opener: opener, imports: [], shortcuts: shortcuts)
            } == code)
    }

    /// A module imported for the opener may declare a type named like an App Intents protocol
    /// (an app's own `AppIntent`): every protocol a generated type adopts is named with its module.
    @Test func theAdoptedProtocolsAreNamedWithTheirModule() throws {
        let declarations = try source().split(separator: "\n").filter { $0.contains("struct ") }
        #expect(declarations.count == 6)
        for line in declarations {
            let adopted = line.split(separator: ":", maxSplits: 1).last ?? ""
            #expect(
                adopted.split(separator: ",").allSatisfy {
                    $0.drop { $0 == " " }.hasPrefix("AppIntents.")
                }, "\(line)")
        }
    }

    @Test func theFileCompilesOnlyWhereAppIntentsExists() throws {
        let lines = try source().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "#if canImport(AppIntents)")
        #expect(
            Array(lines[3...5]) == [
                "    import AppIntents", "    import Routing", "    import ShopUI",
            ])
        #expect(lines.suffix(2) == ["#endif", ""])
    }

    @Test func aTableWithoutIntentsWritesNothing() throws {
        var entries = try EntryFixtures.links()
        try entries.register(.quickAction("cart", title: "Cart", opens: EntryFixtures.cart))
        #expect(
            thrownDeepLinkCode {
                _ = try AppIntentsSource(
                    links: entries, opener: "Inbox", imports: [], shortcuts: "S")
            } == .invalidEntryPoint)
    }
}
