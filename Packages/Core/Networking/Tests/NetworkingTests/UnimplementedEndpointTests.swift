import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite struct UnimplementedEndpointTests {
    struct Refused: Error, Equatable {}

    @Test func anEndpointWithInputRecordsAnIssueNamingItAndThrows() async {
        let location = SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 7, column: 1)
        let endpoint: @Sendable (Int) async throws(Refused) -> String = unimplemented(
            "Client.item", throwing: Refused(), sourceLocation: location)
        await withKnownIssue {
            await #expect(throws: Refused()) { try await endpoint(42) }
        } matching: { issue in
            issue.sourceLocation == location
                && issue.comments.contains { $0.rawValue.contains("Client.item") }
        }
    }

    @Test func anEndpointWithoutInputRecordsAnIssueNamingItAndThrows() async {
        let location = SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 9, column: 1)
        let endpoint: @Sendable () async throws(Refused) -> [Int] = unimplemented(
            "Client.firstItems", throwing: Refused(), sourceLocation: location)
        await withKnownIssue {
            await #expect(throws: Refused()) { try await endpoint() }
        } matching: { issue in
            issue.sourceLocation == location
                && issue.comments.contains { $0.rawValue.contains("Client.firstItems") }
        }
    }
}
