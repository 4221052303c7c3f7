/// Holds a stubbed request until the test opens it, so a test can look at the screen while
/// the request runs without timing anything.
final class Gate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    /// Returns once ``open()`` was called. One waiter at a time.
    func wait() async {
        for await _ in stream {}
    }

    func open() {
        continuation.finish()
    }
}
