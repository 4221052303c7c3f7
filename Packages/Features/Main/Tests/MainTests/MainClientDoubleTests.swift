import Main
import TestSupport
import Testing

/// The unimplemented client fails the test that calls it, naming the endpoint.
@Suite struct MainClientDoubleTests {
    @Test(arguments: ["firstItems", "item", "search"])
    func everyCallOfTheUnimplementedClientFailsTheTest(endpoint: String) async {
        let client = MainClient.unimplemented()
        let creationLine = #line - 1
        await withKnownIssue {
            let error = await #expect(throws: MainError.self) {
                switch endpoint {
                case "firstItems": _ = try await client.firstItems()
                case "item": _ = try await client.item(1)
                default: _ = try await client.search("blue")
                }
            }
            #expect(error?.code == .unexpected)
        } matching: { issue in
            issue.sourceLocation?.line == creationLine
                && issue.comments.contains { $0.rawValue.contains("MainClient.\(endpoint)") }
        }
    }
}
