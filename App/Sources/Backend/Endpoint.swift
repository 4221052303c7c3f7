import Networking

/// One endpoint of the contract, found from a request's method and path.
enum Endpoint: Equatable {
    case signUp
    case signIn
    case signOut
    case passwordReset
    case me
    case updateOnboarding
    case items
    case item(String)
    case search

    /// The endpoint at `path` for `method`.
    ///
    /// The path is relative, as in ``HTTPRequest/path``: leading slashes are ignored, like the
    /// live client does when it appends the path to its base URL.
    /// - Throws: 404 `not_found` for an unknown path, 405 `method_not_allowed` (with `Allow`)
    ///   for a known path with another method.
    static func match(_ method: HTTPMethod, path: String) throws(APIFailure) -> Endpoint {
        let segments = path.drop { $0 == "/" }
            .split(separator: "/", omittingEmptySubsequences: false)
        let (endpoint, allowed): (Endpoint, HTTPMethod) =
            switch segments {
            case ["v1", "signup"]: (.signUp, .post)
            case ["v1", "signin"]: (.signIn, .post)
            case ["v1", "signout"]: (.signOut, .post)
            case ["v1", "password-reset"]: (.passwordReset, .post)
            case ["v1", "me"]: (.me, .get)
            case ["v1", "me", "onboarding"]: (.updateOnboarding, .put)
            case ["v1", "items"]: (.items, .get)
            case ["v1", "search"]: (.search, .get)
            case let parts
            where parts.count == 3 && parts[0] == "v1" && parts[1] == "items" && !parts[2].isEmpty:
                (.item(String(parts[2])), .get)
            default:
                throw .notFound("There is no endpoint at \(path.prefix(200)).")
            }
        guard method == allowed else {
            var failure = APIFailure(
                status: 405, code: "method_not_allowed",
                message: "\(path.prefix(200)) takes \(allowed), not \(method.rawValue.prefix(20)).")
            failure.headers["Allow"] = allowed.rawValue
            throw failure
        }
        return endpoint
    }
}
