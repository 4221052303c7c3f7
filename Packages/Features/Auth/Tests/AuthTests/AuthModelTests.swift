import Auth
import Foundation
import Testing

@Suite struct AuthModelTests {
    @Test func aSessionDecodesFromTheContractsSignInAnswer() throws {
        let session = try JSONDecoder().decode(AuthSession.self, from: Contract.session().body)
        #expect(session.token == Contract.token)
        #expect(
            session.user
                == AuthUser(
                    id: "u_1", email: Contract.email, name: nil,
                    onboarding: AuthOnboardingStatus(step: "welcome", finished: false)))
    }

    @Test func aUserKeepsItsName() throws {
        let json = Contract.userJSON(name: "Demo")
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
            token: Contract.token,
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
}
