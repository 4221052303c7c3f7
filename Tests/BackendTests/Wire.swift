import Networking

/// The contract's objects, decoded strictly: a missing key fails the test.
struct WireUser: Decodable, Equatable {
    struct Onboarding: Decodable, Equatable {
        let step: String
        let finished: Bool
        let permissionsGranted: Bool?
    }

    let id: String
    let email: String
    let name: String?
    let onboarding: Onboarding
}

struct WireSession: Decodable {
    let token: String
    let user: WireUser
}

struct WireMe: Decodable {
    let user: WireUser
}

struct WireItem: Decodable, Equatable {
    let id: Int
    let title: String
    let summary: String
}

struct WirePage: Decodable {
    let items: [WireItem]
    let total: Int
}

struct WireSearch: Decodable {
    let query: String
    let items: [WireItem]
}

struct WireError: Decodable, Equatable {
    let error: String
    let message: String
}

extension HTTPResponse {
    /// The contract's error code in the body, or nil if the body is not an error object.
    var errorCode: String? {
        (try? decode(WireError.self))?.error
    }
}
