import Routing
import RoutingTools
import Testing

/// The App Intents of the intent entry points, written as Swift source: each intent's types,
/// its values handed back as an ``IncomingEntry`` the table opens, and the shortcuts.
@Suite struct AppIntentsSourceTests {
    func source(host: String? = "shop.example") throws -> String {
        try AppIntentsSource(
            links: try EntryFixtures.entries(host: host), opener: "EntryInbox",
            imports: ["ShopUI"], shortcuts: "ShopShortcuts"
        ).text
    }

    @Test func anEntityIntentOpensItsEntityByItsURL() throws {
        let text = try source()
        for line in [
            "struct OrderEntity: AppEntity, URLRepresentableEntity {",
            "static var typeDisplayRepresentation: TypeDisplayRepresentation { \"Order\" }",
            "\"https://shop.example/orders/\\(.id)\"",
            "let id: Int",
            "struct OrderEntityQuery: EntityQuery {",
            "func entities(for identifiers: [Int]) async throws -> [OrderEntity] {",
            "struct OpenOrderIntent: OpenIntent {",
            "var target: OrderEntity",
            "@Dependency private var entries: EntryInbox",
            ".intent(name: \"OpenOrder\", values: [\"id\": \"\\(target.id)\"]))",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test func withoutAUniversalLinkHostAnEntityHasNoURL() throws {
        let text = try source(host: nil)
        #expect(text.contains("struct OrderEntity: AppEntity {"))
        #expect(!text.contains("urlRepresentation"))
    }

    @Test func aPlainIntentHasAParameterPerPlaceholder() throws {
        let text = try source()
        for line in [
            "struct SearchShopIntent: AppIntent {",
            "static var title: LocalizedStringResource { \"Search the \\\"Shop\\\"\" }",
            "static var openAppWhenRun: Bool { true }",
            "@Parameter(title: \"Search for\")",
            "var q: String",
            "@Parameter(title: \"page\")",
            "var page: Int?",
            "let values: [String: String?] = [\"q\": \"\\(q)\", \"page\": page.map { \"\\($0)\" }]",
            ".intent(name: \"SearchShop\", values: values.compactMapValues { $0 }))",
            "struct OpenFileIntent: AppIntent {",
            "var rest: String",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test func theShortcutsNameTheApp() throws {
        let text = try source()
        #expect(text.contains("struct ShopShortcuts: AppShortcutsProvider {"))
        #expect(
            text.contains(
                "phrases: [\"Search \\(.applicationName)\", \"Find in \\(.applicationName)\"],"))
        #expect(text.contains("systemImageName: \"shippingbox\")"))
        // An intent without a shortcut has none.
        #expect(!text.contains("intent: OpenFileIntent()"))
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
