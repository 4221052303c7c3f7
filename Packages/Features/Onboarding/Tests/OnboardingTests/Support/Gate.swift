/// Holds a save inside the test store until the test opens it, and tells the test
/// when one has arrived, so ordering can be checked without sleeping.
actor Gate {
    private var isOpen = false
    private var hasArrival = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var watchers: [CheckedContinuation<Void, Never>] = []

    /// Called by the store: waits until the gate is open.
    func pass() async {
        hasArrival = true
        for watcher in watchers { watcher.resume() }
        watchers.removeAll()
        guard !isOpen else { return }
        await withCheckedContinuation { held.append($0) }
    }

    /// Called by the test: waits until a save is at the gate.
    func arrival() async {
        guard !hasArrival else { return }
        await withCheckedContinuation { watchers.append($0) }
    }

    /// Lets every held save, and every later one, through.
    func open() {
        isOpen = true
        for request in held { request.resume() }
        held.removeAll()
    }
}
