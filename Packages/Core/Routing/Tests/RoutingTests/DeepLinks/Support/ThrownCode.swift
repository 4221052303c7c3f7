import Routing

/// The code of the ``DeepLinkError`` that `body` throws; `nil` when it throws nothing or
/// another error, so `#expect(thrownDeepLinkCode { ... } == .noMatch)` fails in both cases.
func thrownDeepLinkCode(_ body: () throws -> Void) -> DeepLinkError.Code? {
    do {
        try body()
        return nil
    } catch {
        return (error as? DeepLinkError)?.code
    }
}
