import Foundation

/// The App at one moment, as the `state` command prints it: one JSON object whose keys are
/// always present (`null` when empty).
///
/// ```json
/// {"app":"authenticated","error":null,"pendingDeepLink":null,"phase":"active",
///  "scene":{"id":1,"inspector":null,"modal":null,"searching":false,
///   "stack":["/home","/items/42"],"tab":"home"},
///  "scenes":[1],"step":null,"user":"demo@rootswitch.dev","warning":null}
/// ```
public struct AppSnapshot: Encodable, Hashable, Sendable {
    /// One scene's navigation.
    public struct Scene: Encodable, Hashable, Sendable {
        /// The scene's number.
        public var id: Int
        /// The selected tab, for Main.
        public var tab: String?
        /// The base stack, as URL paths, root first.
        public var stack: [String]
        /// The top presented route's path, if a sheet or cover is up.
        public var modal: String?
        /// The route the topmost stack's inspector shows, as a URL path, if it is open.
        public var inspector: String?
        /// Whether the search tab's search is active.
        public var searching: Bool

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(tab, forKey: .tab)
            try container.encode(stack, forKey: .stack)
            try container.encode(modal, forKey: .modal)
            try container.encode(inspector, forKey: .inspector)
            try container.encode(searching, forKey: .searching)
        }

        private enum CodingKeys: String, CodingKey {
            case id, tab, stack, modal, inspector, searching
        }
    }

    /// `loading`, `unauthenticated`, `onboarding`, `authenticated`, `error` or `locked`.
    public var app: String
    /// The onboarding step, while onboarding.
    public var step: String?
    /// The signed-in user's email.
    public var user: String?
    /// The error kind, on the error screen.
    public var error: String?
    /// The current scene.
    public var scene: Scene
    /// Every open scene's number.
    public var scenes: [Int]
    /// The current scene's phase.
    public var phase: String
    /// The link waiting for sign-in or onboarding, as a URL.
    public var pendingDeepLink: String?
    /// The warning shown above the screen.
    public var warning: String?

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(step, forKey: .step)
        try container.encode(user, forKey: .user)
        try container.encode(error, forKey: .error)
        try container.encode(scene, forKey: .scene)
        try container.encode(scenes, forKey: .scenes)
        try container.encode(phase, forKey: .phase)
        try container.encode(pendingDeepLink, forKey: .pendingDeepLink)
        try container.encode(warning, forKey: .warning)
    }

    private enum CodingKeys: String, CodingKey {
        case app, step, user, error, scene, scenes, phase, pendingDeepLink, warning
    }

    /// The snapshot as one line of JSON, keys sorted: what `state` prints and a journal ends
    /// with.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, optional strings and numbers only: encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

extension RootSwitchApp {
    /// The App now, for the `state` command and the tests.
    public var snapshot: AppSnapshot {
        var step: String?
        var error: String?
        switch state {
        case .onboarding(let current): step = current.rawValue
        case .error(let kind): error = kind.rawValue
        case .loading, .unauthenticated, .authenticated, .locked: break
        }
        let location = location
        return AppSnapshot(
            app: state.kind.rawValue, step: step, user: user?.email, error: error,
            scene: AppSnapshot.Scene(
                id: currentScene.rawValue, tab: location.tab,
                stack: location.stack.map(\.description),
                modal: location.modal?.description,
                inspector: location.inspector?.description, searching: location.searching),
            scenes: openScenes.map(\.rawValue),
            phase: (phase(of: currentScene) ?? .background).rawValue,
            pendingDeepLink: pendingDeepLink, warning: warning)
    }
}
