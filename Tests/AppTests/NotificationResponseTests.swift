import AppCore
import Routing
import Testing

/// What the notification center's delegate opens for each response: a tap opens the
/// notification's link, a dismissal or an action button nothing.
@Suite struct NotificationResponseTests {
    static let payload = ["item": "42", "body": "Item 42 changed"]

    @Test(arguments: [
        (NotificationResponse.Action.open, true),
        (.dismiss, false),
        (.button("mark-read"), false),
        (.button("com.apple.UNNotificationDefaultActionIdentifier.other"), false),
    ])
    func onlyATapOpensTheNotification(action: NotificationResponse.Action, opens: Bool) {
        let response = NotificationResponse(
            action: action, category: "item.updated", payload: Self.payload)
        #expect(
            response.entry
                == (opens ? .notification(category: "item.updated", payload: Self.payload) : nil))
    }

    /// The entry a tap opens is the notification's, which the App opens through its table.
    @MainActor @Test func aTappedNotificationOpensItsItem() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let tap = NotificationResponse(
            action: .open, category: "item.updated", payload: Self.payload)
        let dismissal = NotificationResponse(
            action: .dismiss, category: "item.updated", payload: Self.payload)

        #expect(dismissal.entry == nil)
        try harness.app.entries.open(try #require(tap.entry))
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }
}
