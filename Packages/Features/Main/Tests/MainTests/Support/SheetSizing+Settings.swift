import Routing

extension SheetSizing {
    /// The settings sheet's sizes: it opens at a medium height and can be dragged to large.
    static let settings = SheetSizing(detents: [.medium, .large])
}
