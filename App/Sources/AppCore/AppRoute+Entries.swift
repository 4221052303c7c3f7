import FeatureShell
import Main
package import Routing

extension AppRoute {
    /// The App's own user activity type: a screen's activity (Handoff, Spotlight) holds its
    /// link in its `userInfo`. An app target lists it in its `NSUserActivityTypes`.
    package static let activityType = "\(bundleIdentifier).screen"

    /// The App's entry points: Main's (``MainFeature``'s `entryPoints`).
    package static var entryPoints: [EntryPoint] { MainFeature.entryPoints }

    /// What the App calls the part of a scene that shows the route: its tab's name for a
    /// route of Main, its feature's name for a linked feature's; `nil` for a route shown in
    /// every scene alike (signed out, onboarding). A window showing it is where an entry for
    /// the route opens, and the system is told so (`targetContentIdentifier`, an App Intent's
    /// `contentIdentifier`).
    package var target: String? {
        switch self {
        case .main(let route): route.tab.rawValue
        case .linked(let route): route.feature
        case .auth, .onboarding: nil
        }
    }
}

extension ScreenLocation<AppRoute> {
    /// The ``AppRoute/target`` a scene at this location shows: its selected tab, or the
    /// linked feature open over it.
    var target: String? {
        stack.first.flatMap { $0.linked?.feature } ?? tab
    }
}
