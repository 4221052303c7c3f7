import Foundation
import PrivateStorage
import Synchronization

/// The backend's state, in memory and in its files: read under a short lock, and changed one
/// change at a time, each change's files written while only the change lock is held, so that a
/// save (a flush to disk) never holds up a request that only reads.
///
/// Loaded at start or, while data protection keeps the files closed (a launch before the
/// device's first unlock: `EPERM`, `EACCES`), at the first request after, which waits for it;
/// until then requests answer 503 `busy` and nothing is written, so a fresh accounts file never
/// replaces one that could not be read yet.
final class BackendStore: Sendable {
    /// The backend's files; each is written as a whole.
    enum File {
        case accounts, sessions, deletedItems
    }

    private let files: PrivateFileStore
    private let policy: BackendPolicy
    private let now: @Sendable () -> Date
    private let report: @Sendable (BackendError) -> Void
    /// `nil` until the files could be read.
    private let state: Mutex<BackendState?>
    /// Held by the one change (or load) under way, while its files are written.
    private let changes = Mutex(())

    /// Reads the files in `files`' folder, or waits for the first request to do it when data
    /// protection keeps them closed (reported as `.unavailable`).
    /// - Throws: what ``BackendState/load(from:policy:at:)`` throws, but `.unavailable`.
    init(
        files: PrivateFileStore, policy: BackendPolicy, now: @escaping @Sendable () -> Date,
        report: @escaping @Sendable (BackendError) -> Void
    ) throws(BackendError) {
        self.files = files
        self.policy = policy
        self.now = now
        self.report = report
        do {
            state = Mutex(try BackendState.load(from: files, policy: policy, at: now()))
        } catch  where error.code == .unavailable {
            report(error)
            state = Mutex(nil)
        }
    }

    /// Whether the files have been read.
    var isLoaded: Bool { state.withLock { $0 != nil } }

    /// Runs `body` on the state, under the state lock: what it changes is not saved.
    /// - Throws: 503 `busy` while the files cannot be read yet; what `body` throws.
    func read<T: Sendable>(_ body: (inout BackendState) throws(APIFailure) -> T)
        throws(APIFailure) -> T
    {
        try load()
        return try state.withLock { state throws(APIFailure) -> T in
            guard state != nil else { throw Self.notYetReadable }
            return try body(&state!)
        }
    }

    /// Runs `body` on the state, if the files have been read, without reading them: what the
    /// server's event loop asks, which must never wait for a file.
    func peek<T: Sendable>(_ body: (BackendState) -> T) -> T? {
        state.withLock { state in state.map(body) }
    }

    /// Makes one change: `body` changes a copy of the state, then each of `saving` is written
    /// from it, in order, and what was written is kept in memory. Changes run one at a time;
    /// requests that only read go on meanwhile, with the state as it was.
    /// - Throws: 503 `busy` while the files cannot be read yet; what `body` throws (nothing
    ///   changes then); 500 `internal_error` (reported) when a file cannot be written: the
    ///   files written before it are kept, it and the ones after are not.
    func change<T: Sendable>(
        saving: [File], _ body: (inout BackendState) throws(APIFailure) -> T
    ) throws(APIFailure) -> T {
        try load()
        return try changes.withLock { _ throws(APIFailure) -> T in
            guard var copy = state.withLock({ $0 }) else { throw Self.notYetReadable }
            let value = try body(&copy)
            var saved: [File] = []
            defer { keep(saved, of: copy) }
            for file in saving {
                do throws(BackendError) {
                    try write(file, of: copy)
                } catch {
                    report(error)
                    throw .internalError
                }
                saved.append(file)
            }
            return value
        }
    }

    /// Ends every session now, saved if it can be; a failure to save is reported.
    func endSessions() {
        do {
            try load()
        } catch {
            return report(BackendError(.unavailable, reason: error.message))
        }
        changes.withLock { _ in
            state.withLock { $0?.sessions = [:] }
            do throws(BackendError) {
                try files.saveState(SessionsFile(sessions: [:]))
            } catch {
                report(error)
            }
        }
    }

    /// Reads the files if they have not been read yet.
    /// - Throws: 503 `busy` while data protection keeps them closed, or when they cannot be
    ///   read otherwise (reported).
    private func load() throws(APIFailure) {
        guard !isLoaded else { return }
        try changes.withLock { _ throws(APIFailure) in
            guard !isLoaded else { return }
            do throws(BackendError) {
                let loaded = try BackendState.load(from: files, policy: policy, at: now())
                state.withLock { $0 = loaded }
            } catch  where error.code == .unavailable {
                throw Self.notYetReadable
            } catch {
                report(error)
                throw Self.notYetReadable
            }
        }
    }

    private func write(_ file: File, of state: BackendState) throws(BackendError) {
        switch file {
        case .accounts: try files.saveState(AccountsFile(accounts: state.accounts))
        case .sessions: try files.saveState(SessionsFile(sessions: state.sessions))
        case .deletedItems: try files.saveState(DeletedItemsFile(ids: state.deletedItems))
        }
    }

    /// Keeps in memory what `files` of `copy` hold, now that they are written.
    private func keep(_ files: [File], of copy: BackendState) {
        guard !files.isEmpty else { return }
        state.withLock { state in
            for file in files {
                switch file {
                case .accounts: state?.accounts = copy.accounts
                case .sessions: state?.sessions = copy.sessions
                case .deletedItems: state?.deletedItems = copy.deletedItems
                }
            }
        }
    }

    private static let notYetReadable = APIFailure(
        .busy,
        "The server cannot read its data yet (the device has not been unlocked since it "
            + "started); try again shortly.", headers: ["Retry-After": "1"])
}
