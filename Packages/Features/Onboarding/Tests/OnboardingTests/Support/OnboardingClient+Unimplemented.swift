import NetworkingTesting
import Onboarding
import Testing

extension OnboardingClient {
    /// A client whose call records a test failure naming the endpoint, at the line that
    /// created it, and throws `unexpected`.
    static func unimplemented(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> OnboardingClient {
        let location = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        let failure = OnboardingError(.unexpected, reason: "Not stubbed in this test.")
        return OnboardingClient(
            save: NetworkingTesting.unimplemented(
                "OnboardingClient.save", throwing: failure, sourceLocation: location))
    }
}
