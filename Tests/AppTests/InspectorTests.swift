import AppCore
import Foundation
import Testing

/// Main's inspector in the composed App: `do similar` on an item opens it, `state` names it,
/// the window's width decides whether it shows beside the item or over it, `back` closes it
/// first, and a relaunch brings it back with its stack.
@MainActor
@Suite struct InspectorTests {
    @Test func moreLikeThisIsSavedShownAndClosedByBack() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://items/42")
        try await harness.perform("similar")
        #expect(harness.app.snapshot.scene.inspector == "/search?q=Item%2042")
        #expect(harness.app.snapshot.json.contains(#""inspector":"/search?q=Item%2042""#))
        #expect(harness.app.screen.title == "Search: Item 42", "over the item when compact")
        harness.app.setWidth(.regular)
        await harness.app.settle()
        #expect(harness.app.screen.title == "Home | Item 42 | Search: Item 42")

        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.scene.inspector == "/search?q=Item%2042")
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.app.screen.content.contains("#42 Item 42: A quiet kettle about search."))
        #expect(harness.app.back())
        #expect(harness.app.snapshot.scene.inspector == nil)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.app.snapshot.json.contains(#""inspector":null"#))
    }
}
