import FeatureShell
import Routing

/// Renders Main's screen models as the headless `Screen` the `rootswitch` command prints:
/// a title, content lines and named actions. It holds the layout only: every word is read
/// from a model or ``MainText``, every state from a model, and every action parses its
/// string arguments and calls the model's typed method, a refusal the model keeps thrown as
/// the command's error.
@MainActor
enum MainScreenRenderer {
    static func screen(for model: MainScreenModel) -> Screen {
        switch model {
        case .home(let home):
            Screen(
                title: MainTab.home.title,
                content: lines(home.items) { $0.isEmpty ? [MainText.noItems] : $0.map(line) },
                actions: [
                    openItem { id throws(RoutingError) in
                        home.openItem(id: id)
                        if let refusal = home.refusal { throw refusal }
                    }
                ] + retry(home.items, home.retry))
        case .item(let item):
            screen(for: item)
        case .search(let search):
            Screen(
                title: MainTab.search.title, content: [MainText.searchPrompt],
                actions: [
                    searchAction { text throws(SearchError) in
                        search.search(text)
                        if let refusal = search.refusal { throw refusal }
                    }
                ])
        case .searchResults(let results):
            Screen(
                title: results.title,
                content: lines(results.results) {
                    $0.isEmpty ? [MainText.noResults] : $0.map(line)
                },
                actions: [
                    openItem { id throws(RoutingError) in
                        results.openItem(id: id)
                        if case .tabFull(let refusal) = results.refusal { throw refusal }
                    },
                    searchAction { text throws(SearchError) in
                        results.search(text)
                        if let refusal = results.refusal { throw refusal }
                    },
                ] + retry(results.results, results.retry))
        case .profile(let profile):
            Screen(
                title: MainTab.profile.title,
                content: [
                    "\(MainText.email): \(profile.user.email)",
                    "\(MainText.name): \(profile.user.name ?? MainText.noName)",
                ],
                actions: [
                    ScreenAction("settings", summary: MainText.settings) { _ in
                        profile.openSettings()
                    },
                    ScreenAction("signout", summary: MainText.signOut) { _ in profile.signOut() },
                ])
        case .settings(let settings):
            Screen(
                title: MainText.settings,
                actions: [
                    ScreenAction("about", summary: MainText.about) { _ in settings.showAbout() },
                    ScreenAction("signout", summary: MainText.signOut) { _ in settings.signOut() },
                    ScreenAction("close", summary: MainText.close) { _ in settings.close() },
                ])
        case .settingsAbout(let about):
            Screen(
                title: MainText.about,
                content: [MainText.version(about.version), MainText.aboutSummary])
        }
    }

    /// The screens of a wide screen's columns side by side (`nil` for a column that shows
    /// nothing): the titles joined, each column's content under its title, every action of
    /// every column (the first of a name wins).
    static func columns(_ models: [MainScreenModel?]) -> Screen {
        let screens = models.map { model in
            model.map(screen(for:)) ?? Screen(title: nothingChosen)
        }
        return Screen(
            title: screens.map(\.title).joined(separator: " | "),
            content: screens.flatMap { ["[\($0.title)]"] + $0.content },
            actions: screens.flatMap(\.actions).reduce(into: []) { actions, action in
                if !actions.contains(where: { $0.name == action.name }) { actions.append(action) }
            })
    }

    /// What an empty column shows.
    private static let nothingChosen = "Nothing selected"

    private static func screen(for item: ItemModel) -> Screen {
        switch item.content {
        case .missing(let error):
            return Screen(title: item.title, content: [error.reason])
        case .loading:
            return Screen(title: item.title, content: [MainText.loading])
        case .loaded(let loaded):
            return Screen(
                title: item.title, content: [loaded.summary], actions: [similar(item)])
        case .refreshFailed(let loaded, let error):
            return Screen(
                title: item.title, content: [loaded.summary, stale(error)],
                actions: [similar(item), retryAction(item.retry)])
        case .failed(let error):
            return Screen(
                title: item.title, content: [failure(error)], actions: [retryAction(item.retry)])
        }
    }

    /// `#42 Item 42: summary`, as lists show an item.
    private static func line(_ item: Item) -> String {
        "#\(item.id) \(item.title): \(item.summary)"
    }

    private static func failure(_ error: MainError) -> String {
        "Error: \(error.reason)"
    }

    /// The warning under content that could not be loaded again.
    private static func stale(_ error: MainError) -> String {
        "Warning: \(MainText.outOfDate(error))"
    }

    private static func lines<Value>(
        _ state: LoadState<Value>, _ show: (Value) -> [String]
    ) -> [String] {
        switch state {
        case .loading: [MainText.loading]
        case .loaded(let value): show(value)
        case .refreshFailed(let value, let error): show(value) + [stale(error)]
        case .failed(let error): [failure(error)]
        }
    }

    private static func openItem(
        _ open: @escaping @MainActor (Int) throws(RoutingError) -> Void
    ) -> ScreenAction {
        ScreenAction(
            "open-item", summary: MainText.openItem,
            parameters: [ActionParameter("id", .integer)]
        ) { arguments in
            guard let id = arguments.integer("id") else { return }
            try open(id)
        }
    }

    private static func searchAction(
        _ search: @escaping @MainActor (String) throws(SearchError) -> Void
    ) -> ScreenAction {
        ScreenAction(
            "search", summary: MainText.search, parameters: [ActionParameter("q")]
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
        state.canRetry ? [retryAction(retry)] : []
    }

    /// Shows items like a loaded item beside it, in its stack's inspector.
    private static func similar(_ item: ItemModel) -> ScreenAction {
        ScreenAction("similar", summary: MainText.moreLikeThis) { _ in item.showSimilar() }
    }

    private static func retryAction(_ retry: @escaping @MainActor () -> Void) -> ScreenAction {
        ScreenAction("retry", summary: MainText.tryAgain) { _ in retry() }
    }
}
