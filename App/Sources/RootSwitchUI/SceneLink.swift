#if canImport(SwiftUI)
    public import AppCore
    public import Routing
    public import SwiftUI

    /// A link to show in a new window: the value of ``RootSwitchScene``'s
    /// `WindowGroup(for: SceneLink.self)`, whose window connects a new scene showing it
    /// (`AppWindows.connect(_:)` with `.showing(url:)`).
    public struct SceneLink: Codable, Hashable, Sendable {
        /// The deep link, as `RootSwitchApp.open(_:)` takes it.
        public let url: String

        /// - Parameter url: the deep link.
        public init(url: String) {
            self.url = url
        }
    }

    /// Opens a link in a new window where the platform has windows (iPad, macOS, visionOS):
    /// `openWindow(value:)` with a ``SceneLink``, whose window says so if the link cannot open;
    /// elsewhere (iPhone) the link opens in the window's own scene, and a refusal is thrown.
    ///
    /// ```swift
    /// struct ItemRow: View {
    ///     let app: RootSwitchApp
    ///     let scene: SceneID
    ///     private let openInNewWindow = NewSceneOpener()
    ///     @State private var refusal: AppError?  // shown in an alert
    ///
    ///     var body: some View {
    ///         Text("Item 42").contextMenu {
    ///             Button("Open in New Window") {
    ///                 do {
    ///                     try openInNewWindow("rootswitch://items/42", app: app, from: scene)
    ///                 } catch {
    ///                     refusal = error
    ///                 }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    @MainActor
    public struct NewSceneOpener: DynamicProperty {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

        /// Creates the action; it reads the window's environment when the view is drawn.
        public init() {}

        /// Opens `url` in a new window, or in scene `scene` where there are no windows.
        /// - Parameters:
        ///   - url: the deep link.
        ///   - app: the composed App.
        ///   - scene: the scene of the window asking, which shows the link where a new window
        ///     cannot be opened.
        /// - Throws: where it opens in `scene`, what ``RootSwitchApp/open(_:in:)`` throws
        ///   (the link's resolution error, ...); a new window reports its link's refusal itself.
        public func callAsFunction(_ url: String, app: RootSwitchApp, from scene: SceneID)
            throws(AppError)
        {
            if supportsMultipleWindows {
                openWindow(value: SceneLink(url: url))
            } else {
                try app.open(url, in: scene)
            }
        }
    }
#endif
