import Networking
import Synchronization

/// Makes the one stalling client of a launch, holding back every item request.
final class Stalling: Sendable {
    private let made = Mutex<StallingHTTPClient?>(nil)

    var client: StallingHTTPClient? { made.withLock { $0 } }

    func wrap(_ client: any HTTPClient) -> any HTTPClient {
        let stalling = StallingHTTPClient(wrapping: client) { $0.path.hasPrefix("/v1/items/") }
        made.withLock { $0 = stalling }
        return stalling
    }
}
