import Foundation
import Networking

/// A JSON value as sent in a request body, so tests can compare whole bodies, absent keys
/// included.
enum JSONValue: Decodable, Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case number(Double)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// The request's body as a JSON object, or nil if it is not one.
    static func object(in request: HTTPRequest) -> [String: JSONValue]? {
        request.body.flatMap { try? JSONDecoder().decode([String: JSONValue].self, from: $0) }
    }
}
