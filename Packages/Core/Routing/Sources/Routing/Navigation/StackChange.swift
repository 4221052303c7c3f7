/// How one stack changed during a job of the ``CommandQueue``, kept without copying it: what
/// it was is its first `kept` routes as they are now, followed by `removed`.
///
/// A job changes a stack only by truncating it and appending to it, so the routes below
/// `kept` were never touched and only those removed need keeping. Comparing then and now
/// tells an observer whether its part of the stack really changed: popping a route and
/// pushing it back in one job changes nothing (`notifications` in routing-benchmarks).
struct StackChange<R: Equatable> {
    /// How many routes the stack had when the job began.
    private let count: Int
    /// How many of them are still there, untouched.
    private var kept: Int
    /// The routes the job removed from position `kept` on, as they were.
    private var removed: [R] = []

    /// Starts following `stack`, as it is when the job first changes it.
    init(_ stack: [R]) {
        count = stack.count
        kept = count
    }

    /// Notes that `stack` is about to lose its routes from `index` on.
    mutating func willTruncate(_ stack: [R], to index: Int) {
        guard index < kept else { return }
        removed.insert(contentsOf: stack[index..<kept], at: 0)
        kept = index
    }

    /// Whether `stack`, as the job leaves it, differs from what it was from `index` on.
    func differs(_ stack: [R], from index: Int = 0) -> Bool {
        let start = max(index, kept)
        let before = max(count - start, 0)
        let after = max(stack.count - start, 0)
        guard before == after else { return true }
        guard after > 0 else { return false }
        return !stack[start...].elementsEqual(removed[(start - kept)...])
    }

    /// Whether the route at `index` differs between then and `stack`.
    func differs(_ stack: [R], at index: Int) -> Bool {
        guard index >= kept else { return false }
        let now = index < stack.count ? stack[index] : nil
        let then = index < count ? removed[index - kept] : nil
        return now != then
    }
}
