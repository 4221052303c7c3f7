import AppCore
import Auth
import Foundation
import Main
import Onboarding
import Testing

/// The SwiftUI shell words nothing: every sentence it shows is declared once, by a model or a
/// feature's text table, and the `rootswitch` command's screens read the same declarations.
@MainActor @Suite struct ShellWordingTests {
    static let shell = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../../App/Sources/RootSwitchUI").standardized

    /// A literal the shell may hold: nothing, or a name no user reads: an SF Symbol's
    /// (`person.crop.circle`), an accessibility identifier's or a storage key's
    /// (`RootSwitch.scene`), lower case or dotted, never with a space.
    static func isAllowed(_ literal: String) -> Bool {
        let interpolations = /\\\([^)]*\)/
        let text = literal.replacing(interpolations, with: "")
        return text.isEmpty || text.wholeMatch(of: /[a-z0-9]+(\.[a-z0-9]+)*/) != nil
            || text.wholeMatch(of: /[A-Za-z0-9]+(\.[A-Za-z0-9]+)+/) != nil
    }

    @Test func theViewsHoldNoUserFacingWords() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.shell.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5, "\(Self.shell.path)")
        var worded: [String] = []
        for file in files.sorted() {
            let source = try String(contentsOf: Self.shell.appending(path: file), encoding: .utf8)
            for (number, line) in source.split(separator: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), !code.contains("assertionFailure(") else { continue }
                for match in code.matches(of: /"((?:[^"\\]|\\.)*)"/)
                where !Self.isAllowed(String(match.1)) {
                    worded.append("\(file):\(number + 1): \(match.0)")
                }
            }
        }
        #expect(worded.isEmpty, "words written in the shell: \(worded)")
    }

    @Test(arguments: ["Sign in", "Try again", "not set", "Loading…", "Step 1 of 4"])
    func theScanCatchesAWordedLiteral(_ words: String) {
        #expect(!Self.isAllowed(words))
        #expect(Self.isAllowed("person.crop.circle"))
        #expect(Self.isAllowed("RootSwitch.scene"))
        #expect(Self.isAllowed(#"\(error)"#))
    }

    /// The App's own screens, in the text screen the command prints, say what ``AppText``
    /// and the error kinds declare, as the shell's views do.
    @Test func theAppsScreensSayWhatTheTextTableDeclares() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()
        #expect(harness.app.screen.title == AppErrorKind.maintenance.title)
        #expect(harness.app.screen.content == [AppErrorKind.maintenance.message])
        #expect(
            harness.app.screen.actions.map(\.summary) == [AppText.tryAgain, AppText.signOut])

        try harness.relaunch(lock: DeviceLock(locked: true))
        #expect(harness.app.screen.title == AppText.loading)
        #expect(harness.app.screen.content == [AppText.locked])
    }

    /// Each feature's text screen reads its words from the same place a view does.
    @Test func theFeaturesScreensSayWhatTheirTablesDeclare() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        guard case .unauthenticated(let auth) = harness.app.root,
            case .credentials(let intro) = auth.model(for: .intro)
        else {
            Issue.record("a fresh device shows the intro")
            return
        }
        #expect(harness.app.screen.title == intro.title)
        #expect(harness.app.screen.content == [intro.message])
        #expect(
            harness.app.screen.actions.map(\.summary)
                == [AuthText.signUp, AuthText.signIn, AuthText.requestReset])

        try await harness.signUp()
        #expect(harness.app.screen.title == OnboardingStep.welcome.title)
        #expect(harness.app.screen.content == [OnboardingText.welcome, "Step 1 of 4"])
        try await harness.completeOnboarding()
        #expect(harness.app.screen.title == MainTab.home.title)
        try await harness.selectTab("profile")
        #expect(harness.app.screen.content.last == "\(MainText.name): Ada")
        try await harness.perform("settings")
        #expect(
            harness.app.screen.actions.map(\.summary) == [
                MainText.about, MainText.signOut, MainText.close,
            ])
        try await harness.perform("about")
        #expect(harness.app.screen.title == MainText.about)
        #expect(harness.app.screen.content.last == MainText.aboutSummary)
    }
}
