import Auth
import TestSupport
import Testing

/// The unimplemented client fails the test that calls it, naming the endpoint.
@Suite struct AuthClientDoubleTests {
    @Test(arguments: AuthEndpoint.allCases)
    func everyCallOfTheUnimplementedClientFailsTheTest(endpoint: AuthEndpoint) async {
        let client = AuthClient.unimplemented()
        let creationLine = #line - 1
        await withKnownIssue {
            let error = await #expect(throws: AuthError.self) { try await endpoint.call(client) }
            #expect(error?.code == .unexpected)
        } matching: { issue in
            issue.sourceLocation?.line == creationLine
                && issue.comments.contains { $0.rawValue.contains("AuthClient.\(endpoint)") }
        }
    }
}
