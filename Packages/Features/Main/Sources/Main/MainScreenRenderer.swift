import FeatureShell
import Routing

/// Renders Main's screen models as the headless `Screen` the `rootswitch` command prints:
/// a title, content lines and named actions. It holds the wording only; every state it
/// shows is read from a model, and every action parses its string arguments and calls the
/// model's typed method.
@MainActor
enum MainScreenRenderer {
    static func screen(for model: MainScreenModel) -> Screen {
        switch model {
        case .home(let home):
            Screen(
                title: "Home",
                content: lines(home.items) { $0.isEmpty ? ["No items."] : $0.map(line) },
                actions: [openItem(home.openItem)] + retry(home.items, home.retry))
        case .item(let item):
            screen(for: item)
        case .search(let search):
            Screen(
                title: "Search", content: ["Find items by title or summary."],
                actions: [searchAction(search.search)])
        case .searchResults(let results):
            Screen(
                title: "Search: \(results.query)",
                content: lines(results.results) { $0.isEmpty ? ["No results."] : $0.map(line) },
                actions: [openItem(results.openItem), searchAction(results.search)]
                    + retry(results.results, results.retry))
        case .profile(let profile):
            Screen(
                title: "Profile",
                content: [
                    "Email: \(profile.user.email)", "Name: \(profile.user.name ?? "not set")",
                ],
                actions: [
                    ScreenAction("settings", summary: "Open the settings") { _ in
                        profile.openSettings()
                    },
                    ScreenAction("signout", summary: "Sign out") { _ in profile.signOut() },
                ])
        case .settings(let settings):
            Screen(
                title: "Settings",
                actions: [
                    ScreenAction("about", summary: "About RootSwitch") { _ in settings.showAbout()
                    },
                    ScreenAction("close", summary: "Close the settings") { _ in settings.close() },
                ])
        case .settingsAbout(let about):
            Screen(
                title: "About RootSwitch",
                content: [
                    "Version \(about.version)",
                    "A headless Swift app composed from feature packages.",
                ])
        }
    }

    private static func screen(for item: ItemModel) -> Screen {
        let fallback = "Item \(item.id)"
        switch item.content {
        case .missing(let error):
            return Screen(title: fallback, content: [error.reason])
        case .loading:
            return Screen(title: fallback, content: [loading])
        case .loaded(let loaded):
            return Screen(title: loaded.title, content: [loaded.summary])
        case .refreshFailed(let loaded, let error):
            return Screen(
                title: loaded.title, content: [loaded.summary, stale(error)],
                actions: [retryAction(item.retry)])
        case .failed(let error):
            return Screen(
                title: fallback, content: [failure(error)],
                actions: [retryAction(item.retry)])
        }
    }

    /// `#42 Item 42: summary`, as lists show an item.
    private static func line(_ item: Item) -> String {
        "#\(item.id) \(item.title): \(item.summary)"
    }

    private static let loading = "Loading..."

    private static func failure(_ error: MainError) -> String {
        "Error: \(error.reason)"
    }

    /// The warning under content that could not be loaded again.
    private static func stale(_ error: MainError) -> String {
        "Warning: this may be out of date. \(error.reason)"
    }

    private static func lines<Value>(
        _ state: LoadState<Value>, _ show: (Value) -> [String]
    ) -> [String] {
        switch state {
        case .loading: [loading]
        case .loaded(let value): show(value)
        case .refreshFailed(let value, let error): show(value) + [stale(error)]
        case .failed(let error): [failure(error)]
        }
    }

    private static func openItem(
        _ open: @escaping @MainActor (Int) throws(RoutingError) -> Void
    ) -> ScreenAction {
        ScreenAction(
            "open-item", summary: "Open an item", parameters: [ActionParameter("id", .integer)]
        ) { arguments in
            guard let id = arguments.integer("id") else { return }
            try open(id)
        }
    }

    private static func searchAction(
        _ search: @escaping @MainActor (String) throws(SearchError) -> Void
    ) -> ScreenAction {
        ScreenAction(
            "search", summary: "Search the items", parameters: [ActionParameter("q")]
        ) { arguments in
            do throws(SearchError) {
                try search(arguments["q"] ?? "")
            } catch .blankQuery {
                throw RoutingError(.missingArgument, reason: "search needs q")
            } catch {
                throw RoutingError(.stackTooDeep, reason: error.description, underlying: error)
            }
        }
    }

    /// A `retry` action when loading `state` failed in a way that trying again may fix.
    private static func retry<Value>(
        _ state: LoadState<Value>, _ retry: @escaping @MainActor () -> Void
    ) -> [ScreenAction] {
        guard let error = state.failure, error.code != .notFound else { return [] }
        return [retryAction(retry)]
    }

    private static func retryAction(_ retry: @escaping @MainActor () -> Void) -> ScreenAction {
        ScreenAction("retry", summary: "Try loading again") { _ in retry() }
    }
}
