public import Foundation
public import Networking
import PrivateStorage
import Synchronization

/// The App's backend, in-process: answers every request of the contract in
/// `docs/backend-contract.md` as a real server would, and keeps its accounts, sessions (as
/// digests of their tokens, never the tokens) and deleted items in the state directory.
///
/// Thread-safe: requests may come from any thread at once (the HTTP server answers several
/// connections at a time). Password hashing runs outside the lock, so one slow sign-in does
/// not hold up other requests.
///
/// ```swift
/// let backend = try EmbeddedBackend(directory: stateDirectory) { problem in log(problem) }
/// let client = EmbeddedBackendClient(backend: backend)
/// backend.isInMaintenance = true  // every request now answers 503 maintenance
/// ```
public final class EmbeddedBackend: Sendable {
    /// The demo account's email, created on first start with onboarding finished.
    public static let demoEmail = "demo@rootswitch.dev"
    /// The demo account's password.
    public static let demoPassword = "demo-password"
    /// The client of a request that did not come over a network: the App's in-process
    /// client. Its sign-in attempts are counted as one client's.
    public static let inProcessClient = "in-process"

    let store: PrivateFileStore
    let hasher = PasswordHasher()
    let state: Mutex<BackendState>
    let policy: BackendPolicy
    let throttle: SignInThrottle
    let now: @Sendable () -> Date
    let report: @Sendable (BackendError) -> Void

    /// Opens the backend on a state directory with the default ``BackendPolicy`` and the
    /// system's clock: ``init(directory:policy:now:report:)``.
    /// - Parameters:
    ///   - directory: the app's state directory; created if missing.
    ///   - report: told about problems that do not stop the backend.
    /// - Throws: `.storage` or `.passwordHashing`, as the full initializer says.
    public convenience init(
        directory: URL, report: @escaping @Sendable (BackendError) -> Void = { _ in }
    ) throws(BackendError) {
        try self.init(
            directory: directory, policy: BackendPolicy(), now: { Date() }, report: report)
    }

    /// Opens the backend on a state directory, creating `backend/` inside it and the demo
    /// account on first start.
    /// - Parameters:
    ///   - directory: the app's state directory; created if missing.
    ///   - policy: how long sessions last and how many sign-in attempts are taken.
    ///   - now: the wall clock sessions and attempts are timed on.
    ///   - report: told about problems that do not stop the backend: a bad state file (a
    ///     symbolic link, not a regular file, unreadable, over 4 MiB, not decodable: set
    ///     aside as `.corrupt` or `.corrupt-N`, started without it), a mode set back to 0600
    ///     or 0700, or a fault switch that could not be saved.
    /// - Throws: `.storage` if the state directory is refused (another user's, or writable
    ///   by others) or the folder or a file cannot be created or written;
    ///   `.passwordHashing` if crypt(3) cannot hash the demo password.
    public init(
        directory: URL,
        policy: BackendPolicy,
        now: @escaping @Sendable () -> Date,
        report: @escaping @Sendable (BackendError) -> Void = { _ in }
    ) throws(BackendError) {
        let store = try PrivateFileStore.backend(in: directory, report: report)
        let accounts: [Account]
        if let file = store.load(AccountsFile.self) {
            accounts = file.accounts
        } else {
            accounts = [try Self.demoAccount(hasher: PasswordHasher())]
            try store.saveState(AccountsFile(accounts: accounts))
        }
        let ids = Set(accounts.map(\.id))
        let time = now()
        let file = store.load(SessionsFile.self)
        var sessions = file?.sessions ?? [:]
        // A file of an earlier build held tokens in clear: each becomes its digest, its
        // session starting now, and the file is written again at once without them.
        for (token, account) in file?.legacyTokens ?? [:] {
            sessions[TokenDigest.hex(token)] = StoredSession(
                account: account, created: time, lastUsed: time)
        }
        // Tokens of accounts that are gone (a reset accounts file) could never be used again.
        sessions = sessions.filter {
            ids.contains($0.value.account) && $0.value.isLive(at: time, under: policy)
        }
        if !(file?.legacyTokens.isEmpty ?? true) {
            try store.saveState(SessionsFile(sessions: sessions))
        }
        let deleted = store.load(DeletedItemsFile.self)?.ids ?? []
        self.store = store
        self.policy = policy
        self.now = now
        self.report = report
        throttle = SignInThrottle(policy: policy, now: now)
        state = Mutex(BackendState(accounts: accounts, sessions: sessions, deletedItems: deleted))
    }

    /// Whether the in-process client behaves as if there were no network: it throws
    /// `NetworkError` `.offline` without calling ``handle(_:)``. Not saved.
    public var isOffline: Bool {
        get { state.withLock { $0.isOffline } }
        set { state.withLock { $0.isOffline = newValue } }
    }

    /// Whether every request answers 503 `maintenance`. Not saved.
    public var isInMaintenance: Bool {
        get { state.withLock { $0.isInMaintenance } }
        set { state.withLock { $0.isInMaintenance = newValue } }
    }

    /// Ends every session: every token answers 401 `session_expired` afterwards, also after a
    /// restart. If that cannot be saved, the sessions still end now and the failure is reported.
    public func expireSessions() {
        state.withLock { state in
            state.sessions = [:]
            do throws(BackendError) {
                try store.saveState(SessionsFile(sessions: [:]))
            } catch {
                report(error)
            }
        }
    }

    /// Deletes an item: it answers 404 and leaves lists and search, also after a restart.
    /// - Parameter id: the item's id, 1 to 100.
    /// - Throws: `.unknownItem` if no item has this id or it was deleted already; `.storage` if
    ///   the deletion cannot be saved (then nothing changes).
    public func deleteItem(_ id: Int) throws(BackendError) {
        try state.withLock { state throws(BackendError) in
            guard ItemCatalog.item(id) != nil, !state.deletedItems.contains(id) else {
                throw BackendError(.unknownItem, reason: "There is no item \(id) to delete.")
            }
            var deleted = state.deletedItems
            deleted.insert(id)
            try store.saveState(DeletedItemsFile(ids: deleted))
            state.deletedItems = deleted
        }
    }

    /// Answers one request of the App's in-process client (``inProcessClient``) as the
    /// contract says: ``handle(_:from:)``.
    /// - Parameter request: the request; its path is relative, with or without a leading slash.
    /// - Returns: the response, successful or not, as a server would send it.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        handle(request, from: Self.inProcessClient)
    }

    /// Answers one request as the contract says. Never throws and never traps: any input,
    /// however malformed, gets one of the contract's error responses.
    /// - Parameters:
    ///   - request: the request; its path is relative, with or without a leading slash.
    ///   - client: who sent it (its address), whose sign-in attempts are counted together.
    /// - Returns: the response, successful or not, as a server would send it.
    public func handle(_ request: HTTPRequest, from client: String) -> HTTPResponse {
        do throws(APIFailure) {
            if isInMaintenance { throw .maintenance }
            return try respond(to: request, from: client)
        } catch {
            return error.response
        }
    }

    /// Routes the request by the contract's endpoints (``BackendEndpoint``, the declaration
    /// the clients build their requests from) and answers it.
    /// - Throws: 404 `not_found` for an unknown path, 405 `method_not_allowed` (with `Allow`)
    ///   for a known path with another method, and what the endpoint refuses.
    private func respond(to request: HTTPRequest, from client: String) throws(APIFailure)
        -> HTTPResponse
    {
        let path = request.path.prefix(200)
        switch BackendEndpoint.match(request.method, path: request.path) {
        case .unknownPath:
            throw .notFound("There is no endpoint at \(path).")
        case .wrongMethod(let allowed):
            throw APIFailure(
                .methodNotAllowed,
                "\(path) takes \(allowed), not \(request.method.rawValue.prefix(20)).",
                headers: ["Allow": allowed.rawValue])
        case .endpoint(let endpoint, let parameters):
            switch endpoint {
            case .signUp: return try signUp(request)
            case .signIn: return try signIn(request, from: client)
            case .signOut: return try signOut(request)
            case .passwordReset: return try passwordReset(request)
            case .me: return try me(request)
            case .updateOnboarding: return try updateOnboarding(request)
            case .items: return try items(request)
            case .item: return try item(parameters["id"] ?? "", request)
            case .search: return try search(request)
            }
        }
    }

    private static func demoAccount(hasher: PasswordHasher) throws(BackendError) -> Account {
        Account(
            id: "u_" + RandomHex.make(byteCount: 8), email: demoEmail,
            passwordHash: try hasher.hash(demoPassword), name: "Demo", onboarding: .done)
    }
}
