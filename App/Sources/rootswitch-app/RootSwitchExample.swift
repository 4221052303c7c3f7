// `rootswitch-app`: the few lines an Xcode app target needs (README, "Use it in your app"):
// RootSwitchUI's scene on the live environment with the embedded backend, its state in
// Application Support, every way in (the App Intents of AppIntents.swift, the notifications
// of the app delegate, and on iOS its quick actions) handed to the App. On macOS
// `swift run rootswitch-app` opens it; elsewhere without SwiftUI it says so.
#if canImport(SwiftUI)
    import AppLive
    import Foundation
    import RootSwitchUI
    import SwiftUI

    @main
    struct RootSwitchExample: App {
        #if os(iOS)
            @UIApplicationDelegateAdaptor private var delegate: EntryAppDelegate
        #else
            @NSApplicationDelegateAdaptor private var delegate: EntryAppDelegate
        #endif

        var body: some Scene {
            RootSwitchScene(entries: delegate.entries) {
                let state = URL.applicationSupportDirectory.appending(path: "RootSwitch")
                return try LiveEnvironment(configuration: AppConfiguration(stateDirectory: state))
                    .environment
            }
        }
    }
#else
    import Foundation

    @main
    enum RootSwitchExample {
        static func main() {
            FileHandle.standardError.write(
                Data("rootswitch-app is a SwiftUI app; here, run `swift run rootswitch`.\n".utf8))
            exit(1)
        }
    }
#endif
