import Testing

/// Scripts/bench-boundaries, on the smallest workspace it writes (5 packages) with the
/// `workspace-tools` built beside these tests: it times a cold and a warm check and says
/// whether the warm one meets the goal.
@Suite struct BenchBoundariesScriptTests {
    @Test func timesAColdAndAWarmCheckAgainstTheGoal() throws {
        let run = try ScriptRun(
            ["bash", "Scripts/bench-boundaries", "--packages", "5", "--runs", "2"],
            in: RealWorkspaceTests.root, environment: ToolBinary.environment)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("workspace: 6 packages, 56 Swift files"), "\(run.output)")
        #expect(run.output.contains("cold: "))
        #expect(run.output.contains("over 2 runs (nothing asked of SwiftPM)"))
        #expect(run.output.contains("goal: a warm check under 2 s: the median is "))
    }

    @Test(arguments: [["--runs"], ["--packages", "4"], ["--bogus"]])
    func refusesBadUsage(arguments: [String]) throws {
        let run = try ScriptRun(
            ["bash", "Scripts/bench-boundaries"] + arguments, in: RealWorkspaceTests.root)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Scripts/bench-boundaries: "), "\(run.errors)")
    }
}
