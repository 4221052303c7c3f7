import Foundation
import Networking

/// Sign-up, sign-in, sign-out and password reset, and the sessions they start and end.
extension EmbeddedBackend {
    /// Checks, in order: the body, the email and the password (before anything is hashed),
    /// the account's sign-up throttle, then hashes the password and only then looks the
    /// account up: a sign-up for an account that exists costs what one for a new account
    /// costs, so its 409 tells no more than its body.
    func signUp(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let credentials = try decodeBody(BackendContract.Credentials.self, of: request)
        let email = CredentialRules.trimmed(credentials.email)
        guard CredentialRules.isValidEmail(email) else { throw Self.invalidEmail }
        if let problem = CredentialRules.passwordProblem(credentials.password) { throw problem }
        if let wait = signUps.admit(email) { throw .tooManyAttempts(retryAfter: wait) }
        let hash = try hashing.run { () throws(APIFailure) -> String in
            do throws(BackendError) {
                return try hasher.hash(credentials.password)
            } catch {
                report(error)
                throw .internalError
            }
        }
        let account = Account(
            id: "u_" + RandomHex.make(byteCount: 8), email: email, passwordHash: hash,
            name: nil, onboarding: .fresh)
        try store.change(saving: [.accounts]) { state throws(APIFailure) in
            guard state.accountIndex(email: email) == nil else { throw Self.accountExists }
            state.accounts.append(account)
        }
        let token = try startSession(for: account.id)
        return Reply.json(201, BackendContract.Session(token: token, user: account.user))
    }

    /// Checks, in order: the body, the sizes of the email and the password (as sign-up's,
    /// before any hashing), the account's throttle (before any hashing too), then the
    /// password, hashed even for an unknown account.
    func signIn(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let credentials = try decodeBody(BackendContract.Credentials.self, of: request)
        if let problem = CredentialRules.passwordLimitProblem(credentials.password) {
            throw problem
        }
        let email = CredentialRules.trimmed(credentials.email)
        guard email.utf8.count <= BackendContract.maximumEmailBytes else {
            throw .badRequest(
                "An email has at most \(BackendContract.maximumEmailBytes) bytes.")
        }
        if let wait = signIns.admit(email) { throw .tooManyAttempts(retryAfter: wait) }
        let stored = try store.read { state in
            state.accountIndex(email: email).map { state.accounts[$0] }
        }
        let (verified, upgraded) = try hashing.run { () throws(APIFailure) -> (Bool, String?) in
            guard hasher.verify(credentials.password, against: stored?.passwordHash),
                let stored
            else { return (false, nil) }
            // A hash of a weaker method or cost, just verified, is replaced with a current one.
            let current = hasher.isCurrent(stored.passwordHash)
            return (true, current ? nil : try? hasher.hash(credentials.password))
        }
        guard verified, let stored else {
            throw APIFailure(.wrongCredentials, "The email or the password is wrong.")
        }
        signIns.clear(email)
        if let upgraded { replaceHash(of: stored, with: upgraded) }
        let token = try startSession(for: stored.id)
        return Reply.json(200, BackendContract.Session(token: token, user: stored.user))
    }

    func signOut(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let digest = try authenticate(request).session
        try store.change(saving: [.sessions]) { state in
            state.sessions[digest] = nil
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

    /// The request's JSON body decoded as `type`; the request says it is JSON (checked with
    /// its route).
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

    /// The account and session of the request's `Authorization: Bearer` header, noting the
    /// session's use (saved at most once per ``BackendPolicy/idleResolution``; a failure to
    /// save it is reported, and the request goes on).
    /// - Throws: 401 `session_expired` if the header is missing, the token unknown, or its
    ///   session past its lifetime or idle timeout (then it ends).
    func authenticate(_ request: HTTPRequest) throws(APIFailure)
        -> (account: Account, session: String)
    {
        guard let digest = Self.tokenDigest(of: request) else { throw .sessionExpired }
        let time = now()
        let (account, stale) = try store.read { state throws(APIFailure) in
            guard let session = state.sessions[digest], session.isLive(at: time, under: policy)
            else {
                // An expired session ends; its file forgets it with the next change.
                state.sessions[digest] = nil
                throw .sessionExpired
            }
            guard let index = state.accountIndex(session: digest) else { throw .sessionExpired }
            let stale =
                time.timeIntervalSince(session.lastUsed) >= policy.idleResolution.timeInterval
            return (state.accounts[index], stale)
        }
        if stale {
            _ = try? store.change(saving: [.sessions]) { state in
                state.sessions[digest]?.lastUsed = time
            }
        }
        return (account, digest)
    }

    /// Starts a session, keeping only its token's digest; expired sessions go meanwhile.
    private func startSession(for accountID: String) throws(APIFailure) -> String {
        let token = RandomHex.make(byteCount: 32)
        let time = now()
        try store.change(saving: [.sessions]) { state in
            state.sessions = state.sessions.filter { $0.value.isLive(at: time, under: policy) }
            state.sessions[TokenDigest.hex(token)] = StoredSession(
                account: accountID, created: time, lastUsed: time)
        }
        return token
    }

    /// Replaces a hash of a weaker method or cost, just verified, with a current one. If that
    /// cannot be saved the old hash stays, is reported, and the sign-in goes on.
    private func replaceHash(of account: Account, with hash: String) {
        _ = try? store.change(saving: [.accounts]) { state in
            guard let index = state.accounts.firstIndex(where: { $0.id == account.id }),
                state.accounts[index].passwordHash == account.passwordHash
            else { return }
            state.accounts[index].passwordHash = hash
        }
    }

    private static let invalidEmail = APIFailure(
        .invalidEmail, "This is not a valid email address.")

    private static let accountExists = APIFailure(
        .accountExists, "An account with this email exists already.")
}
