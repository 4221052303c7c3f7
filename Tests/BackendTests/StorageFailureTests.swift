import Backend
import Foundation
import Networking
import Testing

/// What happens when the state cannot be saved: the folder vanished under the backend.
@Suite struct StorageFailureTests {
    @Test func unsavedSignUpIsA500AndChangesNothing() throws {
        let harness = try Harness()
        try FileManager.default.removeItem(at: harness.folder)
        let response = harness.send(
            .post, "/v1/signup", json: credentials("ada@example.com", "long-enough"))
        #expect(response.status == 500)
        #expect(response.errorCode == "internal_error")
        #expect(harness.reports.all.map(\.code) == [.storage])
        // Once the folder is back, the same email signs up: the failed one left no account.
        try FileManager.default.createDirectory(
            at: harness.folder, withIntermediateDirectories: true)
        #expect(
            try harness.signUp("ada@example.com", "long-enough").user.email == "ada@example.com")
    }

    @Test func unsavedSignInIsA500() throws {
        let harness = try Harness()
        try FileManager.default.removeItem(at: harness.folder)
        let response = harness.send(
            .post, "/v1/signin", json: credentials(EmbeddedBackend.demoEmail, "demo-password"))
        #expect(response.status == 500)
        #expect(response.errorCode == "internal_error")
    }

    @Test func unsavedOnboardingUpdateKeepsTheOldProgress() throws {
        let harness = try Harness()
        let token = try harness.signUp("ada@example.com").token
        try FileManager.default.removeItem(at: harness.folder)
        let update = #"{"step":"profile","finished":false}"#
        #expect(harness.send(.put, "/v1/me/onboarding", json: update, token: token).status == 500)
        let me = try harness.send(.get, "/v1/me", token: token).decode(WireMe.self)
        #expect(me.user.onboarding.step == "welcome")
    }

    @Test func unsavedDeletionThrowsAndKeepsTheItem() throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        try FileManager.default.removeItem(at: harness.folder)
        let error = #expect(throws: BackendError.self) { try harness.backend.deleteItem(5) }
        #expect(error?.code == .storage)
        #expect(harness.send(.get, "/v1/items/5", token: token).status == 200)
    }

    /// The backend's folder is opened without following a link at every save, not once at
    /// start: a link put in its place meanwhile is never written through.
    @Test func aLinkPutInPlaceOfTheFolderIsNeverWrittenThrough() throws {
        let harness = try Harness()
        let elsewhere = try TemporaryDirectory()
        try FileManager.default.removeItem(at: harness.folder)
        try FileManager.default.createSymbolicLink(
            at: harness.folder, withDestinationURL: elsewhere.url)
        let response = harness.send(
            .post, "/v1/signup", json: credentials("ada@example.com", "long-enough"))
        #expect(response.status == 500)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
        #expect(harness.reports.all.map(\.code) == [.storage])
        #expect(harness.reports.all.first?.reason.contains("symbolic link") == true)
    }

    @Test func unsavedExpiryStillEndsSessionsAndIsReported() throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        try FileManager.default.removeItem(at: harness.folder)
        harness.backend.expireSessions()
        #expect(harness.send(.get, "/v1/me", token: token).status == 401)
        #expect(harness.reports.all.map(\.code) == [.storage])
    }
}
