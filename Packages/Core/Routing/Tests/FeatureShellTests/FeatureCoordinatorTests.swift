import FeatureShell
import Routing
import Testing

private struct PathRoute: Route {
    let path: String
}

private enum PlainRoute: String, Route, CustomStringConvertible {
    case start, next
    var description: String { "/\(rawValue)" }
}

@MainActor
private final class PlainCoordinator: FeatureCoordinator {
    let router = Router(root: PlainRoute.start)
    var navigator: Navigator<PlainRoute> { router.navigator }
    var screen: Screen { Screen(title: router.stack.last?.rawValue ?? "") }
    var location: ScreenLocation<PlainRoute> { ScreenLocation(stack: router.stack) }
    func start() {}
    func stop() {}
    func back() -> Bool {
        guard router.stack.count > 1 else { return false }
        router.back()
        return true
    }
}

@MainActor
@Suite struct FeatureCoordinatorTests {
    @Test func aFeatureWithoutTabsRefusesEveryTabName() {
        let coordinator = PlainCoordinator()
        do {
            try coordinator.selectTab(named: "home")
            Issue.record("selecting a tab of a feature without tabs succeeded")
        } catch {
            #expect(error.code == .noTabs)
            #expect(error.reason.contains("home"))
        }
    }

    @Test func locationMapsRoutesAndKeepsTabAndModal() {
        let location = ScreenLocation(tab: "home", stack: [PlainRoute.start, .next], modal: .next)
        let mapped = location.map { PathRoute(path: $0.description) }
        #expect(
            mapped
                == ScreenLocation(
                    tab: "home", stack: [PathRoute(path: "/start"), PathRoute(path: "/next")],
                    modal: PathRoute(path: "/next")))
    }
}
