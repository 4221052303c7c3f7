/// A height a sheet rests at (SwiftUI's `PresentationDetent`).
public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// About half the screen.
    case medium
    /// The whole height a sheet can take.
    case large
    /// This fraction of the height a sheet can take, above 0 and at most 1.
    case fraction(Double)
    /// This height in points, above 0.
    case height(Double)

    /// `medium`, `large`, `fraction(0.3)`, `height(200.0)`: as events name it.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction(\(value))"
        case .height(let value): "height(\(value))"
        }
    }

    /// Whether a sheet can rest at it: a fraction in (0, 1], a height above 0.
    var isValid: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let value): value > 0 && value <= 1
        case .height(let value): value > 0 && value.isFinite
        }
    }
}
