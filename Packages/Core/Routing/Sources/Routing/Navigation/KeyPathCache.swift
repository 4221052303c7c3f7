/// The observed key paths of a generic observable class, made once per concrete type.
///
/// Observation names a property by key path. For a generic class, a key path literal is
/// built at run time on every evaluation, which costs microseconds (swiftlang/swift#78790),
/// and a generic class cannot have stored statics to keep it in. The classes on the path of
/// every tap (``Router``, ``TabRouter``, ``DeepLinkGate``) keep theirs here instead.
@MainActor @usableFromInline
enum KeyPathCache {
    private static var keys: [ObjectIdentifier: Any] = [:]

    /// The keys of `type`, made by `make` the first time.
    @usableFromInline static func keys<Keys>(of type: AnyObject.Type, _ make: () -> Keys) -> Keys {
        if let cached = keys[ObjectIdentifier(type)] as? Keys { return cached }
        let made = make()
        keys[ObjectIdentifier(type)] = made
        return made
    }
}
