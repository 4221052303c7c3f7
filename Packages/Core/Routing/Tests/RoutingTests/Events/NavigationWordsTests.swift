import Routing
import RoutingTesting
import Testing

/// An event, `Navigator.treeDescription` and the commands say the same thing the same way: a
/// route by its description, a layer by its style (`sheet` or `cover`), and each step by its
/// command's name.
@MainActor
@Suite struct NavigationWordsTests {
    /// Routes named as paths, as an app's routes may describe themselves.
    enum PathRoute: Route, CustomStringConvertible {
        case home, settings, about
        case item(Int)

        var description: String {
            switch self {
            case .home: "/home"
            case .settings: "/settings"
            case .about: "/settings/about"
            case .item(let id): "/items/\(id)"
            }
        }
    }

    let events = NavigationEvents()

    @Test(arguments: [PresentationStyle.sheet, .cover])
    func aLayerIsNamedByItsStyleInEventsAndInTheTree(style: PresentationStyle) {
        let navigation = NavigationRecorder(events)
        let navigator = Navigator<PathRoute>(root: .home, events: events)
        navigator.router.push(.item(42))
        navigator.router.present(.settings, style: style).push(.about)

        let said = navigation.unchecked
        #expect(
            said.map(\.description) == [
                "push /items/42", "present /settings as \(style.rawValue)", "push /settings/about",
            ])
        #expect(said[1].fields == ["route": "/settings", "style": style.rawValue])
        #expect(
            navigator.treeDescription == """
                stack: /home > /items/42
                  \(style.rawValue): /settings > /settings/about
                """)
    }

    /// With tabs, the tree names each tab by its root, as `select tab` does, and indents a
    /// layer under the stack that presents it.
    @Test func aTabIsNamedByItsRootInEventsAndInTheTree() throws {
        let navigation = NavigationRecorder(events)
        let navigator = try Navigator<PathRoute>(tabs: [.home, .settings], events: events)
        navigator.apply([.select(.settings), .push(.about), .present(.item(7), style: .cover)])

        #expect(
            navigation.unchecked.map(\.description) == [
                "select tab /settings", "push /settings/about", "present /items/7 as cover",
            ])
        #expect(
            navigator.treeDescription == """
                /home
                  stack: /home
                /settings (selected)
                  stack: /settings > /settings/about
                    cover: /items/7
                """)
    }

    /// Each event is named as its command is: the name `--json` writes and the first word it
    /// says. Going back is `pop` however it was asked for.
    @Test(arguments: [
        (NavigationCommand<PathRoute>.push(.about), "push", "push /settings/about"),
        (.back, "pop", "pop to /items/1"),
        (.popToRoot, "pop", "pop to /home"),
        (.pop(to: .home), "pop", "pop to /home"),
        (.tap(.home), "pop", "pop to /home"),
        (.setPath([.item(3)]), "setPath", "set path [/items/3]"),
        (.replaceRoot(.about), "replaceRoot", "replace root with /settings/about"),
        (.present(.about), "present", "present /settings/about as sheet"),
        (.present(.about, style: .cover), "present", "present /settings/about as cover"),
        (.restore(Navigation(root: .home)), "restore", "restore [/home]"),
    ])
    func anEventIsNamedAfterItsCommand(
        command: NavigationCommand<PathRoute>, name: String, words: String
    ) {
        let navigator = Navigator<PathRoute>(root: .home, events: events)
        navigator.apply([.push(.item(1)), .push(.item(2))])
        let navigation = NavigationRecorder(events)

        navigator.apply(command)

        let event = navigation.unchecked.last
        #expect(event?.name == name)
        #expect(event?.description == words)
        #expect(words.hasPrefix(name.prefix { $0.isLowercase }))
    }

    @Test(arguments: [
        (NavigationCommand<PathRoute>.select(.settings), "selectTab", "select tab /settings"),
        (
            .arrange(Navigation.Arrangement(order: [.settings], hidden: [.home])), "arrangeTabs",
            "arrange tabs [/settings, /home] hiding [/home]"
        ),
        (.dismiss, "dismiss", "dismiss /settings/about by app"),
        (.resize(SheetSizing(detents: [.medium])), "resize", "resize /settings/about to medium"),
    ])
    func aTabOrLayerEventIsNamedAfterItsCommand(
        command: NavigationCommand<PathRoute>, name: String, words: String
    ) throws {
        let navigator = try Navigator<PathRoute>(tabs: [.home, .settings], events: events)
        navigator.apply(.present(.about))
        let navigation = NavigationRecorder(events)

        navigator.apply(command)

        let event = navigation.unchecked.last
        #expect(event?.name == name)
        #expect(event?.description == words)
    }
}
