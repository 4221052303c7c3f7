/// How big a presented layer is: the heights (detents) its sheet can rest at, the one it rests
/// at, and, on macOS, the size of the window it shows in. Route data, like the layer's stack:
/// presented with it, changed by commands (``Router/selectedDetent``, ``Router/resize(_:)``),
/// saved and restored with it, reported by events.
///
/// ```swift
/// let settings = router.present(.settings, sizing: SheetSizing(detents: [.medium, .large]))
/// settings.selectedDetent = .large  // the user dragged it up
/// ```
public struct SheetSizing: Hashable, Sendable, Codable {
    /// A height a sheet can rest at, as SwiftUI's `PresentationDetent` says it.
    public enum Detent: Hashable, Sendable, Codable, CustomStringConvertible {
        /// About half the screen.
        case medium
        /// The whole screen.
        case large
        /// A fraction of the screen's height, in `0 < x <= 1`.
        case fraction(Double)
        /// A height in points, more than 0.
        case height(Double)

        /// `medium`, `large`, `fraction(0.3)` or `height(200.0)`.
        public var description: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .fraction(let value): "fraction(\(value))"
            case .height(let value): "height(\(value))"
            }
        }

        var isValid: Bool {
            switch self {
            case .medium, .large: true
            case .fraction(let value): value > 0 && value <= 1
            case .height(let value): value > 0 && value.isFinite
            }
        }
    }

    /// A window's size on macOS, in points.
    public struct Window: Hashable, Sendable, Codable {
        /// The width, more than 0.
        public var width: Double
        /// The height, more than 0.
        public var height: Double

        /// Creates a size.
        public init(width: Double, height: Double) {
            (self.width, self.height) = (width, height)
        }
    }

    /// The heights the sheet can rest at, in the order given; never empty in a valid sizing.
    public var detents: [Detent]
    /// The height it rests at: one of ``detents``.
    public var selected: Detent
    /// The window's ideal size on macOS, where a sheet is a window; `nil` for the system's.
    public var window: Window?

    /// Creates a sizing.
    /// - Parameters:
    ///   - detents: the heights the sheet can rest at.
    ///   - selected: the one it rests at first; the first of `detents` if `nil`.
    ///   - window: the window's ideal size on macOS.
    public init(detents: [Detent], selected: Detent? = nil, window: Window? = nil) {
        self.detents = detents
        self.selected = selected ?? detents.first ?? .large
        self.window = window
    }

    /// What makes the sizing one a layer cannot have, in words; `nil` for a valid one.
    var problem: String? {
        if detents.isEmpty { return "no detents" }
        if let bad = detents.first(where: { !$0.isValid }) { return "the detent \(bad)" }
        if Set(detents).count < detents.count { return "a detent repeated in \(detents)" }
        if !detents.contains(selected) { return "\(selected) is not one of \(detents)" }
        if let window, !(window.width > 0 && window.height > 0) { return "the window \(window)" }
        return nil
    }
}
