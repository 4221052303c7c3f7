/// How big a presented layer is: the heights (detents) its sheet can rest at, the one it
/// rests at, and, on macOS, the size of the window it is shown in. Route data, like the
/// layer's stack: changed by commands (``Router/selectedDetent``, ``Router/resize(_:)``),
/// saved and restored with the layer, reported by events.
///
/// ```swift
/// let settings = router.present(
///     .settings, style: .sheet(ownStack: true),
///     sizing: SheetSizing(detents: [.medium, .large]))
/// settings.selectedDetent = .large  // the user dragged it up
/// ```
public struct SheetSizing: Hashable, Sendable, Codable {
    /// The heights the sheet can rest at, in the order given; never empty in a valid sizing.
    public var detents: [SheetDetent]
    /// The height it rests at: one of ``detents``.
    public var selected: SheetDetent
    /// The window's ideal size on macOS, where a sheet is a window; `nil` for the system's.
    public var window: WindowSize?

    /// Creates a sizing.
    /// - Parameters:
    ///   - detents: the heights the sheet can rest at.
    ///   - selected: the one it rests at first; the first of `detents` if `nil`.
    ///   - window: the window's ideal size on macOS.
    public init(detents: [SheetDetent], selected: SheetDetent? = nil, window: WindowSize? = nil) {
        self.detents = detents
        self.selected = selected ?? detents.first ?? .large
        self.window = window
    }

    /// Why a router refuses the sizing, or `nil` when it takes it: no detents, one that is
    /// invalid or repeated, a selection it lacks, or a window without a positive size.
    var problem: String? {
        if detents.isEmpty { return "no detents" }
        if let bad = detents.first(where: { !$0.isValid }) { return "the detent \(bad)" }
        if Set(detents).count < detents.count { return "a detent repeated in \(detents)" }
        if !detents.contains(selected) { return "\(selected) is not one of \(detents)" }
        if let window, !(window.width > 0 && window.height > 0) { return "the window \(window)" }
        return nil
    }
}

/// A window's size in points.
public struct WindowSize: Hashable, Sendable, Codable {
    /// The width, above 0.
    public var width: Double
    /// The height, above 0.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
