import FeatureShell
import Main
import Routing
import TestSupport
import Testing

/// The code of `Main.docc/Main.md`, with the outcomes the page states. `Scripts/docs` checks
/// that every code block of the catalog appears here verbatim, so an API change that breaks
/// the page fails these tests.
@Suite @MainActor struct MainCatalogTests {
    @Test func aLinkShowsAnItemAndTheProfileSignsOut() async throws {
        let catalog = ItemCatalog()
        let client = catalog.client
        let analytics = RecordingAnalytics()
        let work = BackgroundWork()
        var signedOut = false
        var expired = false
        var loaded: ItemContent?

        let main = MainFeature(
            MainDependencies(
                client: client, analytics: analytics, work: work,
                user: MainUser(email: "ann@example.com", name: "Ann"), appVersion: "1.0.0"))
        let navigation = main.makeCoordinator(
            onSignOut: { signedOut = true },
            onSessionExpired: { expired = true })
        navigation.start()

        var links = DeepLinkTable<MainRoute>(scheme: "rootswitch")
        for pattern in MainFeature.deepLinks {
            try links.register(pattern)
        }
        let match = try links.resolve("rootswitch://items/42")
        navigation.navigator.open(match.route)
        // navigation.location.stack == [.home, .item(id: 42)]
        #expect(navigation.location.stack == [.home, .item(id: 42)])
        #expect(links.landing(of: match.route) == .tab(.home))

        await work.settle()
        if case .item(let item) = navigation.model(for: .item(id: 42)) {
            // item.content == .loaded(the item), or .missing when the backend no longer has it
            loaded = item.content
        }
        if case .profile(let profile) = navigation.model(for: .profile) {
            profile.signOut()  // asks first: "Sign out?", Sign out or Cancel
        }
        let profileRouter = navigation.navigator.router(for: .profile)!
        let confirm = profileRouter.dialog!.buttons.first { $0.role == .destructive }!
        profileRouter.choose(confirm)
        // signedOut == true: the App ends the session
        #expect(loaded == .loaded(ItemCatalog.item(42)))
        #expect(signedOut)
        #expect(!expired)

        let viewed = { analytics.events.filter { $0.name == "screen_viewed" }.map(\.properties) }
        let before = viewed().count
        let saved = navigation.navigator.state  // what the App saves for the scene
        let scene = main.makeCoordinator(onSignOut: {}, onSessionExpired: {})
        scene.start()
        scene.restore(saved)
        // scene.location == navigation.location, the item on top reported once and loaded
        scene.navigator.isCompact = false  // a wide window: home's list beside the item
        #expect(scene.location == navigation.location)
        #expect(viewed().dropFirst(before) == [["screen": "home"], ["screen": "item"]])
        await work.settle()
        #expect(catalog.calls.filter { $0 == .item(42) }.count == 2, "once in each scene")
        #expect(scene.screen.title == "Home | Item 42")
    }

    @Test func everyRouteHasTheLinkAndTheLandingThePageLists() throws {
        var links = DeepLinkTable<MainRoute>(scheme: "rootswitch")
        for pattern in MainFeature.deepLinks {
            try links.register(pattern)
        }
        let listed: [(MainRoute, String)] = [
            (.home, "rootswitch://home"), (.search, "rootswitch://search"),
            (.profile, "rootswitch://profile"), (.item(id: 7), "rootswitch://items/7"),
            (.searchResults(query: "blue"), "rootswitch://search?q=blue"),
            (.settings, "rootswitch://profile/settings"),
            (.settingsAbout, "rootswitch://profile/settings/about"),
        ]
        for (route, link) in listed {
            #expect(try links.url(for: route) == link, "\(route)")
        }
        let landings: [(MainRoute, LinkLanding<MainRoute>)] = [
            (.home, .tab(.home)), (.search, .tab(.search)), (.profile, .tab(.profile)),
            (.item(id: 7), .tab(.home)), (.searchResults(query: "blue"), .tab(.search)),
            (.settings, .layer(over: .profile, sizing: .settings)),
            (.settingsAbout, .layer(over: .profile, path: [.settings], sizing: .settings)),
        ]
        for (route, landing) in landings {
            #expect(links.landing(of: route) == landing, "\(route)")
        }
    }
}
