/// One route in a router's stack, with the result handlers registered on it.
///
/// A class so that each occurrence of a route has its own identity (the same route can be
/// pushed twice) and its handlers leave with it when it leaves the stack.
final class RouteEntry<R: Route> {
    typealias ResultHandler = @MainActor (any Sendable) -> Void

    let route: R
    /// Handlers keyed by the exact type of result they take.
    var resultHandlers: [ObjectIdentifier: ResultHandler] = [:]

    init(_ route: R) {
        self.route = route
    }
}
