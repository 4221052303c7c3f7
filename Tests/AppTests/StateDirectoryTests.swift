import AppCore
import AppLive
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A state directory that group or others may write to lets another user plant links or swap
/// files, so the App refuses it, with a message saying what to do; one it creates is fine.
/// (One owned by another user cannot be made here without root: FileSafety's tests check
/// that refusal with an injected owner.)
@Suite struct StateDirectoryTests {
    @Test(arguments: [0o777, 0o770, 0o1777, 0o702])
    func directoryOthersMayWriteIsRefused(mode: Int) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        #expect(chmod(cli.stateDirectory.path, mode_t(mode)) == 0)
        let error = #expect(throws: AppError.self) {
            _ = try LiveEnvironment(
                configuration: AppConfiguration(
                    stateDirectory: cli.stateDirectory, tokenStorage: .privateFile))
        }
        #expect(error?.code == .unsafeStateDirectory)
        #expect(error?.reason.contains(String(mode, radix: 8)) == true)
        // Refused before anything is written there.
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.stateDirectory.path)
        #expect(names.isEmpty)
    }

    @Test func theCommandRefusesItWithWhatToDoAndExitsNonZero() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        #expect(chmod(cli.stateDirectory.path, 0o777) == 0)
        let run = try cli.run("state\n")
        #expect(run.status == 1)
        #expect(run.stderr.contains("Refusing the state directory \(cli.stateDirectory.path)"))
        #expect(run.stderr.contains("chmod go-w"))
        #expect(run.stderr.contains("--state-dir"))
        #expect(run.stdout.isEmpty)
    }

    /// `--state-dir /tmp` is everyone's folder (and, but for root, root's): refused, with a
    /// folder of one's own inside it suggested.
    @Test func sharedTmpIsRefusedAndAFolderOfOnesOwnSuggested() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("state\n", arguments: ["--state-dir", "/tmp"], stateDir: false)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Refusing the state directory /tmp"))
        #expect(run.stderr.contains("/tmp/rootswitch-state"))
        #expect(!run.stderr.contains("chmod"))
    }

    @Test func aDirectoryTheAppCreatesIsFine() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let fresh = cli.stateDirectory.appending(path: "new/state")
        let run = try cli.run("state\n", arguments: ["--state-dir", fresh.path], stateDir: false)
        #expect(run.status == 0, "\(run.stderr)")
        for folder in [fresh, fresh.deletingLastPathComponent()] {
            let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[
                .posixPermissions]
            #expect(mode as? Int == 0o700)
        }
    }
}
