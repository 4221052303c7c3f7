import Observation
import Routing

/// What the screens of one scene show from the backend: the home list, item details and
/// search results, each loaded once and kept until ``release(keeping:)``.
///
/// Loads run as foreground work so a command's caller can wait for them. A failed load is
/// kept as the failure (the screen shows it) and tried again when the route is shown again
/// or retried.
@MainActor
@Observable
final class MainContent {
    private(set) var home: Loadable<[Item]>?
    private(set) var items: [Int: Loadable<Item>] = [:]
    private(set) var searches: [String: Loadable<[Item]>] = [:]

    @ObservationIgnored private let client: MainClient
    @ObservationIgnored private let work: BackgroundWork
    @ObservationIgnored private let onFailure: @MainActor (MainError) -> Void

    /// - Parameter onFailure: sees every failed load, so the coordinator can react to an
    ///   expired session.
    init(
        client: MainClient, work: BackgroundWork,
        onFailure: @escaping @MainActor (MainError) -> Void
    ) {
        self.client = client
        self.work = work
        self.onFailure = onFailure
    }

    /// Starts loading what `route` shows, unless it is loaded or on its way.
    func load(_ route: MainRoute) {
        switch route {
        case .home:
            guard home?.needsLoading ?? true else { return }
            home = .loading
            work.start("main.home") { [client] in
                do throws(MainError) {
                    self.home = .loaded(try await client.firstItems())
                } catch {
                    self.home = self.failed(error)
                }
            }
        case .item(let id):
            guard items[id]?.needsLoading ?? true else { return }
            items[id] = .loading
            work.start("main.item") { [client] in
                do throws(MainError) {
                    self.items[id] = .loaded(try await client.item(id))
                } catch {
                    self.items[id] = self.failed(error)
                }
            }
        case .searchResults(let query):
            guard searches[query]?.needsLoading ?? true else { return }
            searches[query] = .loading
            work.start("main.search") { [client] in
                do throws(MainError) {
                    self.searches[query] = .loaded(try await client.search(query))
                } catch {
                    self.searches[query] = self.failed(error)
                }
            }
        case .search, .profile, .settings, .settingsAbout:
            return
        }
    }

    /// Forgets everything loaded except what `route` shows (the screen on display stays
    /// filled); the rest loads again when shown.
    func release(keeping route: MainRoute?) {
        if route != .home { home = nil }
        items = items.filter { route == .item(id: $0.key) }
        searches = searches.filter { route == .searchResults(query: $0.key) }
    }

    private func failed<Value>(_ error: MainError) -> Loadable<Value> {
        onFailure(error)
        return .failed(error)
    }
}
