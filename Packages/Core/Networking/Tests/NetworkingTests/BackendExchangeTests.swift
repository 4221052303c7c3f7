import Networking
import Testing

/// Each endpoint's exchange declares what it takes and answers once; the statuses and codes
/// of its errors are `BackendErrorCode`'s.
@Suite struct BackendExchangeTests {
    static let everyCode: [BackendErrorCode] = [
        .badRequest, .invalidEmail, .weakPassword, .missingQuery, .wrongCredentials,
        .sessionExpired, .notFound, .methodNotAllowed, .requestTimeout, .accountExists,
        .payloadTooLarge, .unsupportedMediaType, .misdirectedRequest, .tooManyAttempts,
        .headerTooLarge, .internalError, .maintenance, .busy,
    ]

    @Test func everyCodeIsDistinctAndAnErrorStatus() {
        #expect(Set(Self.everyCode.map(\.code)).count == Self.everyCode.count)
        #expect(Self.everyCode.allSatisfy { (400..<600).contains($0.status) })
        #expect(BackendErrorCode.accountExists.description == "409 account_exists")
    }

    /// An authenticated endpoint may answer `session_expired`, one with a body
    /// `unsupported_media_type`, and every endpoint what any request may be answered.
    @Test(arguments: BackendEndpoint.allCases)
    func allErrorsAddWhatTheExchangeImplies(endpoint: BackendEndpoint) {
        let exchange = endpoint.exchange
        let all = exchange.allErrors
        #expect(all.contains(.sessionExpired) == exchange.isAuthenticated)
        #expect(all.contains(.unsupportedMediaType) == (exchange.requestBody != nil))
        #expect(BackendErrorCode.anyRequest.allSatisfy(all.contains))
        #expect(Set(all).count == all.count)
        #expect((200..<300).contains(exchange.successStatus))
    }

    @Test(arguments: [
        (
            BackendEndpoint.signUp, 201,
            [BackendErrorCode.invalidEmail, .weakPassword, .accountExists, .tooManyAttempts]
        ),
        (.signIn, 200, [.wrongCredentials, .tooManyAttempts]),
        (.signOut, 204, []),
        (.item, 200, [.notFound]),
        (.search, 200, [.missingQuery]),
    ])
    func exchangesDeclareTheirOwnErrors(
        endpoint: BackendEndpoint, status: Int, errors: [BackendErrorCode]
    ) {
        #expect(endpoint.exchange.successStatus == status)
        #expect(endpoint.exchange.errors == errors)
    }

    @Test func queryItemsDeclareTheirBounds() {
        #expect(BackendEndpoint.items.exchange.query == [.offset, .limit])
        #expect(BackendQueryItem.limit.integers == 1...100)
        #expect(BackendQueryItem.limit.defaultValue == 20)
        #expect(BackendQueryItem.offset.integers?.lowerBound == 0)
        #expect(BackendQueryItem.searchText.name == "q")
        #expect(BackendQueryItem.searchText.isRequired)
        #expect(BackendQueryItem.searchText.integers == nil)
    }

    /// Each body's limit follows from its fields' limits, every byte escaped; an endpoint
    /// without a body takes none.
    @Test func bodiesDeclareTheirLimitsInBytes() {
        let contract = BackendContract.self
        #expect(contract.maximumEmailBytes == 254)
        #expect(contract.Credentials.maximumPasswordBytes == 1024)
        #expect(contract.Credentials.maximumBytes == 6 * (254 + 1024) + 512)
        #expect(contract.PasswordReset.maximumBytes == 6 * 254 + 512)
        #expect(contract.OnboardingUpdate.maximumNameBytes == 400)
        #expect(
            BackendEndpoint.signIn.exchange.maximumBodyBytes == contract.Credentials.maximumBytes)
        for endpoint in BackendEndpoint.allCases where endpoint.exchange.requestBody == nil {
            #expect(endpoint.exchange.maximumBodyBytes == 0, "\(endpoint)")
        }
    }

    @Test func headersGoWithTheirCodes() {
        #expect(BackendErrorCode.sessionExpired.headers == ["WWW-Authenticate"])
        #expect(BackendErrorCode.methodNotAllowed.headers == ["Allow"])
        #expect(BackendErrorCode.busy.headers == ["Retry-After"])
        #expect(BackendErrorCode.wrongCredentials.headers.isEmpty)
    }
}
