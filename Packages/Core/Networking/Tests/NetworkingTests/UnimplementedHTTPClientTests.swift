import Networking
import NetworkingTesting
import Testing

@Suite struct UnimplementedHTTPClientTests {
    @Test func recordsIssueAtCreationSiteAndThrows() async {
        let client = UnimplementedHTTPClient()
        let creationLine = #line - 1
        var thrown: NetworkError?
        await withKnownIssue {
            do {
                _ = try await client.send(HTTPRequest(method: .post, path: "/v1/session"))
            } catch {
                thrown = error as? NetworkError
            }
        } matching: { issue in
            issue.sourceLocation?.line == creationLine
                && issue.comments.contains { $0.rawValue.contains("POST /v1/session") }
        }
        #expect(thrown?.code == .invalidRequest)
    }
}
