/// Why ``SceneLifecycle`` refused a request. Nothing changes and no event is emitted; the
/// error's reason names the scene.
extension RoutingError.Code {
    /// The scene is not connected.
    public static let unknownScene = Self(rawValue: "unknown_scene")
    /// A scene with this identifier is already connected.
    public static let alreadyConnected = Self(rawValue: "already_connected")
}
