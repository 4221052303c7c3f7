import BoundaryCheck
import Foundation
import WorkspaceModel

// boundary-benchmark: generates a 100-package workspace (10 Swift files each) in a temporary
// folder, runs the boundary check once cold (SwiftPM evaluates every manifest and fills the
// cache), then warm several times, and prints the wall times. Run it in release mode:
//   swift run -c release boundary-benchmark [warm-runs]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("boundary-benchmark: error: \(message)\n".utf8))
    exit(1)
}

let warmRuns = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 5
let root = FileManager.default.temporaryDirectory.appending(
    path: "boundary-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
let generated = BenchmarkWorkspace(root: root, coreCount: 40, featureCount: 60, filesPerPackage: 10)
do {
    try generated.write()
} catch {
    fail("cannot write the workspace in \(root.path(percentEncoded: false)): \(error)")
}

func timedCheck() -> (seconds: Double, evaluated: Int, report: BoundaryReport) {
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let workspace = try WorkspaceLoader().load(root: root)
        let report = try BoundaryChecker().check(workspace)
        let elapsed = start.duration(to: clock.now)
        let seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, workspace.manifestsEvaluated, report)
    } catch {
        fail(error.reason)
    }
}

func format(_ seconds: Double) -> String {
    String(format: "%.3f s", seconds)
}

let cold = timedCheck()
print("workspace: \(cold.report.packageCount) packages, \(cold.report.fileCount) Swift files")
print("cold: \(format(cold.seconds)) (\(cold.evaluated) manifests evaluated by SwiftPM)")
guard cold.report.isClean else {
    fail("the generated workspace has findings:\n\(cold.report.text)")
}
var warm: [Double] = []
for _ in 0..<max(1, warmRuns) {
    let run = timedCheck()
    guard run.evaluated == 0 else { fail("a warm run evaluated \(run.evaluated) manifests") }
    warm.append(run.seconds)
}
warm.sort()
print(
    "warm: median \(format(warm[warm.count / 2])), min \(format(warm[0])), max \(format(warm[warm.count - 1])) "
        + "over \(warm.count) runs (0 manifests evaluated)")
