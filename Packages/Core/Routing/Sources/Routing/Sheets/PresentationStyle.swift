/// How a layer is presented. Every layer is a stack: routes can be pushed inside it.
public enum PresentationStyle: String, Hashable, Sendable, Codable {
    /// A sheet (on macOS, a sheet window); it can rest at sizes (``SheetSizing``).
    case sheet
    /// A full-screen cover (a sheet on macOS, which has none).
    case cover
}
