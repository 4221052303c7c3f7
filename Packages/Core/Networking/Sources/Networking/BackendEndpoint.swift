/// The endpoints of the backend contract (docs/backend-contract.md), each declared once, with
/// its method and path: a feature's live client builds its requests from it
/// (`HTTPRequest.contract(.item, ["id": "42"], token: token)`) and a server routes requests by
/// it (``match(_:path:)``), so a path cannot differ between the two. What each takes and
/// answers (its body, query, statuses and errors) is its ``exchange``, from which the OpenAPI
/// document is derived.
///
/// ```swift
/// BackendEndpoint.item.path(["id": "42"])             // "/v1/items/42"
/// BackendEndpoint.match(.get, path: "/v1/items/42")   // .endpoint(.item, parameters: ["id": "42"])
/// ```
public enum BackendEndpoint: String, Hashable, Sendable, CaseIterable {
    /// `POST /v1/signup`: ``BackendContract/Credentials`` in, ``BackendContract/Session`` out (201).
    case signUp
    /// `POST /v1/signin`: ``BackendContract/Credentials`` in, ``BackendContract/Session`` out.
    case signIn
    /// `POST /v1/signout`, authenticated: ends the session.
    case signOut
    /// `POST /v1/password-reset`: ``BackendContract/PasswordReset`` in, an empty object out.
    case passwordReset
    /// `GET /v1/me`, authenticated: ``BackendContract/CurrentUser`` out.
    case me
    /// `PUT /v1/me/onboarding`, authenticated: ``BackendContract/OnboardingUpdate`` in,
    /// ``BackendContract/CurrentUser`` out.
    case updateOnboarding
    /// `GET /v1/items?offset=&limit=`, authenticated: ``BackendContract/ItemsPage`` out.
    case items
    /// `GET /v1/items/{id}`, authenticated: ``BackendContract/Item`` out.
    case item
    /// `GET /v1/search?q=`, authenticated: ``BackendContract/SearchResults`` out.
    case search

    /// The method and the path template (`{name}` for a path parameter): the declaration.
    public var declaration: (method: HTTPMethod, template: String) {
        switch self {
        case .signUp: (.post, "/v1/signup")
        case .signIn: (.post, "/v1/signin")
        case .signOut: (.post, "/v1/signout")
        case .passwordReset: (.post, "/v1/password-reset")
        case .me: (.get, "/v1/me")
        case .updateOnboarding: (.put, "/v1/me/onboarding")
        case .items: (.get, "/v1/items")
        case .item: (.get, "/v1/items/{id}")
        case .search: (.get, "/v1/search")
        }
    }

    /// The endpoint's method.
    public var method: HTTPMethod { declaration.method }

    /// The path, each `{name}` of the template replaced by `parameters[name]` (one left as it is
    /// when not given, which no server routes).
    /// - Parameter parameters: the path parameters, such as `["id": "42"]`.
    public func path(_ parameters: [String: String] = [:]) -> String {
        "/"
            + segments.map { segment in
                Self.parameterName(segment).flatMap { parameters[$0] } ?? String(segment)
            }.joined(separator: "/")
    }

    /// What a request's method and path name.
    public enum Match: Hashable, Sendable {
        /// This endpoint, with the values of its path parameters.
        case endpoint(BackendEndpoint, parameters: [String: String])
        /// The path is an endpoint's, the method is not: the one it takes.
        case wrongMethod(allowed: HTTPMethod)
        /// No endpoint has this path.
        case unknownPath
    }

    /// Routes a request: the endpoint whose template `path` fits (a parameter takes one
    /// non-empty segment), if `method` is its method. Leading slashes are ignored, as a client
    /// appending the path to its base URL ignores them.
    /// - Parameters:
    ///   - method: the request's method.
    ///   - path: the request's path, without its query.
    public static func match(_ method: HTTPMethod, path: String) -> Match {
        let given = path.drop { $0 == "/" }.split(separator: "/", omittingEmptySubsequences: false)
        var allowed: HTTPMethod?
        for endpoint in allCases where endpoint.segments.count == given.count {
            var parameters: [String: String] = [:]
            let fits = zip(endpoint.segments, given).allSatisfy { template, segment in
                guard let name = parameterName(template) else { return template == segment }
                parameters[name] = String(segment)
                return !segment.isEmpty
            }
            guard fits else { continue }
            if endpoint.method == method { return .endpoint(endpoint, parameters: parameters) }
            allowed = endpoint.method
        }
        return allowed.map { .wrongMethod(allowed: $0) } ?? .unknownPath
    }

    private var segments: [Substring] {
        declaration.template.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    }

    /// `id` for the template segment `{id}`; `nil` for a literal.
    private static func parameterName(_ segment: Substring) -> String? {
        guard segment.first == "{", segment.last == "}" else { return nil }
        return String(segment.dropFirst().dropLast())
    }
}
