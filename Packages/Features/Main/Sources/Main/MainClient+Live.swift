import Foundation
public import Networking

extension MainClient {
    /// How many items the home screen lists.
    static let homePageSize = 20

    /// The client that speaks the contract's item endpoints over `http` for the session of
    /// `token`, converting every `BackendFailure` into a ``MainError``.
    ///
    /// ```swift
    /// let main = MainFeature(MainDependencies(
    ///     client: .live(http, token: session.token), analytics: analytics, work: work,
    ///     user: user, appVersion: version))
    /// ```
    /// - Parameters:
    ///   - http: the backend's HTTP client.
    ///   - token: the signed-in session's bearer token; sent, never shown.
    /// - Returns: the live client.
    public static func live(_ http: any HTTPClient, token: String) -> MainClient {
        MainClient(
            firstItems: { () throws(MainError) in
                let page = [
                    URLQueryItem(name: "offset", value: "0"),
                    URLQueryItem(name: "limit", value: String(homePageSize)),
                ]
                let request = HTTPRequest.contract(.items, token: token, query: page)
                return try await get(request, from: http, as: BackendContract.ItemsPage.self)
                    .items.map(Item.init)
            },
            item: { id throws(MainError) in
                let request = HTTPRequest.contract(.item, ["id": String(id)], token: token)
                do throws(MainError) {
                    return Item(try await get(request, from: http, as: BackendContract.Item.self))
                } catch {
                    guard error.code == .notFound else { throw error }
                    throw .itemNotFound(id, underlying: error.underlying)
                }
            },
            search: { query throws(MainError) in
                let text = [URLQueryItem(name: "q", value: query)]
                let request = HTTPRequest.contract(.search, token: token, query: text)
                return try await get(request, from: http, as: BackendContract.SearchResults.self)
                    .items.map(Item.init)
            })
    }

    /// Sends a contract request and decodes its answer, converting the failure at the
    /// feature's boundary.
    private static func get<Value: Decodable>(
        _ request: HTTPRequest, from http: any HTTPClient, as type: Value.Type
    ) async throws(MainError) -> Value {
        do {
            return try await http.call(request, decoding: type)
        } catch {
            throw MainError(error)
        }
    }
}
