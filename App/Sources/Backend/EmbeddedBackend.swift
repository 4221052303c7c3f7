public import Foundation
public import Networking
import PrivateStorage
import Synchronization

/// The App's backend, in-process: answers every request of the contract in
/// `docs/backend-contract.md` as a real server would, and keeps its accounts, sessions (as
/// digests of their tokens, never the tokens) and deleted items in the state directory.
///
/// Thread-safe: requests may come from any thread at once (the HTTP server answers several
/// connections at a time). Password hashing and file writes run outside the state's lock, so
/// one slow sign-up does not hold up other requests; at most
/// ``BackendPolicy/maximumConcurrentHashes`` passwords are hashed at once.
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

    let store: BackendStore
    let hasher = PasswordHasher()
    let hashing: HashingGate
    let policy: BackendPolicy
    let signIns: AttemptThrottle
    let signUps: AttemptThrottle
    let now: @Sendable () -> Date
    let report: @Sendable (BackendError) -> Void
    private let faults = Mutex((offline: false, maintenance: false))

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
    ///
    /// Before the device's first unlock (iOS prewarming) data protection keeps the files
    /// closed: then nothing is read or written, `.unavailable` is reported, requests answer
    /// 503 `busy`, and the first request after the unlock reads them.
    /// - Parameters:
    ///   - directory: the app's state directory; created if missing.
    ///   - policy: how long sessions last, how many attempts are taken, how much is hashed.
    ///   - now: the wall clock sessions and attempts are timed on.
    ///   - report: told about problems that do not stop the backend: a bad state file (a
    ///     symbolic link, not a regular file, over 4 MiB, not decodable: set aside as
    ///     `.corrupt` or `.corrupt-N`, started without it), a mode set back to 0600 or 0700,
    ///     files not readable yet, or a change that could not be saved.
    /// - Throws: `.storage` if the state directory is refused (another user's, or writable
    ///   by others) or the folder or a file cannot be created, read or written;
    ///   `.passwordHashing` if the demo password cannot be hashed.
    public init(
        directory: URL,
        policy: BackendPolicy,
        now: @escaping @Sendable () -> Date,
        report: @escaping @Sendable (BackendError) -> Void = { _ in }
    ) throws(BackendError) {
        let files = try PrivateFileStore.backend(in: directory, report: report)
        store = try BackendStore(files: files, policy: policy, now: now, report: report)
        self.policy = policy
        self.now = now
        self.report = report
        hashing = HashingGate(slots: policy.maximumConcurrentHashes, wait: policy.hashingWait)
        signIns = AttemptThrottle(policy: policy, now: now)
        signUps = AttemptThrottle(policy: policy, now: now)
    }

    /// Whether the in-process client behaves as if there were no network: it throws
    /// `NetworkError` `.offline` without calling ``handle(_:)``. Not saved.
    public var isOffline: Bool {
        get { faults.withLock { $0.offline } }
        set { faults.withLock { $0.offline = newValue } }
    }

    /// Whether every request answers 503 `maintenance`. Not saved.
    public var isInMaintenance: Bool {
        get { faults.withLock { $0.maintenance } }
        set { faults.withLock { $0.maintenance = newValue } }
    }

    /// Ends every session: every token answers 401 `session_expired` afterwards, also after a
    /// restart. If that cannot be saved, the sessions still end now and the failure is reported.
    public func expireSessions() {
        store.endSessions()
    }

    /// Deletes an item: it answers 404 and leaves lists and search, also after a restart.
    /// - Parameter id: the item's id, 1 to 100.
    /// - Throws: `.unknownItem` if no item has this id or it was deleted already; `.storage` if
    ///   the deletion cannot be saved (then nothing changes) or the files cannot be read yet.
    public func deleteItem(_ id: Int) throws(BackendError) {
        let unknown = BackendError(.unknownItem, reason: "There is no item \(id) to delete.")
        guard ItemCatalog.item(id) != nil else { throw unknown }
        do {
            try store.change(saving: [.deletedItems]) { state throws(APIFailure) in
                guard state.deletedItems.insert(id).inserted else { throw .notFound("") }
            }
        } catch  where error.error == .notFound {
            throw unknown
        } catch {
            throw BackendError(
                .storage, reason: "Item \(id) could not be deleted: \(error.message)")
        }
    }

    /// Answers one request as the contract says. Never throws and never traps: any input,
    /// however malformed, gets one of the contract's error responses. The checks a server
    /// makes from the head (``admit(_:)``) are made here too, so the App's in-process client
    /// meets the same limits as a client over HTTP.
    /// - Parameter request: the request; its path is relative, with or without a leading slash.
    /// - Returns: the response, successful or not, as a server would send it.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        do throws(APIFailure) {
            let (endpoint, parameters) = try route(request, bodyLength: request.body?.count ?? 0)
            return try respond(to: request, at: endpoint, parameters: parameters)
        } catch {
            return error.response
        }
    }

    /// Decides from a request's head, before its body is read, what the server does with it:
    /// the contract's checks in its order (maintenance, path, method, authentication, media
    /// type), then its `Content-Length` against the endpoint's own limit
    /// (`BackendExchange.maximumBodyBytes`). For ``LoopbackHTTPServer``'s `admit`; returns at
    /// once, never waiting for a file.
    /// - Parameter head: the request without its body.
    public func admit(_ head: HTTPRequest) -> HTTPAdmission {
        do throws(APIFailure) {
            let length = head.header("content-length").flatMap { Int($0) } ?? 0
            let (endpoint, _) = try route(head, bodyLength: length)
            return .body(maximumBytes: endpoint.exchange.maximumBodyBytes)
        } catch {
            return .refuse(error.response)
        }
    }

    /// Answers a routed request by its endpoint.
    private func respond(
        to request: HTTPRequest, at endpoint: BackendEndpoint, parameters: [String: String]
    ) throws(APIFailure) -> HTTPResponse {
        switch endpoint {
        case .signUp: try signUp(request)
        case .signIn: try signIn(request)
        case .signOut: try signOut(request)
        case .passwordReset: try passwordReset(request)
        case .me: try me(request)
        case .updateOnboarding: try updateOnboarding(request)
        case .items: try items(request)
        case .item: try item(parameters["id"] ?? "", request)
        case .search: try search(request)
        }
    }

    /// The endpoint of a request, checked as far as its head tells, in the contract's order.
    /// - Parameter bodyLength: how many bytes its body has, or announces.
    /// - Throws: 503 `maintenance`, 404 `not_found` for an unknown path, 405
    ///   `method_not_allowed` (with `Allow`) for a known path with another method, 401
    ///   `session_expired` for an authenticated endpoint without a live session (where the
    ///   files have been read: else the handler finds out), 415 `unsupported_media_type`, 413
    ///   `payload_too_large` for a body over the endpoint's limit.
    private func route(_ request: HTTPRequest, bodyLength: Int) throws(APIFailure)
        -> (BackendEndpoint, [String: String])
    {
        if isInMaintenance { throw .maintenance }
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
            let exchange = endpoint.exchange
            if exchange.isAuthenticated {
                let time = now()
                guard let digest = Self.tokenDigest(of: request),
                    store.peek({ $0.sessions[digest]?.isLive(at: time, under: policy) ?? false })
                        != false
                else { throw .sessionExpired }
            }
            if exchange.requestBody != nil, !Self.saysJSON(request) { throw .notJSON }
            guard bodyLength <= exchange.maximumBodyBytes else {
                throw APIFailure(
                    .payloadTooLarge,
                    "A body of \(endpoint.method.rawValue) \(endpoint.declaration.template) "
                        + "may have at most \(exchange.maximumBodyBytes) bytes.")
            }
            return (endpoint, parameters)
        }
    }

    /// Whether the request says its body is JSON: `Content-Type: application/json`, with
    /// parameters such as a charset allowed, which a browser's form or plain-text post cannot
    /// say without asking first.
    static func saysJSON(_ request: HTTPRequest) -> Bool {
        let mediaType = request.header("content-type")?.split(separator: ";", maxSplits: 1)
            .first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return mediaType == "application/json"
    }

    /// The digest of the request's `Authorization: Bearer` token (scheme in any case), if it
    /// has one.
    static func tokenDigest(of request: HTTPRequest) -> String? {
        let parts =
            request.header("authorization")?.split(separator: " ", omittingEmptySubsequences: true)
            ?? []
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return TokenDigest.hex(String(parts[1]))
    }
}

extension HTTPRequest {
    /// The value of a header field, ignoring case as HTTP does.
    /// - Parameter name: the field name, lowercased.
    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name }?.value
    }
}
