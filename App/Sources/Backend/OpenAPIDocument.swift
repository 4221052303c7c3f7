public import Foundation
import Networking

/// The backend contract as an OpenAPI 3.1 document, derived from the one declaration in
/// Networking: each path and method from ``BackendEndpoint``, what it takes and answers from
/// its `exchange`, each error's status and code from `BackendErrorCode`, each body's schema
/// from its `Decodable` conformance in `BackendContract`. Nothing in it is written twice, so
/// it cannot drift from what the clients send and the embedded backend answers.
///
/// `rootswitch-backend --openapi` prints it; `Scripts/contract-check` validates it and runs
/// schemathesis with it against the embedded backend, and a team can run the same against
/// its own server (docs/backend-contract.md).
///
/// ```swift
/// let document = OpenAPIDocument.json(version: "1.0.0")
/// try document.write(to: URL(filePath: "openapi.json"))
/// ```
public enum OpenAPIDocument {
    /// The document, as JSON with sorted keys.
    /// - Parameter version: the version of the API the document describes (`info.version`).
    public static func json(version: String) -> Data {
        var schemas = SchemaReader()
        var paths: [String: [String: Any]] = [:]
        for endpoint in BackendEndpoint.allCases {
            let (method, template) = endpoint.declaration
            paths[template, default: [:]][method.rawValue.lowercased()] = operation(
                endpoint, schemas: &schemas)
        }
        let document: [String: Any] = [
            "openapi": "3.1.0",
            "info": [
                "title": "RootSwitch backend contract",
                "version": version,
                "description": "The HTTP contract between the RootSwitch app and its backend "
                    + "(docs/backend-contract.md), derived from Networking's BackendEndpoint, "
                    + "BackendContract and BackendErrorCode.",
            ],
            "servers": [
                [
                    "url": "http://127.0.0.1:{port}",
                    "description": "rootswitch-backend, on this machine",
                    "variables": ["port": ["default": "8080"]],
                ]
            ],
            "paths": paths,
            "components": [
                "schemas": schemas.components,
                "securitySchemes": ["bearer": ["type": "http", "scheme": "bearer"]],
            ],
        ]
        // Plain dictionaries of strings, numbers, booleans and arrays: serialization cannot fail.
        return
            (try? JSONSerialization.data(
                withJSONObject: document,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }

    private static func operation(_ endpoint: BackendEndpoint, schemas: inout SchemaReader)
        -> [String: Any]
    {
        let exchange = endpoint.exchange
        var operation: [String: Any] = [
            "operationId": endpoint.rawValue,
            "security": exchange.isAuthenticated ? [["bearer": [String]()]] : [[String: Any]](),
        ]
        let parameters = pathParameters(of: endpoint) + exchange.query.map(queryParameter)
        if !parameters.isEmpty { operation["parameters"] = parameters }
        if let body = exchange.requestBody {
            operation["requestBody"] = [
                "required": true,
                "content": ["application/json": ["schema": schemas.reference(to: body)]],
            ]
        }
        var success: [String: Any] = ["description": "Success."]
        if let answer = exchange.responseBody {
            success["content"] = ["application/json": ["schema": schemas.reference(to: answer)]]
        }
        var responses: [String: Any] = ["\(exchange.successStatus)": success]
        let errorBody = schemas.reference(to: BackendErrorBody.self)
        for (status, errors) in Dictionary(grouping: exchange.allErrors, by: \.status) {
            responses["\(status)"] = errorResponse(errors, body: errorBody)
        }
        operation["responses"] = responses
        return operation
    }

    /// One response for every error of a status: its body's `error` one of their codes, each
    /// header field present when any of them sends it, required when all of them do.
    private static func errorResponse(_ errors: [BackendErrorCode], body: [String: Any])
        -> [String: Any]
    {
        let codes = errors.map(\.code)
        var response: [String: Any] = [
            "description": codes.map { "`\($0)`" }.joined(separator: ", "),
            "content": [
                "application/json": [
                    "schema": [
                        "allOf": [body, ["properties": ["error": ["enum": codes]]]]
                    ]
                ]
            ],
        ]
        var headers: [String: Any] = [:]
        for name in Set(errors.flatMap(\.headers)).sorted() {
            headers[name] = [
                "required": errors.allSatisfy { $0.headers.contains(name) },
                "schema": ["type": "string"],
            ]
        }
        if !headers.isEmpty { response["headers"] = headers }
        return response
    }

    /// A parameter for each `{name}` of the endpoint's path: one non-empty segment.
    private static func pathParameters(of endpoint: BackendEndpoint) -> [[String: Any]] {
        endpoint.declaration.template.split(separator: "/")
            .filter { $0.first == "{" && $0.last == "}" }
            .map { segment in
                [
                    "name": String(segment.dropFirst().dropLast()), "in": "path",
                    "required": true, "schema": ["type": "string"],
                ]
            }
    }

    private static func queryParameter(_ item: BackendQueryItem) -> [String: Any] {
        var schema: [String: Any] = ["type": "string"]
        if let integers = item.integers {
            schema = ["type": "integer", "minimum": integers.lowerBound]
            if integers.upperBound < Int.max { schema["maximum"] = integers.upperBound }
            if let value = item.defaultValue { schema["default"] = value }
        }
        return ["name": item.name, "in": "query", "required": item.isRequired, "schema": schema]
    }
}
