import FeatureShell
import Onboarding
import Routing
import Testing

@MainActor
@Suite struct OnboardingNameTests {
    static let nameError = "Error: Your name must be 1 to 100 characters."

    @Test(arguments: [
        ("Ann", "Ann"),
        ("  Ann Lee \n", "Ann Lee"),
        ("A", "A"),
        (String(repeating: "x", count: 100), String(repeating: "x", count: 100)),
        (" " + String(repeating: "é", count: 100) + " ", String(repeating: "é", count: 100)),
        (String(repeating: "👩‍💻", count: 100), String(repeating: "👩‍💻", count: 100)),
    ])
    func aValidNameIsTrimmedAndSaved(typed: String, saved: String) async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        try await harness.perform("save", ["name": typed])
        #expect(harness.screen.title == "All set")
        #expect(harness.reports == [.stepChanged(.complete)])
        #expect(
            harness.store.sent == [
                OnboardingProgress(step: .complete, finished: false, name: saved)
            ])
    }

    @Test(arguments: [
        "   ", "\n\t", String(repeating: "x", count: 101),
        "  " + String(repeating: "x", count: 101) + "  ",
    ])
    func aBadNameShowsAnErrorAndStays(typed: String) async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        try await harness.perform("save", ["name": typed])
        #expect(harness.screen.title == "Your profile")
        #expect(harness.screen.content.last == Self.nameError)
        #expect(harness.stack == [.welcome, .permissions, .profile])
        #expect(harness.reports.isEmpty)
        #expect(harness.analytics.events.isEmpty)
        #expect(harness.store.sent.isEmpty)
    }

    @Test(arguments: [[:], ["name": ""]])
    func aMissingNameIsABadArgument(arguments: [String: String]) {
        let harness = OnboardingHarness(resumeAt: .profile)
        #expect {
            try harness.screen.perform("save", arguments: arguments)
        } throws: { error in
            (error as? RoutingError)?.code == .missingArgument
        }
        #expect(harness.stack.last == .profile)
        #expect(harness.reports.isEmpty)
        #expect(harness.work.running.isEmpty)
    }

    @Test func theErrorGoesOnceTheNameIsFixed() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        try await harness.perform("save", ["name": " "])
        #expect(harness.screen.content.contains(Self.nameError))
        try await harness.perform("save", ["name": "Ann"])
        #expect(harness.screen.title == "All set")
        #expect(!harness.screen.content.contains { $0.hasPrefix("Error:") })
    }

    @Test func goingBackClearsTheError() async throws {
        let harness = OnboardingHarness(resumeAt: .profile)
        try await harness.perform("save", ["name": " "])
        #expect(harness.coordinator.back())
        #expect(!harness.screen.content.contains { $0.hasPrefix("Error:") })
    }
}
