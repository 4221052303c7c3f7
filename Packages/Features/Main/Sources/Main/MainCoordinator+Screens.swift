import Foundation
import Routing

/// The screens of the tab routes and of the sheets presenting them.
extension MainCoordinator {
    func screen(for route: MainRoute) -> Screen {
        switch route {
        case .home:
            let state = content.home
            return Screen(
                title: "Home",
                content: lines(state) { $0.isEmpty ? ["No items."] : $0.map(\.line) },
                actions: [openItem] + retry(state, route))
        case .item(let id):
            let state = content.items[id]
            if case .failed(let error) = state, error.code == .notFound {
                return Screen(title: "Item \(id)", content: ["This item no longer exists."])
            }
            var title = "Item \(id)"
            if case .loaded(let item) = state { title = item.title }
            return Screen(
                title: title, content: lines(state) { [$0.summary] },
                actions: retry(state, route))
        case .search:
            return Screen(
                title: "Search", content: ["Find items by title or summary."],
                actions: [search])
        case .searchResults(let query):
            let state = content.searches[query]
            return Screen(
                title: "Search: \(query)",
                content: lines(state) { $0.isEmpty ? ["No results."] : $0.map(\.line) },
                actions: [openItem, search] + retry(state, route))
        case .profile:
            return Screen(
                title: "Profile",
                content: ["Email: \(user.email)", "Name: \(user.name ?? "not set")"],
                actions: [
                    ScreenAction("settings", summary: "Open the settings") { [weak self] _ in
                        guard let self else { return }
                        navigate { present([.settings], on: visibleRouter) }
                    },
                    ScreenAction("signout", summary: "Sign out") { [weak self] _ in
                        self?.onSignOut()
                    },
                ])
        case .settings, .settingsAbout:
            // Only reached if a settings route sat outside the settings sheet, which
            // show(_:policy:) and restore(_:) never build.
            return Screen(title: "Settings")
        }
    }

    private var openItem: ScreenAction {
        ScreenAction(
            "open-item", summary: "Open an item", parameters: [ActionParameter("id", .integer)]
        ) { [weak self] arguments in
            guard let self, let id = arguments.integer("id") else { return }
            try checkRoomToPush()
            navigate { visibleRouter.push(.item(id: id)) }
        }
    }

    private var search: ScreenAction {
        ScreenAction(
            "search", summary: "Search the items", parameters: [ActionParameter("q")]
        ) { [weak self] arguments in
            let query = arguments["q"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard !query.isEmpty else {
                throw RoutingError(.missingArgument, reason: "search needs q")
            }
            guard let self else { return }
            try checkRoomToPush()
            navigate { visibleRouter.push(.searchResults(query: query)) }
        }
    }

    /// A `retry` action when `state` failed in a way that trying again may fix.
    private func retry<Value>(_ state: Loadable<Value>?, _ route: MainRoute) -> [ScreenAction] {
        guard case .failed(let error) = state, error.code != .notFound else { return [] }
        return [
            ScreenAction("retry", summary: "Try loading again") { [weak self] _ in
                self?.content.load(route)
            }
        ]
    }

    private func lines<Value>(_ state: Loadable<Value>?, _ show: (Value) -> [String]) -> [String] {
        switch state {
        case nil, .loading: ["Loading..."]
        case .loaded(let value): show(value)
        case .failed(let error): ["Error: \(error.reason)"]
        }
    }
}
