import Analytics
import Foundation
import Testing

@Suite struct AnalyticsEventTests {
    @Test(arguments: [
        "password", "newPassword", "PASSWD", "client_secret", "token", "refreshToken",
        "Authorization", "cookie", "email", "userEmail", "session_id",
        // Beyond ASCII the key goes through Unicode's lowercasing: the Kelvin sign is a k.
        "TO\u{212A}EN", "caf\u{E9}_password",
    ])
    func redactsSensitiveKeys(key: String) {
        let event = AnalyticsEvent("sign_in", [key: "plain", "result": "succeeded"])
        #expect(event.properties[key] == AnalyticsEvent.redactedValue)
        #expect(event.properties["result"] == "succeeded")
    }

    @Test(arguments: [
        "someone@example.com",
        "contact: jane.doe@mail.example.org today",
        "a@b.co,c@d.io",
        "Bearer abc.def",
        "bearer x",
        "BEARER x",
        "3f9a1c0e7b2d4a6f8e0c1b3d5f7a9c2e4b6d8f01",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.dBjftJeZ4CVPmB92K27uhbUJU1p1r",
    ])
    func redactsSecretLookingValues(value: String) {
        let event = AnalyticsEvent("custom", ["note": value])
        #expect(event.properties["note"] == AnalyticsEvent.redactedValue)
    }

    @Test(arguments: [
        "home", "sign-in", "wrong_password", "loading", "@handle", "user@localhost", "a@.com",
        "trailing@dot.", "2025-01-31", "/main/search?q=swift", "onboarding.profile_setup",
        "abcdefghijklmnopqrstuvwxyzabcdefghij", "12345678901234567890123456789012345",
    ])
    func leavesOrdinaryValuesUntouched(value: String) {
        let event = AnalyticsEvent("custom", ["note": value])
        #expect(event.properties["note"] == value)
    }

    @Test func keepsNameAndEmptyProperties() {
        let event = AnalyticsEvent("app_launched")
        #expect(event.name == "app_launched")
        #expect(event.properties.isEmpty)
    }

    @Test func decodingRedactsAgain() throws {
        let text =
            #"{"name":"sign_in","properties":"#
            + #"{"password":"hunter2","who":"jane@example.com","result":"ok"}}"#
        let json = Data(text.utf8)
        let event = try JSONDecoder().decode(AnalyticsEvent.self, from: json)
        #expect(
            event.properties == [
                "password": AnalyticsEvent.redactedValue, "who": AnalyticsEvent.redactedValue,
                "result": "ok",
            ])
    }

    @Test func roundTripsThroughJSON() throws {
        let event = AnalyticsEvent.deepLinkDeferred(
            pattern: "/main/item/:id", requirement: "signed_in")
        let decoded = try JSONDecoder().decode(
            AnalyticsEvent.self, from: JSONEncoder().encode(event))
        #expect(decoded == event)
    }

    @Test func rejectsMalformedJSON() {
        let json = Data(#"{"name":"sign_in","properties":["password"]}"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AnalyticsEvent.self, from: json)
        }
    }
}
