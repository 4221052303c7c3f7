/// Why ``SceneLifecycle`` refused a request. Nothing changes and no event is emitted.
public struct SceneLifecycleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong. Extensible: new codes are new static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, for logs and tests.
        public let rawValue: String

        /// Creates a code.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The scene is not connected.
        public static let unknownScene = Code("unknownScene")
        /// A scene with this identifier is already connected.
        public static let alreadyConnected = Code("alreadyConnected")

        public var description: String { rawValue }
    }

    /// What was wrong.
    public let code: Code
    /// A sentence naming the scene.
    public let reason: String

    /// Creates an error.
    public init(code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `unknownScene: scene-7 is not connected`.
    public var description: String { "\(code): \(reason)" }
}
