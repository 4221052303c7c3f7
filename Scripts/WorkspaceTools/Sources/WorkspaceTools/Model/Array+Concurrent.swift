import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of each element, computed several at once (as many as there are processors);
    /// the first error, in the array's order, if any.
    func concurrentMap<T: Sendable>(
        _ transform: @Sendable (Element) throws(ToolError) -> T
    ) throws(ToolError) -> [T] {
        let results = Mutex<[Int: Result<T, ToolError>]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { () throws(ToolError) in try transform(self[index]) }
            results.withLock { $0[index] = result }
        }
        let ordered = results.withLock { $0 }.sorted { $0.key < $1.key }
        return try ordered.map { entry throws(ToolError) in try entry.value.get() }
    }
}
