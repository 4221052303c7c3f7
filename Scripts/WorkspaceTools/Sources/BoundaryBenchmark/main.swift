import BoundaryCheck
import Foundation
import WorkspaceModel

// boundary-benchmark: generates a 100-package workspace (10 Swift files each) in a new
// temporary folder, runs the boundary check once cold (no cache: every manifest is evaluated,
// and the cache filled), then warm several times, and prints the wall times. Run it in
// release mode:
//   swift run -c release boundary-benchmark [warm-runs] [--swiftpm]
// --swiftpm evaluates every manifest with `swift package dump-package`, as before manifests
// were compiled together, for comparison.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("boundary-benchmark: error: \(message)\n".utf8))
    exit(1)
}

let options = CommandLine.arguments.dropFirst()
let warmRuns = options.first.flatMap { Int($0) } ?? 5
let loader = WorkspaceLoader(compilesManifests: !options.contains("--swiftpm"))
let root = FileManager.default.temporaryDirectory.appending(
    path: "boundary-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
let generated = BenchmarkWorkspace(root: root, coreCount: 40, featureCount: 60, filesPerPackage: 10)
do {
    try generated.write()
} catch {
    fail("cannot write the workspace in \(root.path(percentEncoded: false)): \(error)")
}

func timedCheck() -> (seconds: Double, workspace: Workspace, report: BoundaryReport) {
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let workspace = try loader.load(root: root)
        let report = try BoundaryChecker().check(workspace)
        let elapsed = start.duration(to: clock.now)
        let seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, workspace, report)
    } catch {
        fail(error.reason)
    }
}

func format(_ seconds: Double) -> String {
    String(format: "%.3f s", seconds)
}

let cold = timedCheck()
print("workspace: \(cold.report.packageCount) packages, \(cold.report.fileCount) Swift files")
let evaluated = cold.workspace.manifestsEvaluated
let bySwiftPM = cold.workspace.manifestsEvaluatedBySwiftPM
print(
    "cold: \(format(cold.seconds)) (\(evaluated) manifests evaluated: \(evaluated - bySwiftPM) "
        + "compiled together, \(bySwiftPM) by swift package dump-package)")
guard evaluated == cold.report.packageCount else {
    fail("the cold run found \(cold.report.packageCount - evaluated) manifests already cached")
}
guard cold.report.isClean else {
    fail("the generated workspace has findings:\n\(cold.report.text)")
}
var warm: [Double] = []
for _ in 0..<max(1, warmRuns) {
    let run = timedCheck()
    let evaluated = run.workspace.manifestsEvaluated
    guard evaluated == 0 else { fail("a warm run evaluated \(evaluated) manifests") }
    warm.append(run.seconds)
}
warm.sort()
print(
    "warm: median \(format(warm[warm.count / 2])), min \(format(warm[0])), max \(format(warm[warm.count - 1])) "
        + "over \(warm.count) runs (0 manifests evaluated)")
