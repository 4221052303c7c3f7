import Foundation

/// The `workspace-tools` executable `swift build --build-tests` made beside these tests (in the
/// folder of the test runner on Linux, of the test bundle on macOS), which the script tests
/// hand to the scripts through `WORKSPACE_TOOLS` instead of letting each build its own.
enum ToolBinary {
    static let path: String = {
        let folders =
            [Bundle.main.bundleURL]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let candidates = folders.map {
            $0.appending(path: "workspace-tools").path(percentEncoded: false)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? candidates[0]
    }()

    /// The environment a script runs the built tool in.
    static var environment: [String: String] { ["WORKSPACE_TOOLS": path] }
}
