import AppCore

#if os(iOS)
    import UIKit
#endif

/// The system's data protection, as the App's live input. Where there is UIKit, iOS may launch
/// the app before the device's first unlock (prewarming): the App's reads then meet data
/// protection (`EPERM`, `errSecInteractionNotAllowed`) and it waits for
/// `UIApplication.protectedDataDidBecomeAvailableNotification`. Elsewhere an unlocked
/// ``DeviceLock`` stands for it: data is always available.
enum SystemProtectedData {
    /// The input ``LiveEnvironment`` gives the App.
    static var live: any ProtectedDataAvailability {
        #if os(iOS)
            UIKitProtectedData()
        #else
            DeviceLock()
        #endif
    }
}

#if os(iOS)
    /// UIKit's word that protected data became available. No query is asked first:
    /// `isProtectedDataAvailable` answers for the strictest class (false whenever the device is
    /// locked), while the App's files and token are readable from the first unlock on, so the
    /// App's reads themselves tell whether they can be made yet.
    struct UIKitProtectedData: ProtectedDataAvailability {
        var isAvailable: Bool { true }

        @MainActor func whenAvailable(_ body: @escaping @MainActor @Sendable () -> Void) {
            let observer = Observer()
            observer.token = NotificationCenter.default.addObserver(
                forName: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil,
                queue: .main
            ) { _ in
                MainActor.assumeIsolated {
                    guard let token = observer.token else { return }
                    NotificationCenter.default.removeObserver(token)
                    observer.token = nil
                    body()
                }
            }
        }

        /// The registration, removed at the first notification: `body` runs once.
        @MainActor private final class Observer {
            var token: (any NSObjectProtocol)?
        }
    }
#endif
