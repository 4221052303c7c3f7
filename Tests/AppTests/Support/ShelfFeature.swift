import Analytics
import FeatureShell
import Routing

/// A linked feature shaped as `Scripts/new-feature` scaffolds one: a home screen with a
/// `done` action, a detail route, a sheet it presents over a detail (`note`), and deep links
/// (the App says they need finished onboarding).
@MainActor
final class ShelfFeature: LinkedFeature {
    typealias FeatureRoute = ShelfRoute

    struct Dependencies {
        let analytics: any AnalyticsClient
    }

    /// How many flows were made, started and stopped, across every instance.
    static var lifecycle: [String] = []

    init(_ dependencies: Dependencies) {}

    static var deepLinks: [DeepLinkPattern<ShelfRoute>] {
        [
            DeepLinkPattern(
                "shelf", landing: .root,
                route: { _ in .home }, parameters: { $0 == .home ? [:] : nil }),
            DeepLinkPattern(
                "shelf/<int:id>",
                route: { .book(id: try $0.int("id")) },
                parameters: { route in
                    if case .book(let id) = route { ["id": id] } else { nil }
                }),
            DeepLinkPattern(
                "shelf/<int:id>/note",
                route: { .note(book: try $0.int("id")) },
                parameters: { route in
                    if case .note(let id) = route { ["id": id] } else { nil }
                }),
        ]
    }

    func makeCoordinator(onFinished: @escaping @MainActor () -> Void)
        -> any FeatureCoordinator<ShelfRoute>
    {
        ShelfCoordinator(onFinished: onFinished)
    }
}

enum ShelfRoute: Route, CustomStringConvertible {
    case home
    case book(id: Int)
    /// A note on a book, in a sheet over it.
    case note(book: Int)

    /// One route of each case. The switch names each case's successor, so a new case does
    /// not compile here until it joins the list.
    static let everyRoute: [ShelfRoute] = {
        var routes: [ShelfRoute] = []
        var next: ShelfRoute? = .home
        while let route = next {
            routes.append(route)
            switch route {
            case .home: next = .book(id: 7)
            case .book: next = .note(book: 7)
            case .note: next = nil
            }
        }
        return routes
    }()

    var description: String {
        switch self {
        case .home: "/shelf"
        case .book(let id): "/shelf/\(id)"
        case .note(let id): "/shelf/\(id)/note"
        }
    }
}

@MainActor
final class ShelfCoordinator: FeatureCoordinator {
    let navigator = Navigator<ShelfRoute>(root: .home, links: ShelfFeature.links)
    private var router: Router<ShelfRoute> { navigator.router }
    private let onFinished: @MainActor () -> Void

    init(onFinished: @escaping @MainActor () -> Void) {
        self.onFinished = onFinished
    }

    var location: ScreenLocation<ShelfRoute> {
        ScreenLocation(stack: router.stack, modal: router.presented?.topmost.stack.last)
    }

    var screen: Screen {
        let top = router.topmost
        let title =
            switch top.stack.last ?? .home {
            case .home: "Shelf"
            case .book(let id): "Book \(id)"
            case .note(let id): "Note on book \(id)"
            }
        var actions = [
            ScreenAction("done", summary: "Leave the shelf") { [weak self] _ in
                self?.onFinished()
            }
        ]
        if case .book(let id) = top.stack.last {
            actions.append(
                ScreenAction("note", summary: "Write a note on it") { _ in
                    top.present(.note(book: id))
                })
        }
        return Screen(title: title, actions: actions)
    }

    func start() { ShelfFeature.lifecycle.append("start") }
    func stop() { ShelfFeature.lifecycle.append("stop") }

    func back() -> Bool {
        if let layer = router.presented {
            layer.dismiss()
            return true
        }
        guard router.stack.count > 1 else { return false }
        router.back()
        return true
    }

}
