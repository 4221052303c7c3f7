import Main
import NetworkingTesting
import TestSupport
import Testing

extension MainClient {
    /// A client whose every call records a test failure naming the endpoint, at the line
    /// that created it, and throws `unexpected`. A test replaces the closures it uses.
    static func unimplemented(
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> MainClient {
        let failure = MainError(.unexpected, reason: "Not stubbed in this test.")
        return MainClient(
            firstItems: TestSupport.unimplemented(
                "MainClient.firstItems", throwing: failure, sourceLocation: location),
            item: TestSupport.unimplemented(
                "MainClient.item", throwing: failure, sourceLocation: location),
            search: TestSupport.unimplemented(
                "MainClient.search", throwing: failure, sourceLocation: location))
    }
}
