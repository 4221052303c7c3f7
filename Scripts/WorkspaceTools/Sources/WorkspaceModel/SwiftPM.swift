import Foundation

/// What the loader asks SwiftPM itself: the toolchain's version, and a manifest's meaning
/// through `swift package dump-package`, the authority for every manifest the compiled fast
/// path (`ManifestCompiler`) does not take, and the source of every error message.
enum SwiftPM {
    static func toolchainVersion() throws(WorkspaceError) -> String {
        let output = try ProcessRunner.run(["swift", "--version"], scratch: scratchURL())
        guard output.status == 0 else {
            throw WorkspaceError(
                .ioFailure, reason: "`swift --version` failed: \(text(output.standardError))")
        }
        return text(output.standardOutput)
    }

    /// Runs SwiftPM on one manifest, with a private scratch path: the package's own `.build`
    /// may be locked by a build in progress (even the `swift test` running this code).
    static func evaluate(_ packageURL: URL, directory: String) throws(WorkspaceError)
        -> WorkspacePackage
    {
        let scratch = scratchURL()
        let output = try ProcessRunner.run(
            [
                "swift", "package", "--package-path", packageURL.path(percentEncoded: false),
                "--scratch-path", scratch.appending(path: "swiftpm").path(percentEncoded: false),
                "dump-package",
            ],
            scratch: scratch)
        let manifest = directory.isEmpty ? "Package.swift" : directory + "/Package.swift"
        guard output.status == 0 else {
            throw WorkspaceError(
                .manifestInvalid, reason: "\(manifest): \(text(output.standardError))")
        }
        return try ManifestDump.package(from: output.standardOutput, directory: directory)
    }

    private static func scratchURL() -> URL {
        FileManager.default.temporaryDirectory.appending(
            path: "workspace-tools-\(UUID().uuidString)")
    }

    private static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
