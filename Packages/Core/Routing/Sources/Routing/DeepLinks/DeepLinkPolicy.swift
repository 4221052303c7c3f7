/// What opening a link does to what is on screen, declared per pattern.
public enum DeepLinkPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Dismiss every presented layer, select the link's tab and rebuild its stack (default).
    case rebuildStack
    /// Push the route onto the stack currently on screen.
    case push
    /// Present the route as a sheet over what is on screen.
    case present
}
