import Foundation
import Networking

/// Sign-up, sign-in, sign-out and password reset, and the sessions they start and end.
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

    /// Checks, in order: the body, the password's size (as sign-up's, before any hashing), the
    /// throttle (before any hashing too), then the password.
    func signIn(_ request: HTTPRequest, from client: String) throws(APIFailure) -> HTTPResponse {
        let credentials = try decodeBody(BackendContract.Credentials.self, of: request)
        if let problem = CredentialRules.passwordLimitProblem(credentials.password) {
            throw problem
        }
        let email = CredentialRules.trimmed(credentials.email)
        if let wait = throttle.admit(account: email, client: client) {
            throw .tooManyAttempts(retryAfter: wait)
        }
        let stored = state.withLock { state in
            state.accountIndex(email: email).map { state.accounts[$0] }
        }
        guard hasher.verify(credentials.password, against: stored?.passwordHash),
            let stored
        else {
            throw APIFailure(.wrongCredentials, "The email or the password is wrong.")
        }
        throttle.succeeded(account: email)
        let upgraded =
            hasher.isCurrent(stored.passwordHash)
            ? nil : try? hasher.hash(credentials.password)
        let token = try state.withLock { state throws(APIFailure) in
            if let upgraded { replaceHash(of: stored, with: upgraded, in: &state) }
            return try startSession(for: stored.id, in: &state)
        }
        return Reply.json(200, BackendContract.Session(token: token, user: stored.user))
    }

    func signOut(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        try state.withLock { state throws(APIFailure) in
            let digest = try authenticate(request, in: &state).session
            var sessions = state.sessions
            sessions[digest] = nil
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
    /// - Throws: 415 `unsupported_media_type` unless the request says its body is JSON
    ///   (`Content-Type: application/json`, parameters such as a charset allowed), which a
    ///   browser's form or plain-text post cannot say without asking first; 400
    ///   `bad_request` for a missing body, malformed JSON or a missing field.
    func decodeBody<Body: Decodable>(_ type: Body.Type, of request: HTTPRequest)
        throws(APIFailure) -> Body
    {
        let contentType = request.headers.first { $0.key.lowercased() == "content-type" }?.value
        let mediaType = contentType?.split(separator: ";", maxSplits: 1).first
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard mediaType == "application/json" else { throw .notJSON }
        guard let data = request.body, let body = try? JSONDecoder().decode(type, from: data)
        else {
            throw .badRequest("The body is not the JSON object this endpoint takes.")
        }
        return body
    }

    /// The account and session of the request's `Authorization: Bearer` header, noting the
    /// session's use (saved at most once per ``BackendPolicy/idleResolution``).
    /// - Throws: 401 `session_expired` if the header is missing, the token unknown, or its
    ///   session past its lifetime or idle timeout (then it ends).
    func authenticate(_ request: HTTPRequest, in state: inout BackendState) throws(APIFailure)
        -> (index: Int, session: String)
    {
        let header = request.headers.first { $0.key.lowercased() == "authorization" }?.value
        let parts = header?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw .sessionExpired }
        let digest = TokenDigest.hex(String(parts[1]))
        let time = now()
        guard let session = state.sessions[digest], session.isLive(at: time, under: policy) else {
            // An expired session ends; it is saved with the next change.
            state.sessions[digest] = nil
            throw .sessionExpired
        }
        guard let index = state.accountIndex(session: digest) else { throw .sessionExpired }
        if time.timeIntervalSince(session.lastUsed) >= policy.idleResolution.timeInterval {
            state.sessions[digest]?.lastUsed = time
            do {
                try store.saveState(SessionsFile(sessions: state.sessions))
            } catch {
                report(error)
            }
        }
        return (index, digest)
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

    /// Starts a session, keeping only its token's digest; expired sessions go meanwhile.
    private func startSession(for accountID: String, in state: inout BackendState)
        throws(APIFailure) -> String
    {
        let token = RandomHex.make(byteCount: 32)
        let time = now()
        var sessions = state.sessions.filter { $0.value.isLive(at: time, under: policy) }
        sessions[TokenDigest.hex(token)] = StoredSession(
            account: accountID, created: time, lastUsed: time)
        try save(SessionsFile(sessions: sessions))
        state.sessions = sessions
        return token
    }

    /// Replaces a hash of a weaker method or cost, just verified, with a current one. If that
    /// cannot be saved the old hash stays, is reported, and the sign-in goes on.
    private func replaceHash(
        of account: Account, with hash: String, in state: inout BackendState
    ) {
        guard let index = state.accounts.firstIndex(where: { $0.id == account.id }),
            state.accounts[index].passwordHash == account.passwordHash
        else { return }
        var accounts = state.accounts
        accounts[index].passwordHash = hash
        do {
            try store.saveState(AccountsFile(accounts: accounts))
            state.accounts = accounts
        } catch {
            report(error)
        }
    }

    private static let invalidEmail = APIFailure(
        .invalidEmail, "This is not a valid email address.")

    private static let accountExists = APIFailure(
        .accountExists, "An account with this email exists already.")
}
