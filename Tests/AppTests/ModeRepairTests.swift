import AppCore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A state file or folder whose mode was loosened is set back at launch (0600 for a file,
/// 0700 for a folder), with one notice naming it and the mode it had.
@MainActor @Suite struct ModeRepairTests {
    /// Each file and folder of the state directory (`""` is the directory itself), with the
    /// loose mode it is given.
    nonisolated static let loosened: [(path: String, mode: Int)] =
        StateFile.allCases.map { ($0.rawValue, 0o644) } + [
            ("", 0o755), ("scenes", 0o755), ("backend", 0o750),
        ]

    @Test(arguments: loosened)
    func looseModeIsSetBackWithOneNotice(path: String, mode: Int) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try harness.backend.deleteItem(7)
        harness.quit()
        let url = path.isEmpty ? harness.directory : harness.file(path)
        #expect(chmod(url.path, mode_t(mode)) == 0)
        harness.events.clear()

        try harness.relaunch()
        await harness.app.settle()

        let wanted = mode == 0o644 ? 0o600 : 0o700
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(attributes[.posixPermissions] as? Int == wanted)
        let said = harness.events.notices.compactMap { notice -> String? in
            guard case .stateFileRepaired(let text) = notice else { return nil }
            return text.contains("mode 0\(String(mode, radix: 8))") ? text : nil
        }
        #expect(said.count == 1, "\(harness.events.notices)")
        #expect(
            said.first?.contains(url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path)
                == true)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }
}
