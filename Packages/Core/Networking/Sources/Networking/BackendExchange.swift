/// What one endpoint of the backend contract takes and answers, beyond its method and path:
/// declared once per endpoint in ``BackendEndpoint/exchange``, where a server reads its rules
/// and the OpenAPI document (`rootswitch-backend --openapi`) is derived from.
///
/// ```swift
/// let signUp = BackendEndpoint.signUp.exchange
/// signUp.successStatus   // 201
/// signUp.errors          // [invalid_email, weak_password, account_exists, too_many_attempts]
/// ```
public struct BackendExchange {
    /// Whether the request must carry `Authorization: Bearer <token>`; without a valid one
    /// it is answered ``BackendErrorCode/sessionExpired``.
    public let isAuthenticated: Bool
    /// The type of the JSON body it takes (one of ``BackendContract``'s), or `nil` for none.
    /// A request with a body must say `Content-Type: application/json`.
    public let requestBody: (any BackendRequestBody.Type)?
    /// The query items it reads.
    public let query: [BackendQueryItem]
    /// The status of a successful answer.
    public let successStatus: Int
    /// The type of a successful answer's JSON body, or `nil` for an answer without a body.
    public let responseBody: (any Codable.Type)?
    /// The errors this endpoint may answer beyond those of any request
    /// (``BackendErrorCode/anyRequest``), and beyond
    /// ``BackendErrorCode/sessionExpired`` and ``BackendErrorCode/unsupportedMediaType``,
    /// which ``isAuthenticated`` and ``requestBody`` imply.
    public let errors: [BackendErrorCode]

    /// The most bytes its request's body may have: its body type's
    /// ``BackendRequestBody/maximumBytes``, 0 for an endpoint that takes none. A server
    /// refuses more from the `Content-Length` alone, with ``BackendErrorCode/payloadTooLarge``.
    public var maximumBodyBytes: Int { requestBody?.maximumBytes ?? 0 }

    /// Every error this endpoint may answer: its own, those its authentication and its body
    /// imply, and those of any request, each once, in that order.
    public var allErrors: [BackendErrorCode] {
        var all = errors
        if isAuthenticated { all.append(.sessionExpired) }
        if requestBody != nil { all.append(.unsupportedMediaType) }
        for error in BackendErrorCode.anyRequest where !all.contains(error) {
            all.append(error)
        }
        return all
    }

    init(
        authenticated: Bool = false, body: (any BackendRequestBody.Type)? = nil,
        query: [BackendQueryItem] = [], success: Int = 200, answer: (any Codable.Type)?,
        errors: [BackendErrorCode] = []
    ) {
        isAuthenticated = authenticated
        requestBody = body
        self.query = query
        successStatus = success
        responseBody = answer
        self.errors = errors
    }
}

extension BackendEndpoint {
    /// What the endpoint takes and answers: the declaration a server follows and the OpenAPI
    /// document is derived from.
    public var exchange: BackendExchange {
        typealias Contract = BackendContract
        switch self {
        case .signUp:
            return BackendExchange(
                body: Contract.Credentials.self, success: 201, answer: Contract.Session.self,
                errors: [.invalidEmail, .weakPassword, .accountExists, .tooManyAttempts])
        case .signIn:
            return BackendExchange(
                body: Contract.Credentials.self, answer: Contract.Session.self,
                errors: [.wrongCredentials, .tooManyAttempts])
        case .signOut:
            return BackendExchange(authenticated: true, success: 204, answer: nil)
        case .passwordReset:
            return BackendExchange(
                body: Contract.PasswordReset.self, success: 202, answer: Contract.Empty.self,
                errors: [.invalidEmail])
        case .me:
            return BackendExchange(authenticated: true, answer: Contract.CurrentUser.self)
        case .updateOnboarding:
            return BackendExchange(
                authenticated: true, body: Contract.OnboardingUpdate.self,
                answer: Contract.CurrentUser.self)
        case .items:
            return BackendExchange(
                authenticated: true, query: [.offset, .limit], answer: Contract.ItemsPage.self)
        case .item:
            return BackendExchange(
                authenticated: true, answer: Contract.Item.self, errors: [.notFound])
        case .search:
            return BackendExchange(
                authenticated: true, query: [.searchText], answer: Contract.SearchResults.self,
                errors: [.missingQuery])
        }
    }
}
