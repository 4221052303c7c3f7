import Routing

/// The code of the ``RoutingError`` that `body` throws; `nil` when it throws nothing or
/// another error, so `#expect(thrownDeepLinkCode { ... } == .noMatch)` fails in both cases.
func thrownDeepLinkCode(_ body: () throws -> Void) -> RoutingError.Code? {
    do {
        try body()
        return nil
    } catch {
        return (error as? RoutingError)?.code
    }
}
