import Foundation
import Networking

/// The backend endpoints Main uses (items, one item, search), spoken over the injected
/// client with the session token. Every `NetworkError` becomes a ``MainError`` here.
struct MainAPI: Sendable {
    let client: any HTTPClient
    let token: String

    /// How many items the home screen lists.
    static let homePageSize = 20

    /// The first items, in id order.
    func firstItems() async throws(MainError) -> [Item] {
        let query = [
            URLQueryItem(name: "offset", value: "0"),
            URLQueryItem(name: "limit", value: String(Self.homePageSize)),
        ]
        return try await get("/v1/items", query: query, as: ItemsBody.self).items
    }

    /// One item.
    func item(id: Int) async throws(MainError) -> Item {
        try await get("/v1/items/\(id)", as: Item.self)
    }

    /// The items whose title or summary contains `query`.
    func search(_ query: String) async throws(MainError) -> [Item] {
        let items = [URLQueryItem(name: "q", value: query)]
        return try await get("/v1/search", query: items, as: ItemsBody.self).items
    }

    private func get<Value: Decodable>(
        _ path: String, query: [URLQueryItem] = [], as type: Value.Type
    ) async throws(MainError) -> Value {
        let request = HTTPRequest(
            path: path, queryItems: query,
            headers: ["Authorization": "Bearer \(token)", "Accept": "application/json"])
        do {
            return try await client.send(request, decoding: type)
        } catch {
            throw Self.convert(error)
        }
    }

    /// Maps a network failure to what the user can act on.
    static func convert(_ error: NetworkError) -> MainError {
        let body = try? error.response?.decode(ErrorBody.self)
        switch error.code {
        case .offline:
            return MainError(.offline, reason: "You are offline. Check your connection.")
        case .timeout:
            return MainError(.offline, reason: "The server did not answer in time. Try again.")
        case .httpStatus(503) where body?.error == "maintenance":
            return MainError(.maintenance, reason: "RootSwitch is down for maintenance.")
        case .httpStatus(401):
            return MainError(.sessionExpired, reason: "Your session has expired.")
        case .httpStatus(404):
            return MainError(.notFound, reason: "This item no longer exists.")
        case .httpStatus(let status):
            let message = body?.message ?? "The server answered with status \(status)."
            return MainError(.unexpected, reason: message)
        case .undecodable, .cancelled, .invalidRequest, .transport:
            return MainError(.unexpected, reason: "Something went wrong. Try again.")
        }
    }
}

/// The body of the items list and of search results; other keys are ignored.
private struct ItemsBody: Decodable {
    let items: [Item]
}

private struct ErrorBody: Decodable {
    let error: String
    let message: String?
}
