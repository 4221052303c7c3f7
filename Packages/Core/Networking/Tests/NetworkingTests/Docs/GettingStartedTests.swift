import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// The code of `Networking.docc/GettingStarted.md`, step by step, with the outcomes the
/// article states. `Scripts/docs` checks that every code block of the article appears here
/// verbatim, so an API change that breaks the article fails these tests.
@Suite struct GettingStartedTests {
    @Test func aRequestIsAValue() throws {
        var request = HTTPRequest(path: "/v1/items/42")
        request.timeout = .seconds(5)
        // request.method == .get, request.isIdempotent == true
        #expect(request.method == .get)
        #expect(request.isIdempotent == true)

        let create = try HTTPRequest.json(.post, path: "/v1/items", body: NewItem(title: "Lamp"))
        // create.headers["Content-Type"] == "application/json", create.isIdempotent == false
        #expect(create.headers["Content-Type"] == "application/json")
        #expect(create.isIdempotent == false)
        #expect(create.body == Data(#"{"title":"Lamp"}"#.utf8))
    }

    @Test func aClientAnswersOrThrows() async throws {
        let server = CatalogServer(items: ["/v1/items/42": #"{"id":42,"title":"Lamp"}"#])
        let item = try await server.send(HTTPRequest(path: "/v1/items/42"), decoding: Item.self)
        // item == Item(id: 42, title: "Lamp")
        #expect(item == Item(id: 42, title: "Lamp"))

        var missing: NetworkError?
        do {
            _ = try await server.send(HTTPRequest(path: "/v1/items/9"))
        } catch {
            missing = error
        }
        // missing?.code == .httpStatus(404), missing?.response?.status == 404
        #expect(missing?.code == .httpStatus(404))
        #expect(missing?.response?.status == 404)
    }

    @Test func theContractIsWrittenOnce() async throws {
        let server = CatalogServer(items: ["/v1/items/42": #"{"id":42,"title":"Lamp"}"#])
        let request = HTTPRequest.contract(.item, ["id": "42"], token: "t0k3n")
        // request.headers == ["Accept": "application/json", "Authorization": "Bearer t0k3n"]
        let item = try await server.call(request, decoding: Item.self)
        // item == Item(id: 42, title: "Lamp")
        #expect(request.headers == ["Accept": "application/json", "Authorization": "Bearer t0k3n"])
        #expect(item == Item(id: 42, title: "Lamp"))

        var failure: BackendFailure?
        do {
            _ = try await server.call(.contract(.item, ["id": "9"]), decoding: Item.self)
        } catch {
            failure = error
        }
        // failure?.code == .rejected, failure?.status == 404
        // failure?.body?.error == "not_found"
        #expect(failure?.code == .rejected)
        #expect(failure?.status == 404)
        #expect(failure?.body?.error == "not_found")
        #expect(failure?.underlying.code == .httpStatus(404))
    }

    @Test func retriesOnlyIdempotentRequests() async {
        let down = StubHTTPClient(always: .status(503, error: nil))
        let client = RetryingHTTPClient(wrapping: down, maxRetries: 2, sleep: { _ in })
        _ = try? await client.send(HTTPRequest(path: "/v1/items/42"))
        // down.requests.count == 3: the first attempt and two retries
        #expect(down.requests.count == 3)

        _ = try? await client.send(HTTPRequest(method: .post, path: "/v1/items"))
        // down.requests.count == 4: a POST is sent once
        #expect(down.requests.count == 4)
    }

    @Test func doublesStubWhatATestUses() async throws {
        let stub = StubHTTPClient(responses: [
            "GET /v1/items/42": HTTPResponse(
                status: 200, body: Data(#"{"id":42,"title":"Lamp"}"#.utf8))
        ])
        let item = try await stub.call(.contract(.item, ["id": "42"]), decoding: Item.self)
        // item == Item(id: 42, title: "Lamp"), stub.requests.map(\.path) == ["/v1/items/42"]
        #expect(item == Item(id: 42, title: "Lamp"))
        #expect(stub.requests.map(\.path) == ["/v1/items/42"])

        let expired = StubHTTPClient(always: .status(401, error: "session_expired"))
        let offline = StubHTTPClient(always: .failure(.offline))
        // a contract call through them fails with .unauthorized and .offline
        var codes: [BackendFailure.Code] = []
        for client in [expired, offline] {
            do {
                try await client.call(.contract(.me))
            } catch {
                codes.append(error.code)
            }
        }
        #expect(codes == [.unauthorized, .offline])

        await withKnownIssue {
            let items = ItemsClient.unimplemented()
            _ = try? await items.item(42)
        }
        await withKnownIssue {
            let client = RetryingHTTPClient(wrapping: UnimplementedHTTPClient())
            _ = try? await client.send(HTTPRequest(path: "/v1/items/42"))
        }
    }
}

extension GettingStartedTests {
    struct Item: Decodable, Equatable {
        let id: Int
        let title: String
    }

    struct NewItem: Encodable {
        let title: String
    }

    /// Answers from a table of JSON bodies by path, as a small server would.
    struct CatalogServer: HTTPClient {
        let items: [String: String]

        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            guard let json = items[request.path] else {
                let error = BackendErrorBody(error: "not_found", message: "No such item.")
                let body = (try? JSONEncoder().encode(error)) ?? Data()
                throw .httpStatus(HTTPResponse(status: 404, body: body))
            }
            return HTTPResponse(status: 200, body: Data(json.utf8))
        }
    }

    /// A feature's client: a struct of closures over the contract.
    struct ItemsClient: Sendable {
        var item: @Sendable (Int) async throws(BackendFailure) -> Item
    }
}

extension GettingStartedTests.ItemsClient {
    /// Fails the test that calls an endpoint it did not stub.
    static func unimplemented(
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> Self {
        let failure = BackendFailure(NetworkError(.invalidRequest, reason: "Not stubbed."))
        return Self(
            item: TestSupport.unimplemented(
                "ItemsClient.item", throwing: failure, sourceLocation: location))
    }
}
