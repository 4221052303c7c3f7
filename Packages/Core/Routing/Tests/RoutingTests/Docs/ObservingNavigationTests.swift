import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import Testing

/// The code of `Routing.docc/ObservingNavigation.md`, in the order the article gives it, with
/// the outcomes the article states (`Scripts/docs` checks that every code block of the article
/// appears here), and its table of every event's words checked against the events.
@Suite @MainActor struct ObservingNavigationTests {
    typealias ShopRoute = GettingStartedTests.ShopRoute

    @Test func subscribeThenIterateAStream() async throws {
        let events = NavigationEvents()
        let navigator = Navigator<ShopRoute>(root: .home, events: events)
        var log: [String] = []
        let logging = events.observe([.navigation]) { event in log.append(event.description) }
        navigator.router.push(.addresses)
        navigator.router.back()
        navigator.apply([.push(.cart), .present(.addresses, style: .cover)])
        logging.cancel()
        // log == ["push addresses", "pop to home", "push cart", "present addresses as cover"]
        #expect(
            log == ["push addresses", "pop to home", "push cart", "present addresses as cover"])
        navigator.router.push(.addresses)
        #expect(log.count == 4)

        let stream = events.stream([.deepLink, .scene])
        let reading = Task {
            var breadcrumbs: [String] = []
            for await event in stream {
                breadcrumbs.append(event.description)
            }
            return breadcrumbs
        }
        let lifecycle = SceneLifecycle(events: events) { _ in }
        try lifecycle.connect(SceneID(1))
        events.send(.deepLink(outcome: "opened", pattern: "items/<int:id>", detail: nil))

        reading.cancel()
        let breadcrumbs = await reading.value  // every deep-link and scene event since
        #expect(breadcrumbs == ["sceneConnected(scene 1)", "deep link opened: items/<int:id>"])
        while events.isListening(to: .scene) { await Task.yield() }
    }

    /// A change is told once it is whole, and a refused one not at all.
    @Test func aChangeIsToldWholeOrNotAtAll() {
        let events = NavigationEvents()
        let navigator = Navigator<ShopRoute>(root: .home, events: events)
        var told: [(String, [ShopRoute])] = []
        let observation = events.observe([.navigation]) { event in
            told.append((event.description, navigator.state.top.routes))
        }
        defer { observation.cancel() }
        navigator.apply([.push(.cart), .push(.addresses)])
        navigator.apply([.push(.item(id: 1)), .replaceRoot(.home), .back])
        #expect(told.map(\.0) == ["push cart", "push addresses"])
        #expect(told.map(\.1) == [[.home, .cart, .addresses], [.home, .cart, .addresses]])
    }

    /// One event of each case, or of each shape of its words, for the article's table.
    static let samples: [NavigationEvent] = [
        .push(route: "item(id: 42)"), .pop(to: "home"), .setPath(["item(id: 42)", "addresses"]),
        .replaceRoot("cart"), .present(route: "addresses", style: .sheet),
        .present(route: "addresses", style: .cover), .resize(route: "addresses", detent: .medium),
        .dismiss(route: "addresses", by: .system), .dismiss(route: "addresses", by: .parent),
        .terminate(route: "newAddress", result: "Address", delivery: .handler),
        .restore(stack: ["home", "item(id: 42)"]), .selectTab("cart"), .search(active: true),
        .search(active: false), .inspect(route: "item(id: 42)"), .inspect(route: nil),
        .arrangeTabs(order: ["cart", "home"], hidden: ["search"]),
        .showInColumn(route: "item(id: 42)", column: .content), .popToColumn(.sidebar),
        .setDetailPath(["addresses"]), .collapseColumns, .expandColumns,
        .showDialog(title: "Discard changes?"),
        .closeDialog(title: "Discard changes?", answer: "Keep editing"),
        .closeDialog(title: "Discard changes?", answer: "closed by router"),
        .transition(from: "signedOut", to: "signedIn", intent: "signIn"),
        .rejection(from: "signedOut", intent: "signOut"),
        .deepLink(outcome: "deferred", pattern: "items/<int:id>", detail: "needs sign-in"),
        .deepLink(outcome: "refused", pattern: nil, detail: "no_match"),
        .scene(.sceneConnected(SceneID(1))), .scene(.appEnteredBackground),
    ]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Routing")

    /// The cases `NavigationEvent.swift` declares, by name, in order.
    static func declaredCases() throws -> [String] {
        let text = try String(
            contentsOf: sources.appendingPathComponent("Events/NavigationEvent.swift"),
            encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("    case ") else { return nil }
            return String(line.dropFirst("    case ".count).prefix { $0.isLetter })
        }
    }

    /// The article's table: each row's case, by name, and the words in code spans beside it.
    static func tableRows() throws -> [(name: String, words: [String])] {
        let text = try String(
            contentsOf: sources.appendingPathComponent("Routing.docc/ObservingNavigation.md"),
            encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| ``NavigationEvent/") else { return nil }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].dropFirst("``NavigationEvent/".count).prefix { $0.isLetter }
            let spans = cells[1].split(separator: "`", omittingEmptySubsequences: false)
            // The odd pieces between backticks are the code spans.
            let words = spans.indices.filter { $0 % 2 == 1 }.map { String(spans[$0]) }
            return (String(name), words)
        }
    }

    /// The case an event is of: its name, or `scene` for a scene's.
    static func caseName(of event: NavigationEvent) -> String {
        event.kind == .scene ? "scene" : event.name
    }

    @Test func theTableGivesEveryCaseAndItsWords() throws {
        let (rows, declared) = (try Self.tableRows(), try Self.declaredCases())
        #expect(declared.count >= 24)
        #expect(rows.map(\.name) == declared)
        for row in rows {
            #expect(!row.words.isEmpty, "\(row.name) has no words")
            for words in row.words {
                let event = Self.samples.first {
                    Self.caseName(of: $0) == row.name && $0.description == words
                }
                #expect(event != nil, "no \(row.name) event prints \(words)")
            }
        }
    }

    @MainActor @Test func anItemThenAddressesSwipedAway() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let navigator = Navigator<ShopRoute>(root: .home, events: events)
        navigator.router.push(.item(id: 42))
        navigator.router.present(.addresses).dismissBySystem()
        navigation.expect(
            .push(route: "item(id: 42)"),
            .present(route: "addresses", style: .sheet),
            .dismiss(route: "addresses", by: .system))

        navigation.exhaustivity = .off
        navigator.router.push(.addresses)
        navigator.router.push(.newAddress)
        navigator.router.popToRoot()
        navigation.expect(.pop(to: "home"))
    }
}
