import Backend
import Foundation
import Networking
import Testing

/// The OpenAPI document is derived from the contract's one declaration: every endpoint is an
/// operation, with the errors its exchange declares, and every body's schema is what its
/// `Decodable` conformance reads. (`Scripts/contract-check` validates it and runs it against
/// the backend.)
@Suite struct OpenAPIDocumentTests {
    let document: [String: Any]

    init() throws {
        document = try #require(
            try JSONSerialization.jsonObject(with: OpenAPIDocument.json(version: "9.9.9"))
                as? [String: Any])
    }

    @Test func isOpenAPI31WithTheGivenVersion() {
        #expect(document["openapi"] as? String == "3.1.0")
        #expect((document["info"] as? [String: Any])?["version"] as? String == "9.9.9")
    }

    @Test(arguments: BackendEndpoint.allCases)
    func everyEndpointIsAnOperationWithEveryStatusItMayAnswer(endpoint: BackendEndpoint) throws {
        let found = try #require(operation(of: endpoint))
        #expect(found["operationId"] as? String == endpoint.rawValue)
        let responses = try #require(found["responses"] as? [String: Any])
        let exchange = endpoint.exchange
        let statuses = Set([exchange.successStatus] + exchange.allErrors.map(\.status))
        #expect(Set(responses.keys) == Set(statuses.map(String.init)))
        for error in exchange.allErrors {
            let response = try #require(responses["\(error.status)"] as? [String: Any])
            #expect((response["description"] as? String)?.contains("`\(error.code)`") == true)
            let headers = response["headers"] as? [String: Any] ?? [:]
            for header in error.headers { #expect(headers[header] != nil, "\(error) \(header)") }
        }
        let security = try #require(found["security"] as? [[String: Any]])
        #expect(security.isEmpty == !exchange.isAuthenticated)
        #expect((found["requestBody"] != nil) == (exchange.requestBody != nil))
    }

    @Test func queryItemsCarryTheirDeclaredBounds() throws {
        let parameters = try #require(operation(of: .items)?["parameters"] as? [[String: Any]])
        let limit = try #require(parameters.first { $0["name"] as? String == "limit" })
        let schema = try #require(limit["schema"] as? [String: Any])
        #expect(schema["minimum"] as? Int == 1)
        #expect(schema["maximum"] as? Int == 100)
        #expect(schema["default"] as? Int == 20)
        let search = try #require(operation(of: .search)?["parameters"] as? [[String: Any]])
        #expect(search.first?["name"] as? String == "q")
        #expect(search.first?["required"] as? Bool == true)
        let item = try #require(operation(of: .item)?["parameters"] as? [[String: Any]])
        #expect(item.first?["in"] as? String == "path")
    }

    /// What `decode` reads is required; what `decodeIfPresent` reads is optional and may be
    /// `null`; a contract type inside another is a schema of its own.
    @Test func bodySchemasAreWhatTheirDecodingReads() throws {
        let user = try #require(schema("User"))
        #expect(user["required"] as? [String] == ["email", "id", "onboarding"])
        let properties = try #require(user["properties"] as? [String: [String: Any]])
        #expect(properties["name"]?["type"] as? [String] == ["string", "null"])
        #expect(properties["onboarding"]?["$ref"] as? String == "#/components/schemas/Onboarding")
        let page = try #require(schema("ItemsPage")?["properties"] as? [String: [String: Any]])
        #expect(page["items"]?["type"] as? String == "array")
        #expect(page["total"]?["type"] as? String == "integer")
        #expect(schema("Credentials")?["required"] as? [String] == ["email", "password"])
        #expect(schema("Empty")?["type"] as? String == "object")
    }

    private func operation(of endpoint: BackendEndpoint) -> [String: Any]? {
        let paths = document["paths"] as? [String: [String: Any]]
        let (method, template) = endpoint.declaration
        return paths?[template]?[method.rawValue.lowercased()] as? [String: Any]
    }

    private func schema(_ name: String) -> [String: Any]? {
        let components = document["components"] as? [String: Any]
        return (components?["schemas"] as? [String: Any])?[name] as? [String: Any]
    }
}
