/// The body of `PUT /v1/me/onboarding`. A `nil` field is left out of the JSON, which the
/// contract reads as "keep the stored value".
struct OnboardingProgress: Encodable, Equatable {
    var step: OnboardingStep
    var finished: Bool
    var name: String?
    var permissionsGranted: Bool?
}
