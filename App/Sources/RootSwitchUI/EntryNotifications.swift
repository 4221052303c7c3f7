#if canImport(SwiftUI) && canImport(UserNotifications)
    import AppCore
    import Foundation
    import Routing
    import UserNotifications

    /// The notification center's delegate, on iOS and macOS alike: a notification that arrives
    /// while the app is in the foreground is shown (the system shows none otherwise), and a
    /// response opens what ``NotificationResponse`` decides (a tap opens the notification's
    /// link; a dismissal or an action button, nothing), through ``entries``.
    @MainActor
    final class EntryNotifications: NSObject, UNUserNotificationCenterDelegate {
        private let entries: EntryInbox

        init(entries: EntryInbox) {
            self.entries = entries
        }

        /// Becomes the notification center's delegate: called before the app finishes
        /// launching, as the center requires, so that the tap that launched it is delivered.
        /// Not for an executable without a bundle (`swift run` on a Mac), whose notification
        /// center does not exist.
        func install() {
            guard Bundle.main.bundleIdentifier != nil else { return }
            UNUserNotificationCenter.current().delegate = self
        }

        nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification
        ) async -> UNNotificationPresentationOptions {
            [.banner, .list, .sound]
        }

        nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
        ) async {
            let action: NotificationResponse.Action =
                switch response.actionIdentifier {
                case UNNotificationDefaultActionIdentifier: .open
                case UNNotificationDismissActionIdentifier: .dismiss
                case let button: .button(button)
                }
            let content = response.notification.request.content
            let decided = NotificationResponse(
                action: action, category: content.categoryIdentifier,
                payload: IncomingEntry.texts(of: content.userInfo))
            guard let entry = decided.entry else { return }
            await entries.deliver(entry)
        }
    }
#endif
