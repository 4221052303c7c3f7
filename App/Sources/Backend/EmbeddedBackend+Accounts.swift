import Foundation
import Networking

/// Sign-up, sign-in, sign-out and password reset.
extension EmbeddedBackend {
    func signUp(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let credentials = try decodeBody(BackendContract.Credentials.self, of: request)
        let email = CredentialRules.trimmed(credentials.email)
        guard CredentialRules.isValidEmail(email) else { throw Self.invalidEmail }
        if let problem = CredentialRules.passwordProblem(credentials.password) { throw problem }
        guard state.withLock({ $0.accountIndex(email: email) }) == nil else {
            throw Self.accountExists
        }
        let hash: String
        do {
            hash = try hasher.hash(credentials.password)
        } catch {
            throw .internalError
        }
        let account = Account(
            id: "u_" + RandomHex.make(byteCount: 8), email: email, passwordHash: hash,
            name: nil, onboarding: .fresh)
        let token = try state.withLock { state throws(APIFailure) in
            // Checked again: another sign-up for the same email may have won while hashing.
            guard state.accountIndex(email: email) == nil else { throw Self.accountExists }
            var accounts = state.accounts
            accounts.append(account)
            try save(AccountsFile(accounts: accounts))
            state.accounts = accounts
            return try startSession(for: account.id, in: &state)
        }
        return Reply.json(201, BackendContract.Session(token: token, user: account.user))
    }

    func signIn(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let credentials = try decodeBody(BackendContract.Credentials.self, of: request)
        let email = CredentialRules.trimmed(credentials.email)
        let stored = state.withLock { state in
            state.accountIndex(email: email).map { state.accounts[$0] }
        }
        guard hasher.verify(credentials.password, against: stored?.passwordHash),
            let stored
        else {
            throw APIFailure(
                status: 401, code: "wrong_credentials",
                message: "The email or the password is wrong.")
        }
        let token = try state.withLock { state throws(APIFailure) in
            try startSession(for: stored.id, in: &state)
        }
        return Reply.json(200, BackendContract.Session(token: token, user: stored.user))
    }

    func signOut(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        try state.withLock { state throws(APIFailure) in
            let token = try authenticate(request, in: state).token
            var sessions = state.sessions
            sessions[token] = nil
            try save(SessionsFile(sessions: sessions))
            state.sessions = sessions
        }
        return Reply.empty(204)
    }

    func passwordReset(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let body = try decodeBody(BackendContract.PasswordReset.self, of: request)
        guard CredentialRules.isValidEmail(CredentialRules.trimmed(body.email)) else {
            throw Self.invalidEmail
        }
        // The same answer whether or not the account exists, so it reveals nothing.
        return Reply.json(202, BackendContract.Empty())
    }

    /// The request's JSON body decoded as `type`.
    /// - Throws: 400 `bad_request` for a missing body, malformed JSON or a missing field.
    func decodeBody<Body: Decodable>(_ type: Body.Type, of request: HTTPRequest)
        throws(APIFailure) -> Body
    {
        guard let data = request.body, let body = try? JSONDecoder().decode(type, from: data)
        else {
            throw .badRequest("The body is not the JSON object this endpoint takes.")
        }
        return body
    }

    /// The account and token of the request's `Authorization: Bearer` header.
    /// - Throws: 401 `session_expired` if the header is missing or the token unknown.
    func authenticate(_ request: HTTPRequest, in state: BackendState) throws(APIFailure)
        -> (index: Int, token: String)
    {
        let header = request.headers.first { $0.key.lowercased() == "authorization" }?.value
        let parts = header?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        guard parts.count == 2, parts[0].lowercased() == "bearer",
            let index = state.accountIndex(token: String(parts[1]))
        else { throw .sessionExpired }
        return (index, String(parts[1]))
    }

    /// Saves a state file, or answers 500 `internal_error` (the caller then changes nothing).
    func save(_ file: some StateFile) throws(APIFailure) {
        do {
            try store.saveState(file)
        } catch {
            report(error)
            throw .internalError
        }
    }

    private func startSession(for accountID: String, in state: inout BackendState)
        throws(APIFailure) -> String
    {
        let token = RandomHex.make(byteCount: 32)
        var sessions = state.sessions
        sessions[token] = accountID
        try save(SessionsFile(sessions: sessions))
        state.sessions = sessions
        return token
    }

    private static let invalidEmail = APIFailure(
        status: 400, code: "invalid_email", message: "This is not a valid email address.")

    private static let accountExists = APIFailure(
        status: 409, code: "account_exists", message: "An account with this email exists already.")
}
