import Foundation
import Routing
import RoutingTools
import Testing

/// What the App Intents source learns of each intent's link from the app, by an example of it:
/// the window it shows in (a `TargetContentProvidingIntent`'s `contentIdentifier`) and whether
/// the gate may hold it (its `supportedModes`), each written only for the 26 SDKs.
@Suite struct AppIntentsSceneTests {
    /// The shop shows orders in its `orders` tab, and searches in `search`; orders need a
    /// signed-in user, searches do not.
    func source() throws -> String {
        try AppIntentsSource(
            links: try EntryFixtures.entries(), opener: "EntryInbox", imports: [],
            shortcuts: "ShopShortcuts",
            target: { match in
                switch match.route {
                case .order: "orders"
                case .search: "search"
                default: nil
                }
            },
            waits: { if case .order = $0.route { true } else { false } }
        ).text
    }

    /// The text of the intent `name`'s struct, up to the next declaration at the file's level.
    func intent(_ name: String, in text: String) throws -> String {
        let start = try #require(text.range(of: "    struct \(name)Intent:"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n    /// ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func anIntentThatShowsInAPartOfAWindowNamesIt() throws {
        let text = try source()
        for name in ["OpenOrder", "SearchShop"] {
            let target = name == "OpenOrder" ? "orders" : "search"
            #expect(
                text.contains(
                    """
                        #if compiler(>=6.2) && canImport(AppIntents, _version: 300) && os(iOS)
                            /// The window that shows `\(target)` takes it, else a new one.
                            @available(iOS 26.0, *)
                            extension \(name)Intent: AppIntents.TargetContentProvidingIntent {
                                var contentIdentifier: String { "\(target)" }
                            }
                        #endif
                    """), "\(name)")
        }
        // A file shows alike in every window: any window takes it.
        #expect(!text.contains("extension OpenFileIntent"))
    }

    @Test func anIntentTheGateMayHoldStartsInTheBackground() throws {
        let order = try intent("OpenOrder", in: try source())
        #expect(order.contains("static var supportedModes: IntentModes { .foreground(.deferred) }"))
        #expect(order.contains("try await continueInForeground(alwaysConfirm: false)"))
        // Its entry is handed over first: a refusal fails the intent in the background.
        let open = try #require(order.range(of: "try await entries.open(entry)"))
        let foreground = try #require(order.range(of: "continueInForeground"))
        #expect(open.upperBound < foreground.lowerBound)
    }

    @Test func anIntentTheGateLetsThroughOpensTheAppAtOnce() throws {
        let search = try intent("SearchShop", in: try source())
        #expect(search.contains("static var openAppWhenRun: Bool { true }"))
        #expect(
            search.contains("static var supportedModes: IntentModes { .foreground(.immediate) }"))
        #expect(!search.contains("continueInForeground"))
    }

    /// What the iOS 18 and macOS 15 SDKs lack is compiled only with the 26 SDKs (their Swift
    /// and their App Intents: a newer compiler may build with an older SDK), and used only
    /// where it runs.
    @Test func whatTheFloorSDKsLackIsGuarded() throws {
        let lines = try source().split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for (index, line) in lines.enumerated()
        where line.contains("supportedModes") || line.contains("TargetContentProvidingIntent")
            || line.contains("systemContext.currentMode")
        {
            let opened =
                lines[..<index].lastIndex {
                    $0.hasPrefix("#if compiler(>=6.2) && canImport(AppIntents, _version: 300)")
                } ?? -1
            let closed = lines[..<index].lastIndex { $0 == "#endif" } ?? -1
            #expect(opened > closed, "\(line)")
            #expect(lines[index - 1].contains("26.0") || line.contains("26.0"), "\(line)")
        }
    }

    /// Each built-in placeholder has an example value its pattern reads.
    @Test func anExampleFillsEachBuiltInPlaceholder() throws {
        let links = try EntryFixtures.entries()
        #expect(
            links.entryPoints.map { links.example(of: $0)?.route } == [
                .order(id: 1), .order(id: 1), .cart, .order(id: 1),
                .search(query: "a", page: 1), .file("a"),
            ])
    }

    /// By default the app says nothing of its links: no intent names a window, none waits.
    @Test func byDefaultNoIntentNamesAWindowOrWaits() throws {
        let text = try AppIntentsSource(
            links: try EntryFixtures.entries(), opener: "EntryInbox", imports: [],
            shortcuts: "ShopShortcuts"
        ).text
        #expect(!text.contains("TargetContentProvidingIntent"))
        #expect(!text.contains(".foreground(.deferred)"))
    }

    /// A custom placeholder has no example value: the app cannot say where its link shows, and
    /// the intent starts in the background, which holds whatever the gate decides.
    @Test func anIntentWithACustomPlaceholderHasNoExample() throws {
        let colour = DeepLinkConverter<String>(
            name: "colour", parse: { ["red", "blue"].contains($0) ? $0 : nil }, format: { $0 })
        let paint = DeepLinkPattern<ShopEntryRoute>(
            "paint/<colour:c>", route: { .file(try $0.value("c")) }, parameters: { _ in nil })
        var links = try EntryFixtures.links()
        try links.register(colour)
        try links.register(paint)
        try links.register(.intent(EntryPoint.Intent("Paint", title: "Paint"), opens: paint))
        let text = try AppIntentsSource(
            links: links, opener: "EntryInbox", imports: [], shortcuts: "S",
            target: { _ in "everywhere" }, waits: { _ in false }
        ).text
        #expect(!text.contains("TargetContentProvidingIntent"))
        #expect(text.contains(".foreground(.deferred)"))
    }
}
