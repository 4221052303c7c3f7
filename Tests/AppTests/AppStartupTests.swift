import AppCore
import AppLive
import Foundation
import TestSupport
import Testing

/// A refused start is kept, for every window to say, and started again when the user asks,
/// in the same process; a running App is never made twice.
@MainActor @Suite struct AppStartupTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    /// How the starts went: how many were made, and whether the next one fails.
    @MainActor final class Starts {
        var count = 0
        var fail = true
    }

    @Test func aRefusedStartIsKeptUntilTheUserTriesAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "AppStartupTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let starts = Starts()
        let startup = AppStartup {
            starts.count += 1
            if starts.fail { throw Refused() }
            let configuration = AppConfiguration(
                stateDirectory: directory, backend: .none, tokenStorage: .privateFile)
            return try RootSwitchApp(
                environment: try LiveEnvironment(configuration: configuration).environment)
        }

        guard case .failure(let error) = startup.app() else {
            Issue.record("the first start fails")
            return
        }
        #expect(error.reason == "the disk is full")
        #expect(error.code.rawValue == "Refused")
        _ = startup.app()
        _ = startup.app()
        #expect(starts.count == 1)

        starts.fail = false
        startup.retry()
        let app = try startup.app().get()
        #expect(starts.count == 2)
        startup.retry()
        #expect(try startup.app().get() === app)
        #expect(starts.count == 2)
    }

    /// A window drawn again after ``AppStartup/retry()`` reads it again: the retry is observed.
    @Test func aRetryIsObserved() {
        let startup = AppStartup { throw Refused() }
        let changed = ChangeFlag.tracking { _ = startup.app() }
        startup.retry()
        #expect(changed.isSet)
    }
}
