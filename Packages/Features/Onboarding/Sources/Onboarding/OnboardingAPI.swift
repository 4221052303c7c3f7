import Networking

/// Speaks the contract's onboarding endpoint and turns `NetworkError` into
/// ``OnboardingError`` here, at the feature's boundary.
struct OnboardingAPI: Sendable {
    let client: any HTTPClient
    let token: String

    /// Sends `progress`; the answer's user is not needed, so its body is not read.
    func save(_ progress: OnboardingProgress) async throws(OnboardingError) {
        do {
            let request = try HTTPRequest.json(
                .put, path: "/v1/me/onboarding", body: progress,
                headers: ["Authorization": "Bearer \(token)"])
            _ = try await client.send(request)
        } catch {
            throw Self.convert(error)
        }
    }

    /// The server's error body, `{"error": code, "message": reason}`.
    private struct ServerError: Decodable {
        let error: String
        let message: String?
    }

    static func convert(_ error: NetworkError) -> OnboardingError {
        switch error.code {
        case .offline:
            return OnboardingError(.offline, reason: "You appear to be offline.")
        case .timeout:
            return OnboardingError(.offline, reason: "The server did not answer in time.")
        case .httpStatus(401):
            return OnboardingError(
                .sessionExpired, reason: "Your session has expired. Please sign in again.")
        case .httpStatus(503):
            return OnboardingError(
                .maintenance, reason: "RootSwitch is under maintenance. Please try again later.")
        case .httpStatus(400):
            let message = try? error.response?.decode(ServerError.self).message
            return OnboardingError(
                .badRequest, reason: message ?? "The server refused your onboarding details.")
        case .httpStatus(let status):
            return OnboardingError(
                .unexpected, reason: "Something went wrong (HTTP \(status)). Please try again.")
        case .undecodable, .cancelled, .invalidRequest, .transport:
            return OnboardingError(
                .unexpected, reason: "Something went wrong. Please try again.")
        }
    }
}
