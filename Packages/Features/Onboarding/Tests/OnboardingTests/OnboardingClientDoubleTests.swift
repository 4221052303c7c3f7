import Onboarding
import TestSupport
import Testing

/// The unimplemented client fails the test that calls it, naming the endpoint.
@Suite struct OnboardingClientDoubleTests {
    @Test func callingTheUnimplementedClientFailsTheTest() async {
        let client = OnboardingClient.unimplemented()
        let creationLine = #line - 1
        await withKnownIssue {
            let error = await #expect(throws: OnboardingError.self) {
                try await client.save(OnboardingProgress(step: .permissions, finished: false))
            }
            #expect(error?.code == .unexpected)
        } matching: { issue in
            issue.sourceLocation?.line == creationLine
                && issue.comments.contains { $0.rawValue.contains("OnboardingClient.save") }
        }
    }
}
