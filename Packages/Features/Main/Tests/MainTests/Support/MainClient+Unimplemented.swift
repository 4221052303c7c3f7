import Main
import NetworkingTesting
import Testing

extension MainClient {
    /// A client whose every call records a test failure naming the endpoint, at the line
    /// that created it, and throws `unexpected`. A test replaces the closures it uses.
    static func unimplemented(
        sourceLocation location: SourceLocation = #_sourceLocation
    ) -> MainClient {
        let failure = MainError(.unexpected, reason: "Not stubbed in this test.")
        return MainClient(
            firstItems: NetworkingTesting.unimplemented(
                "MainClient.firstItems", throwing: failure, sourceLocation: location),
            item: NetworkingTesting.unimplemented(
                "MainClient.item", throwing: failure, sourceLocation: location),
            search: NetworkingTesting.unimplemented(
                "MainClient.search", throwing: failure, sourceLocation: location))
    }
}
