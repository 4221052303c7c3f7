/// Counts the calls of a callback given to the feature.
@MainActor
final class Counter {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}
