import Main
import Routing

/// One window: its identifier and, while a user who finished onboarding is signed in, its own
/// Main navigation. The signed-out and onboarding flows are app-wide, shown in every scene.
@MainActor
final class AppScene {
    let id: SceneID
    private(set) var main: (any MainNavigation)?
    /// Whether `main`'s saved navigation is still being restored: until then the saved file,
    /// not the default navigation on screen, is what the scene should come back to.
    var isRestoring = false

    init(id: SceneID) {
        self.id = id
    }

    func attach(_ navigation: any MainNavigation) {
        main?.stop()
        navigation.start()
        main = navigation
    }

    func detachMain() {
        main?.stop()
        main = nil
        isRestoring = false
    }
}
