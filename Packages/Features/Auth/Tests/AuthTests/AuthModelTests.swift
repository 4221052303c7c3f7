import Auth
import Foundation
import Testing

@Suite struct AuthModelTests {
    @Test func aSessionDecodesFromTheContractsSignInAnswer() throws {
        let session = try JSONDecoder().decode(
            AuthSession.self, from: Data(Fixture.sessionJSON.utf8))
        #expect(session.token == Fixture.token)
        #expect(
            session.user
                == AuthUser(
                    id: "u_1", email: Fixture.email, name: nil,
                    onboarding: AuthOnboardingStatus(step: "welcome", finished: false)))
    }

    @Test func aUserKeepsItsName() throws {
        let json = Fixture.userJSON(name: "Demo")
        let user = try JSONDecoder().decode(AuthUser.self, from: Data(json.utf8))
        #expect(user.name == "Demo")
    }

    @Test func aUserWithoutOnboardingIsRefused() {
        let json = #"{"id": "u_1", "email": "ann@example.com", "name": null}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AuthUser.self, from: Data(json.utf8))
        }
    }

    @Test func aSessionSurvivesPersisting() throws {
        let session = AuthSession(
            token: Fixture.token,
            user: AuthUser(
                id: "u_7", email: "cy@example.com", name: "Cy",
                onboarding: AuthOnboardingStatus(step: "profile", finished: false)))
        let data = try JSONEncoder().encode(session)
        #expect(try JSONDecoder().decode(AuthSession.self, from: data) == session)
    }

    @Test(arguments: [
        (AuthRoute.intro, "/intro"), (.signIn, "/signin"), (.passwordResetSent, "/forgot"),
    ])
    func routesAreTheirURLPaths(route: AuthRoute, path: String) throws {
        #expect(String(describing: route) == path)
        let data = try JSONEncoder().encode([route])
        #expect(try JSONDecoder().decode([AuthRoute].self, from: data) == [route])
    }

    @Test func anErrorDescribesItselfByItsReason() {
        let error = AuthError(.offline, reason: "You are offline.")
        #expect(String(describing: error) == "You are offline.")
        #expect(AuthError.Code.wrongCredentials.rawValue == "wrong_credentials")
        #expect(AuthError.Code(rawValue: "maintenance") == .maintenance)
        #expect(AuthError.Code(rawValue: "nonsense") == nil)
    }

    @Test func errorsCompareByCodeAndReasonWhateverCausedThem() {
        struct Cause: Error {}
        let caused = AuthError(.offline, reason: "Offline.", underlying: Cause())
        #expect(caused == AuthError(.offline, reason: "Offline."))
        #expect(Set([caused, AuthError(.offline, reason: "Offline.")]).count == 1)
        #expect(caused.underlying is Cause)
        #expect(caused != AuthError(.maintenance, reason: "Offline."))
    }
}
