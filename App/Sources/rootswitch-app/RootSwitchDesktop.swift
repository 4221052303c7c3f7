#if canImport(SwiftUI) && os(macOS)
    import AppCore
    import AppLive
    import Foundation
    import RootSwitchUI
    import SwiftUI

    /// RootSwitch as a Mac app: the same App the `rootswitch` command drives, on the embedded
    /// backend, its state in `~/Library/Application Support/RootSwitch`, one window per scene.
    struct RootSwitchDesktop: App {
        @State private var started = Self.start()
        private let windows = WindowScenes()

        var body: some Scene {
            WindowGroup {
                switch started {
                case .success(let app): SceneWindow(app: app, windows: windows)
                case .failure(let error): Text("RootSwitch cannot start: \(error.reason)").padding()
                }
            }
        }

        private static func start() -> Result<RootSwitchApp, AppError> {
            Result { () throws(AppError) in
                let state = URL.applicationSupportDirectory.appending(path: "RootSwitch")
                let live = try LiveEnvironment(
                    configuration: AppConfiguration(stateDirectory: state))
                return try RootSwitchApp(
                    environment: live.environment,
                    onRejection: { assertionFailure("refused transition: \($0)") })
            }
        }
    }
#endif
