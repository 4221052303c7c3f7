import Foundation
import Synchronization

/// The `feature-claims` tool of this workspace's WorkspaceTools, built once for the scaffold
/// tests to hand to a workspace copy through `FEATURE_CLAIMS`. It is built in a scratch folder
/// of its own (`.build-scaffold`): the `swift test` running these tests holds the lock on the
/// package's `.build`, so building there would wait forever.
enum FeatureClaimsTool {
    private static let built = Mutex<String?>(nil)

    /// The tool's path, building it first if this test run has not.
    static func path() throws -> String {
        try built.withLock { built in
            if let built { return built }
            let tools = RealWorkspaceTests.root.appending(path: "Scripts/WorkspaceTools")
            let scratch = tools.appending(path: ".build-scaffold")
            let build = try ScriptRun(
                [
                    "swift", "build", "--package-path", tools.path(percentEncoded: false),
                    "--scratch-path", scratch.path(percentEncoded: false), "--product",
                    "feature-claims", "-q",
                ], in: tools)
            guard build.status == 0 else { throw BuildFailure(log: build.output + build.errors) }
            let path = scratch.appending(path: "debug/feature-claims").path(percentEncoded: false)
            built = path
            return path
        }
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let log: String
        var description: String { "building feature-claims failed:\n\(log)" }
    }
}
