import FeatureShell
import Observation
import Routing

/// One value a screen model fetches from the backend: asked for when its route comes on
/// screen, asked for again after a failure or once marked out of date.
///
/// A value once fetched stays on screen: fetching it again shows it meanwhile, a success
/// replaces it (and clears any failure), and a failure keeps it with the failure as a warning
/// (``LoadState/refreshFailed(_:_:)``), except `not_found`, which means the value is gone.
/// Loads run as tracked work so a command's caller can wait for them. Every failure goes to
/// `onFailure`, so the coordinator can react to an expired session.
@MainActor
@Observable
final class Loader<Value: Sendable> {
    /// `nil` until first asked for.
    private(set) var state: LoadState<Value>?

    /// Set by ``expire()``: the value shown is fetched again the next time it is asked for.
    @ObservationIgnored private var isOutOfDate = false
    /// Set while a fetch is on its way.
    @ObservationIgnored private var isFetching = false
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

    /// Starts fetching, unless a fetch is on its way or the value is there and up to date.
    func load() {
        guard !isFetching, state == nil || state?.failure != nil || isOutOfDate else { return }
        isFetching = true
        isOutOfDate = false
        if state?.value == nil { state = .loading }
        work.start(label) { [weak self, fetch] in
            do throws(MainError) {
                let value = try await fetch()
                self?.fetched(.success(value))
            } catch {
                self?.fetched(.failure(error))
            }
        }
    }

    /// Marks the value as out of date: it stays on screen, and is fetched again the next time
    /// it is asked for.
    func expire() {
        isOutOfDate = true
    }

    private func fetched(_ result: Result<Value, MainError>) {
        isFetching = false
        switch result {
        case .success(let value):
            state = .loaded(value)
        case .failure(let error):
            if let kept = state?.value, error.code != .notFound {
                state = .refreshFailed(kept, error)
            } else {
                state = .failed(error)
            }
            onFailure(error)
        }
    }
}
