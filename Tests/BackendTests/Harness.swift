import Backend
import Foundation
import Networking
import Synchronization

/// A backend on a fresh temporary state directory, with helpers to send it requests.
struct Harness: Sendable {
    let directory: TemporaryDirectory
    let backend: EmbeddedBackend
    let reports: Reports

    let policy: BackendPolicy
    /// The wall clock the backend reads; it moves only when a test moves it.
    let clock: WallClock

    /// A backend on a fresh directory.
    /// - Parameters:
    ///   - policy: its sessions' lifetimes and sign-in limits.
    ///   - prepare: runs on the (existing, empty) state directory first, to plant files there.
    init(policy: BackendPolicy = BackendPolicy(), prepare: (URL) throws -> Void = { _ in }) throws {
        let directory = try TemporaryDirectory()
        try prepare(directory.url)
        try self.init(directory: directory, policy: policy, clock: WallClock())
    }

    private init(directory: TemporaryDirectory, policy: BackendPolicy, clock: WallClock) throws {
        self.directory = directory
        self.policy = policy
        self.clock = clock
        let reports = Reports()
        self.reports = reports
        backend = try EmbeddedBackend(
            directory: directory.url, policy: policy, now: { clock.now },
            report: { reports.append($0) })
    }

    /// A new backend on the same directory and clock, as after a relaunch.
    func relaunched() throws -> Harness {
        try Harness(directory: directory, policy: policy, clock: clock)
    }

    /// The backend's folder inside the state directory.
    var folder: URL { directory.url.appending(path: "backend") }

    /// Sends a request straight to `handle`.
    func send(
        _ method: HTTPMethod, _ path: String, json: String? = nil, token: String? = nil,
        query: [URLQueryItem] = []
    ) -> HTTPResponse {
        backend.handle(Self.request(method, path, json: json, token: token, query: query))
    }

    static func request(
        _ method: HTTPMethod, _ path: String, json: String? = nil, token: String? = nil,
        query: [URLQueryItem] = []
    ) -> HTTPRequest {
        var headers = ["Content-Type": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return HTTPRequest(
            method: method, path: path, queryItems: query, headers: headers,
            body: json.map { Data($0.utf8) })
    }

    /// Signs in and returns the session.
    func signIn(
        _ email: String = EmbeddedBackend.demoEmail,
        _ password: String = EmbeddedBackend.demoPassword
    ) throws -> WireSession {
        try send(.post, "/v1/signin", json: credentials(email, password)).decode(WireSession.self)
    }

    /// Signs up and returns the session.
    func signUp(_ email: String, _ password: String = "correct-horse") throws -> WireSession {
        try send(.post, "/v1/signup", json: credentials(email, password)).decode(WireSession.self)
    }
}

/// The JSON body `{"email", "password"}`.
func credentials(_ email: String, _ password: String) -> String {
    String(
        decoding: try! JSONEncoder().encode(["email": email, "password": password]), as: UTF8.self)
}

/// A wall clock that moves only when told to.
final class WallClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { time.withLock { $0 } }

    func advance(by duration: Duration) {
        time.withLock { $0 += duration.seconds }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: TimeInterval {
        TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}

/// What the backend reported, in order.
final class Reports: Sendable {
    private let errors = Mutex<[BackendError]>([])

    func append(_ error: BackendError) {
        errors.withLock { $0.append(error) }
    }

    var all: [BackendError] { errors.withLock { $0 } }
}

/// A directory removed when the last reference goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appending(path: "embedded-backend-tests-\(UUID().uuidString)")
        // 0700, as the backend wants it: a looser one would be set back, with a report.
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
