import Networking

/// One account as the backend stores it: the password only as a crypt(3) hash.
struct Account: Codable, Sendable {
    var id: String
    var email: String
    var passwordHash: String
    var name: String?
    var onboarding: OnboardingProgress

    /// The contract's `User` object: never the password hash.
    var user: BackendContract.User {
        BackendContract.User(
            id: id, email: email, name: name,
            onboarding: BackendContract.Onboarding(
                step: onboarding.step, finished: onboarding.finished,
                permissionsGranted: onboarding.permissionsGranted))
    }
}

/// How far a user got through onboarding.
struct OnboardingProgress: Codable, Sendable {
    /// The steps the contract knows, in order.
    static let steps: Set<String> = ["welcome", "permissions", "profile", "complete"]

    var step: String
    var finished: Bool
    var permissionsGranted: Bool?

    static let fresh = OnboardingProgress(step: "welcome", finished: false)
    static let done = OnboardingProgress(step: "complete", finished: true)

    init(step: String, finished: Bool, permissionsGranted: Bool? = nil) {
        self.step = step
        self.finished = finished
        self.permissionsGranted = permissionsGranted
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(step, forKey: .step)
        try container.encode(finished, forKey: .finished)
        try container.encode(permissionsGranted, forKey: .permissionsGranted)
    }

    private enum CodingKeys: String, CodingKey {
        case step, finished, permissionsGranted
    }
}
