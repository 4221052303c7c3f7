/// One account as the backend stores it: the password only as a crypt(3) hash.
struct Account: Codable, Sendable {
    var id: String
    var email: String
    var passwordHash: String
    var name: String?
    var onboarding: OnboardingProgress

    /// The contract's `User` object: every key present, `null` where unset.
    var user: User {
        User(id: id, email: email, name: name, onboarding: onboarding)
    }

    /// The user as sent on the wire; never carries the password hash.
    struct User: Encodable {
        let id: String
        let email: String
        let name: String?
        let onboarding: OnboardingProgress

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(email, forKey: .email)
            // Encoding the optional itself writes `null`, which the contract requires.
            try container.encode(name, forKey: .name)
            try container.encode(onboarding, forKey: .onboarding)
        }

        private enum CodingKeys: String, CodingKey {
            case id, email, name, onboarding
        }
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
