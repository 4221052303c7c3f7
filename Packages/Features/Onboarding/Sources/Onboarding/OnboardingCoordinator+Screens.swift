import Foundation
import Routing

/// What each step shows and the actions wired to it.
extension OnboardingCoordinator {
    /// The longest display name, once trimmed (the backend allows 100; the app keeps it short).
    static let maximumNameLength = 50

    var screen: Screen {
        let screen = screen(for: step)
        let notices = [warning, error].compactMap { $0 }
        return Screen(
            title: screen.title, content: screen.content + notices, actions: screen.actions)
    }

    private func screen(for step: OnboardingStep) -> Screen {
        let position = "Step \((OnboardingStep.allCases.firstIndex(of: step) ?? 0) + 1) of 4"
        switch step {
        case .welcome:
            return Screen(
                title: "Welcome",
                content: ["Welcome to RootSwitch.", "A few steps and you are ready.", position],
                actions: [
                    ScreenAction("next", summary: "Continue") { [weak self] _ in
                        self?.advance(from: .welcome)
                    }
                ])
        case .permissions:
            return Screen(
                title: "Permissions",
                content: ["Allow notifications about new items?", position],
                actions: [
                    ScreenAction("allow", summary: "Allow notifications") { [weak self] _ in
                        self?.advance(from: .permissions, permissionsGranted: true)
                    },
                    ScreenAction("skip", summary: "Not now") { [weak self] _ in
                        self?.advance(from: .permissions, permissionsGranted: false)
                    },
                ])
        case .profile:
            return Screen(
                title: "Your profile",
                content: [
                    "Choose the name others see (1 to \(Self.maximumNameLength) characters).",
                    position,
                ],
                actions: [
                    ScreenAction(
                        "save", summary: "Save your name", parameters: [ActionParameter("name")]
                    ) { [weak self] arguments in
                        self?.saveName(arguments["name"] ?? "")
                    }
                ])
        case .complete:
            return Screen(
                title: "All set",
                content: ["You are ready to use RootSwitch.", position],
                actions: [
                    ScreenAction("finish", summary: "Start using RootSwitch") { [weak self] _ in
                        self?.finish()
                    }
                ])
        }
    }

    private func saveName(_ raw: String) {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...Self.maximumNameLength).contains(name.count) else {
            return fail(
                OnboardingError(
                    .invalidName,
                    reason: "Your name must be 1 to \(Self.maximumNameLength) characters."))
        }
        advance(from: .profile, name: name)
    }
}
