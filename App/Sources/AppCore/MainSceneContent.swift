import FeatureShell
import Main
import Routing

/// What a scene of the signed-in app shows: its Main navigation, or the linked feature's
/// flow open over it. Going back from the flow's first screen, or choosing a tab, closes
/// the flow; a Main link closes it too and shows its route in Main.
struct MainSceneContent: SceneContent {
    let scenes: MainScenes
    let id: SceneID
    private let main: FlowContent<MainRoute>

    /// - Returns: `nil` for a scene without its navigation (no window shows it).
    init?(scenes: MainScenes, id: SceneID) {
        guard let navigation = scenes.navigation(of: id) else { return nil }
        self.scenes = scenes
        self.id = id
        main = FlowContent(
            flow: AppRoot.erase(navigation), lift: { .main($0) }, lower: { $0.main })
    }

    private var shown: any SceneContent {
        scenes.covers.flow(over: id)?.content ?? main
    }

    var screen: Screen { shown.screen }
    var location: ScreenLocation<AppRoute> { shown.location }

    func back() -> Bool {
        guard let cover = scenes.covers.flow(over: id) else { return main.back() }
        if !cover.content.back() { scenes.covers.close(over: id) }
        return true
    }

    func selectTab(named name: String) throws(RoutingError) {
        try main.selectTab(named: name)
        scenes.covers.close(over: id)
    }

    func open(_ route: AppRoute) -> Bool {
        if let linked = route.linked {
            return scenes.covers.open(linked, over: id)
        }
        guard main.open(route) else { return false }
        scenes.covers.close(over: id)
        return true
    }
}
