import FeatureShell
import Main
import Routing

/// What a scene of the signed-in app shows: its Main navigation, or the linked feature's
/// flow open over Main's base stacks (a link to the feature closes Main's layers first).
/// Going back from the flow's first screen, or choosing a tab, closes the flow; a Main link
/// closes it too and shows its route in Main.
struct MainSceneContent: SceneContent {
    let scenes: MainScenes
    let id: SceneID
    private let navigation: any MainNavigation

    /// - Returns: `nil` for a scene without its navigation (no window shows it).
    init?(scenes: MainScenes, id: SceneID) {
        guard let navigation = scenes.navigation(of: id) else { return nil }
        self.scenes = scenes
        self.id = id
        self.navigation = navigation
    }

    /// The linked feature's flow open over the scene, if one is.
    private var cover: (any SceneContent)? {
        scenes.covers.flow(over: id)?.content
    }

    var screen: Screen { cover?.screen ?? navigation.screen }
    var location: ScreenLocation<AppRoute> {
        cover?.location ?? navigation.location.map(AppRoute.main)
    }

    func back() -> Bool {
        guard let cover else { return navigation.back() }
        if !cover.back() { scenes.covers.close(over: id) }
        return true
    }

    func selectTab(named name: String) throws(RoutingError) {
        try navigation.selectTab(named: name)
        scenes.covers.close(over: id)
    }

    func open(_ route: AppRoute) -> Bool {
        if let linked = route.linked {
            guard scenes.covers.owns(linked) else { return false }
            // The flow goes over Main's base stacks: the link closes the layers Main presents
            // first, as a Main link's landing does, in one change a guard may hold (Keep opens
            // no flow). A window can show the flow's sheet only then: SwiftUI presents one
            // sheet at a time, and Main's would be in front.
            navigation.navigator.apply([.dismissAll]) { [scenes, id] applied in
                if applied { _ = scenes.covers.open(linked, over: id) }
            }
            return true
        }
        guard let route = route.main else { return false }
        navigation.navigator.open(route)
        scenes.covers.close(over: id)
        return true
    }
}
