import AppStateMachine
public import Auth
public import Main
public import Onboarding
public import Routing

/// A route of any feature, as the App's deep-link table and snapshots see it. Its
/// description is the feature route's URL path (`/items/42`).
public enum AppRoute: Route, CustomStringConvertible {
    /// A signed-out screen.
    case auth(AuthRoute)
    /// An onboarding step.
    case onboarding(OnboardingRoute)
    /// A screen of the signed-in app.
    case main(MainRoute)
    /// A screen of a linked feature, shown over Main.
    case linked(LinkedRoute)

    /// The route's URL path.
    public var description: String {
        switch self {
        case .auth(let route): route.description
        case .onboarding(let route): route.description
        case .main(let route): route.description
        case .linked(let route): route.description
        }
    }

    var auth: AuthRoute? {
        if case .auth(let route) = self { route } else { nil }
    }

    var onboarding: OnboardingRoute? {
        if case .onboarding(let route) = self { route } else { nil }
    }

    var main: MainRoute? {
        if case .main(let route) = self { route } else { nil }
    }

    var linked: LinkedRoute? {
        if case .linked(let route) = self { route } else { nil }
    }

    /// What a link to the route needs, in the app state machine's terms: a signed-out screen
    /// opens in any settled state (and is shown only where the auth flow is), a screen of the
    /// signed-in app, Main's or a linked feature's, once onboarding is finished. Nothing opens
    /// while the App is loading, locked or failed: links wait.
    var need: LinkNeed<AppState.Kind> {
        switch self {
        case .auth: LinkNeed("nothing", in: Self.settled)
        case .onboarding: LinkNeed("sign-in", in: [.onboarding, .authenticated])
        case .main, .linked: LinkNeed("finished onboarding", in: [.authenticated])
        }
    }

    /// The states the App settles in once loaded and unlocked, whoever uses it.
    private static let settled: Set<AppState.Kind> = [
        .unauthenticated, .onboarding, .authenticated,
    ]

    /// Whether a link to the route may wait for the user (to sign in, to finish onboarding),
    /// not only for the App to settle: an App Intent opening it starts in the background and
    /// continues in the foreground (RoutingTools' `AppIntentsSource`, `waits`).
    package var waitsForUser: Bool { !need.states.isSuperset(of: Self.settled) }

    /// The names of the signed-in app's tabs, in display order, as `tab NAME` takes them.
    package static let tabNames = MainTab.allCases.map(\.rawValue)

    /// The App's custom scheme: `rootswitch://items/42`.
    package static let scheme = "rootswitch"
    /// The host whose https links open the App (universal links):
    /// `https://rootswitch.example/items/42`.
    package static let universalLinkHost = "rootswitch.example"
    /// The App's bundle identifier on Apple platforms.
    package static let bundleIdentifier = "dev.rootswitch.app"
    /// The App's IDs on Apple platforms (`TEAMID.dev.rootswitch.app`), as the
    /// apple-app-site-association file names them: none until a team signs the App, so the
    /// file is made with `--app-id` instead, never with a placeholder.
    package static let appIDs: [String] = []

    /// A table with the App's scheme, universal-link host and activity type, and no pattern
    /// yet.
    static func emptyTable<R: Route>(of route: R.Type) -> DeepLinkTable<R> {
        DeepLinkTable<R>(
            scheme: scheme, universalLinkHosts: [universalLinkHost], activityType: activityType)
    }

    /// The App's links: `rootswitch://` and `https://rootswitch.example/`, with each feature's
    /// patterns lifted into app routes, the linked features' included, and the entry points
    /// (``entryPoints``) that turn every other way in into one of them. `package` for the
    /// deep-link fuzz target (Tests/Fuzz/DeepLinkFuzz), which resolves arbitrary text against
    /// this very table.
    @MainActor
    package static func deepLinkTable(linking linked: [LinkedFeatureEntry]) throws(RoutingError)
        -> DeepLinkTable<AppRoute>
    {
        var table = emptyTable(of: AppRoute.self)
        for pattern in AuthFeature.deepLinks {
            try table.register(pattern.map(AppRoute.auth, reverse: { $0.auth }))
        }
        for pattern in MainFeature.deepLinks {
            try table.register(pattern.map(AppRoute.main, reverse: { $0.main }))
        }
        for feature in linked {
            try feature.registerLinks(&table)
        }
        for point in entryPoints {
            try table.register(point)
        }
        return table
    }
}
