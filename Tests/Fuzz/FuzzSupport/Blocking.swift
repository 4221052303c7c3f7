import Dispatch
import Synchronization

/// Runs async work to its end from synchronous code, such as libFuzzer's callback, which
/// cannot `await`.
///
/// Where `Task.immediate` is used (see below), work that never suspends (the fuzz targets'
/// validators answer at once) runs to its end on the calling thread: every allocation is freed
/// before the callback returns, which libFuzzer's leak detection needs, and no thread hop costs
/// time. Work that does suspend finishes on the global concurrent executor while the calling thread
/// waits, so it must not need the calling thread (the main actor, from the main thread).
package func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let outcome = Outcome<T>()
    let operation: @Sendable () async -> Void = {
        let value = await work()
        outcome.value.withLock { $0 = value }
        outcome.done.signal()
    }
    // `Task.immediate` came with Swift 6.2: `#available` alone would not compile with the
    // workspace's Swift 6.1 floor. On Apple platforms it is in the SDK, which `#if` cannot tell
    // apart from the compiler (a newer compiler may build against an older SDK), so it is used
    // on Linux only, where the fuzzers run and the library comes with the compiler.
    #if compiler(>=6.2) && os(Linux)
        Task.immediate(operation: operation)
    #else
        Task(operation: operation)
    #endif
    outcome.done.wait()
    guard let value = outcome.value.withLock({ $0 }) else {
        fatalError("the work signalled its end without a value")
    }
    return value
}

/// The value the work produced, handed from its task to the waiting thread.
private final class Outcome<T: Sendable>: Sendable {
    let value = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
}
