import FeatureShell
import Observation
import Routing

/// One value a screen model fetches from the backend: asked for when its route comes on
/// screen, kept until released, asked for again after a failure.
///
/// Loads run as tracked work so a command's caller can wait for them. A failure is kept
/// (the screen shows it) and goes to `onFailure`, so the coordinator can react to an
/// expired session.
@MainActor
@Observable
final class Loader<Value: Sendable> {
    /// `nil` until first asked for, and again once released.
    private(set) var state: LoadState<Value>?

    @ObservationIgnored private let label: String
    @ObservationIgnored private let work: BackgroundWork
    @ObservationIgnored private let fetch: @Sendable () async throws(MainError) -> Value
    @ObservationIgnored private let onFailure: @MainActor (MainError) -> Void

    /// - Parameters:
    ///   - label: the work's name (`main.home`).
    ///   - work: tracks each fetch.
    ///   - fetch: the backend call.
    ///   - onFailure: sees every failed fetch.
    init(
        _ label: String, work: BackgroundWork,
        fetch: @escaping @Sendable () async throws(MainError) -> Value,
        onFailure: @escaping @MainActor (MainError) -> Void
    ) {
        self.label = label
        self.work = work
        self.fetch = fetch
        self.onFailure = onFailure
    }

    /// What a screen shows: not asked for yet reads as loading.
    var current: LoadState<Value> { state ?? .loading }

    /// Starts fetching, unless the value is there or on its way.
    func load() {
        guard state?.needsLoading ?? true else { return }
        state = .loading
        work.start(label) { [weak self, fetch] in
            do throws(MainError) {
                let value = try await fetch()
                self?.state = .loaded(value)
            } catch {
                self?.state = .failed(error)
                self?.onFailure(error)
            }
        }
    }

    /// Forgets the value; it is fetched again when next asked for.
    func release() {
        state = nil
    }
}
