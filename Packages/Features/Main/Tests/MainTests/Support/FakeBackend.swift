import Foundation
import Networking
import Synchronization

/// Answers Main's endpoints as the backend contract says, with fault switches and deleted
/// items, and counts what it was asked.
final class FakeBackend: Sendable {
    /// A failure every request meets.
    enum Fault: Sendable {
        case offline
        case timeout
        case maintenance
        case expiredSession
        case serverError
        /// A success whose body is not JSON.
        case garbage
    }

    static let token = "test-token-0123"
    static let colours = ["red", "green", "blue", "gold", "pink"]

    private struct Switches {
        var fault: Fault?
        var deleted: Set<Int> = []
    }

    private let switches = Mutex(Switches())

    /// Makes every request fail with `fault`, or none when `nil`.
    func set(_ fault: Fault?) {
        switches.withLock { $0.fault = fault }
    }

    /// Deletes an item: it answers 404 and leaves lists and search.
    func delete(_ id: Int) {
        _ = switches.withLock { $0.deleted.insert(id) }
    }

    /// The item with `id` as the backend describes it.
    static func item(_ id: Int) -> [String: Any] {
        ["id": id, "title": "Item \(id)", "summary": "A \(colours[id % colours.count]) item"]
    }

    func answer(_ request: HTTPRequest) throws(NetworkError) -> HTTPResponse {
        let state = switches.withLock { $0 }
        switch state.fault {
        case .offline?: throw NetworkError(.offline, reason: "The test backend is offline.")
        case .timeout?: throw NetworkError(.timeout, reason: "The test backend is slow.")
        case .maintenance?: return Self.error(503, "maintenance")
        case .expiredSession?: return Self.error(401, "session_expired")
        case .serverError?: return Self.error(500, "internal_error", "The server broke.")
        case .garbage?: return HTTPResponse(status: 200, body: Data("not json".utf8))
        case nil: break
        }
        guard request.method == .get else { return Self.error(405, "method_not_allowed") }
        guard request.headers["Authorization"] == "Bearer \(Self.token)" else {
            return Self.error(401, "session_expired")
        }
        let existing = (1...100).filter { !state.deleted.contains($0) }
        let query = Dictionary(
            request.queryItems.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        if request.path == "/v1/items" {
            let offset = Int(query["offset"] ?? "0") ?? 0
            let limit = Int(query["limit"] ?? "20") ?? 20
            let page = existing.dropFirst(offset).prefix(limit).map(Self.item)
            return Self.json(200, ["items": page, "total": existing.count])
        }
        if request.path.hasPrefix("/v1/items/") {
            let id = Int(request.path.dropFirst("/v1/items/".count))
            guard let id, existing.contains(id) else { return Self.error(404, "not_found") }
            return Self.json(200, Self.item(id))
        }
        if request.path == "/v1/search" {
            let text = (query["q"] ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return Self.error(400, "missing_query") }
            let matches = existing.map(Self.item).filter { item in
                ["title", "summary"].contains { key in
                    (item[key] as? String)?.localizedCaseInsensitiveContains(text) == true
                }
            }
            return Self.json(200, ["query": text, "items": matches])
        }
        return Self.error(404, "not_found")
    }

    private static func error(_ status: Int, _ code: String, _ message: String = "test")
        -> HTTPResponse
    {
        json(status, ["error": code, "message": message])
    }

    private static func json(_ status: Int, _ object: [String: Any]) -> HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return HTTPResponse(
            status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
