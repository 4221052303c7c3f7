import FeatureShell
import Routing

/// What a printed screen showed, to tell whether the screen changed since.
struct ShownScreen: Equatable {
    private let scene: Int
    private let title: String
    private let content: [String]
    private let actions: [String]

    init(_ screen: Screen, scene: Int) {
        self.scene = scene
        title = screen.title
        content = screen.content
        actions = screen.actions.map(\.description)
    }
}
