import Foundation
import Testing

/// Scripts/test-report, on logs written here in the shapes `swift build` and `swift test`
/// print: what Scripts/test and Scripts/build-each print instead of the logs.
@Suite struct TestReportScriptTests {
    static let root = RealWorkspaceTests.root

    /// A passing Swift Testing run with known issues, beside XCTest's empty run.
    static let passing = """
        [12/12] Linking MainPackageTests.xctest
        Test Suite 'All tests' passed at 2026-11-24 10:00:00.000.
        \t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ━ Test run with 129 tests in 25 suites passed after 0.111 seconds with 3 known issues.
        """

    /// A failing run: a compiler error (and SwiftPM saying so again), two tests that recorded
    /// issues, an XCTest assertion.
    static let failing = """
        /work/App/X.swift:12:5: error: cannot find 'y' in scope
        /work/App/X.swift:12:5: error: cannot find 'y' in scope
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        ✘ Test refuses(action:) recorded an issue with 1 argument action → "go" at ScreenTests.swift:109:9: Expectation failed: (reason → "x") == "y"
        ± more detail that is not shown
        ✘ Test plain() recorded an issue at A.swift:3:1: Issue recorded
        /work/Tests/FooTests.swift:33: error: FooTests.testBar : XCTAssertEqual failed: ("1") is not equal to ("2")
        Test Suite 'All tests' failed at 2026-11-24 10:00:00.000.
        \t Executed 4 tests, with 1 failure (0 unexpected) in 0.1 (0.1) seconds
        ✘ Test run with 5 tests in 2 suites failed after 0.1 seconds with 2 issues.
        """

    private func report(_ arguments: [String], logs: [String]) throws -> ScriptRun {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "test-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, log) in logs.enumerated() {
            let path = folder.appending(path: "\(index).log")
            try Data(log.utf8).write(to: path)
            paths.append(path.path)
        }
        let script = Self.root.appending(path: "Scripts/test-report").path
        return try ScriptRun(["python3", script] + arguments + paths, in: folder)
    }

    @Test func countsTestsAndKnownIssuesButNotAnEmptyXCTestRun() throws {
        let run = try report(["count"], logs: [Self.passing])
        #expect(run.status == 0)
        #expect(run.output == "129 tests, 3 known issues\n")
    }

    @Test func totalsOverPackagesOneLogEach() throws {
        let run = try report(["total"], logs: [Self.passing, Self.failing])
        #expect(run.output == "138 tests passed in 2 packages (3 known issues)\n")
    }

    @Test func namesWhatFailedOnceEachInTheLogsOrder() throws {
        let run = try report(["failures"], logs: [Self.failing])
        #expect(run.status == 0)
        #expect(
            run.output.split(separator: "\n") == [
                "  /work/App/X.swift:12:5: error: cannot find 'y' in scope",
                #"  refuses(action:): Expectation failed: (reason → "x") == "y" (ScreenTests.swift:109:9)"#,
                "  plain(): Issue recorded (A.swift:3:1)",
                #"  FooTests.testBar: XCTAssertEqual failed: ("1") is not equal to ("2") (/work/Tests/FooTests.swift:33)"#,
            ])
    }

    /// A build that failed before compiling anything: SwiftPM's own words are all there is.
    @Test func namesSwiftPMsOwnErrorsWhenNothingElseFailed() throws {
        let log = """
            warning: 'alpha': Source files for target Alpha should be located under 'Sources/Alpha'
            error: The package does not contain a buildable target.
            Add at least one `.target` or `.executableTarget` to your `Package.swift`.
            """
        let run = try report(["failures"], logs: [log])
        #expect(run.status == 0)
        #expect(run.output == "  error: The package does not contain a buildable target.\n")
    }

    @Test(arguments: [["bogus"], ["count"], ["failures"]])
    func refusesBadUsage(arguments: [String]) throws {
        let run = try report(arguments, logs: [])
        #expect(run.status == 2)
        #expect(run.errors.contains("Scripts/test-report: expected"))
    }

    @Test func saysWhichLogItCannotRead() throws {
        let script = Self.root.appending(path: "Scripts/test-report").path
        let run = try ScriptRun(["python3", script, "count", "/no/such.log"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot read /no/such.log"))
    }
}
