import BoundaryCheck
import Foundation
import Testing
import WorkspaceModel

/// The boundary check of the RootSwitch workspace this package lives in.
@Suite struct RealWorkspaceTests {
    /// Scripts/WorkspaceTools/Tests/BoundaryCheckTests/<this file> -> the workspace root.
    static let root = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func realWorkspaceIsClean() throws {
        let workspace = try WorkspaceLoader().load(root: Self.root)
        let report = try BoundaryChecker().check(workspace)
        #expect(workspace.packages.contains { $0.layer == .core })
        #expect(report.findings == [], "\(report.text)")
    }
}
