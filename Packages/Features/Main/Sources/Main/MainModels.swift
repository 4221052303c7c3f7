import FeatureShell
import Routing

/// The screen models of one scene's navigation, one per route, made when first asked for
/// and kept while the navigation lives: a view bound to a model keeps it, whatever route
/// changes happen around it. What a model loaded is marked out of date by
/// ``expire(keeping:)`` and loaded again when next shown.
@MainActor
final class MainModels {
    private let client: MainClient
    private let work: BackgroundWork
    private let onFailure: @MainActor (MainError) -> Void
    private weak var requests: (any MainRequests)?

    private lazy var home = HomeModel(
        loader: loader("main.home", client.firstItems), requests: requests)
    private lazy var search = SearchModel(requests: requests)
    private lazy var profile = ProfileModel(user: user, requests: requests)
    private lazy var settings = SettingsModel(requests: requests)
    private lazy var about = AboutModel(version: appVersion)
    private var items: [Int: ItemModel] = [:]
    private var results: [String: SearchResultsModel] = [:]
    private let user: MainUser
    private let appVersion: String

    /// - Parameters:
    ///   - client: the backend calls the models load with.
    ///   - work: tracks every load.
    ///   - user: the signed-in user, for the profile.
    ///   - appVersion: the app's version, for the about screen.
    ///   - requests: what the models' actions ask to navigate.
    ///   - onFailure: sees every failed load.
    init(
        client: MainClient, work: BackgroundWork, user: MainUser, appVersion: String,
        requests: any MainRequests, onFailure: @escaping @MainActor (MainError) -> Void
    ) {
        self.client = client
        self.work = work
        self.user = user
        self.appVersion = appVersion
        self.requests = requests
        self.onFailure = onFailure
    }

    /// The model of `route`'s screen: the same instance every time for the same route.
    func model(for route: MainRoute) -> MainScreenModel {
        switch route {
        case .home: .home(home)
        case .item(let id): .item(itemModel(id))
        case .search: .search(search)
        case .searchResults(let query): .searchResults(resultsModel(query))
        case .profile: .profile(profile)
        case .settings: .settings(settings)
        case .settingsAbout: .settingsAbout(about)
        }
    }

    /// Starts loading what `route` shows, unless it is loaded or on its way.
    func load(_ route: MainRoute) {
        switch model(for: route) {
        case .home(let model): model.loader.load()
        case .item(let model): model.loader.load()
        case .searchResults(let model): model.loader.load()
        case .search, .profile, .settings, .settingsAbout: return
        }
    }

    /// Marks everything loaded as out of date except what `routes` show (the screens on
    /// display, one per column on a wide screen, are left alone); the rest loads again when
    /// next shown.
    func expire(keeping routes: [MainRoute]) {
        if !routes.contains(.home) { home.loader.expire() }
        for (id, model) in items where !routes.contains(.item(id: id)) { model.loader.expire() }
        for (query, model) in results where !routes.contains(.searchResults(query: query)) {
            model.loader.expire()
        }
    }

    private func itemModel(_ id: Int) -> ItemModel {
        if let model = items[id] { return model }
        let model = ItemModel(
            id: id,
            loader: Loader(
                "main.item", work: work,
                fetch: { [client] () async throws(MainError) in try await client.item(id) },
                onFailure: { [onFailure, weak requests] error in
                    onFailure(error)
                    if error.code == .notFound { requests?.itemMissing(id, error) }
                }),
            requests: requests)
        items[id] = model
        return model
    }

    private func resultsModel(_ query: String) -> SearchResultsModel {
        if let model = results[query] { return model }
        let model = SearchResultsModel(
            query: query,
            loader: loader("main.search") { [client] () async throws(MainError) in
                try await client.search(query)
            },
            requests: requests)
        results[query] = model
        return model
    }

    private func loader<Value>(
        _ label: String, _ fetch: @escaping @Sendable () async throws(MainError) -> Value
    ) -> Loader<Value> {
        Loader(label, work: work, fetch: fetch, onFailure: onFailure)
    }
}
