import NetworkingTesting
import Onboarding
import TestSupport
import Testing

extension OnboardingClient {
    /// A client whose call records a test failure naming the endpoint, at the line that
    /// created it, and throws `unexpected`.
    static func unimplemented(
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> OnboardingClient {
        let failure = OnboardingError(.unexpected, reason: "Not stubbed in this test.")
        return OnboardingClient(
            save: TestSupport.unimplemented(
                "OnboardingClient.save", throwing: failure, sourceLocation: location))
    }
}
