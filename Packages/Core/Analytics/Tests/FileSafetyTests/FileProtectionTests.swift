import FileSafety
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The data-protection class and the backup exclusion exist on Apple's systems only; on Linux
/// they cost nothing and fail nothing, so a state file is written and appended to as before.
@Suite struct FileProtectionTests {
    @Test func excludingFromBackupNeverFailsOnAFileThatExists() throws {
        let scratch = try Scratch()
        try AtomicFile.replace(scratch.file("state.json"), with: Data("{}".utf8))
        try FileProtection.excludeFromBackup(scratch.file("state.json"))
        #expect(try scratch.text(of: "state.json") == "{}")
        #expect(scratch.mode(of: "state.json") == 0o600)
        #if canImport(Darwin)
            let values = try URL(filePath: scratch.file("state.json")).resourceValues(
                forKeys: [.isExcludedFromBackupKey])
            #expect(values.isExcludedFromBackup == true)
        #endif
    }

    @Test func aProtectedAppendedFileStaysPrivate() throws {
        let scratch = try Scratch()
        let descriptor = try StateFileAppender.open(scratch.file("events.jsonl"))
        close(descriptor)
        #expect(scratch.mode(of: "events.jsonl") == 0o600)
    }
}
