/// Identifies one scene (window) of the app for its whole life.
public struct SceneID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The scene number, unique among the app's scenes.
    public let rawValue: Int

    /// Creates an identifier.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `scene 2`, as screens and messages name a scene.
    public var description: String { "scene \(rawValue)" }

    /// `scene-2`: the scene's name in file names and analytics events, which must not change
    /// between versions.
    package var key: String { "scene-\(rawValue)" }
}
