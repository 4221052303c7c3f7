import Foundation
import Testing
import WorkspaceTools

/// The boundary check of the RootSwitch workspace this package lives in.
@Suite struct RealWorkspaceTests {
    /// Scripts/WorkspaceTools/Tests/WorkspaceToolsTests/<this file> -> the workspace root.
    static let root = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func realWorkspaceIsClean() throws {
        let run = WorkspaceCommand.run([
            "check-boundaries", "--root", Self.root.path(percentEncoded: false),
        ])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.hasPrefix("Boundary check: no findings"), "\(run.output)")
    }
}
