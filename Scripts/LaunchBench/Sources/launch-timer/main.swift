// Launches programs turn by turn and compares their wall times: each turn runs every
// program once, in order, so a slower moment of a shared machine weighs on all of them
// alike, and the ratio of the last program to each other one is taken turn by turn.
//
//     launch-timer [--runs N] -- NAME PROGRAM [ARG...] -- NAME PROGRAM [ARG...] ...
//
// Standard input, output and error of every launch are /dev/null. Exit status 1 when a
// launch fails (with its exit status), 64 on bad usage.
import Foundation

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

struct Program {
    let name: String
    let arguments: [String]
    var milliseconds: [Double] = []
    var peakKilobytes: [Double] = []
}

struct UsageError: Error {
    let message: String
}

func parse(_ arguments: [String]) throws(UsageError) -> (runs: Int, programs: [Program]) {
    var runs = 20
    var rest = arguments[...]
    if rest.first == "--runs" {
        guard rest.count >= 2, let value = Int(rest[rest.startIndex + 1]), value > 0 else {
            throw UsageError(message: "--runs needs a positive number")
        }
        runs = value
        rest = rest.dropFirst(2)
    }
    var programs: [Program] = []
    while let separator = rest.first {
        guard separator == "--" else { throw UsageError(message: "unexpected '\(separator)'") }
        rest = rest.dropFirst()
        let group = rest.prefix { $0 != "--" }
        rest = rest.dropFirst(group.count)
        guard group.count >= 2 else {
            throw UsageError(message: "a program needs a NAME and a PROGRAM")
        }
        programs.append(Program(name: group.first!, arguments: Array(group.dropFirst())))
    }
    guard programs.count >= 2 else { throw UsageError(message: "give at least two programs") }
    return (runs, programs)
}

/// Runs `arguments` once; returns its wall time in milliseconds and its peak resident size
/// in KiB, or the reason it failed.
func launch(_ arguments: [String]) -> Result<(Double, Double), UsageError> {
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
        posix_spawn_file_actions_addopen(
            &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var argv = arguments.map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
        return .failure(
            UsageError(
                message: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))"))
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
        return .failure(
            UsageError(message: "\(arguments.joined(separator: " ")) failed (status \(status))"))
    }
    let milliseconds =
        Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
    #if canImport(Darwin)
        let kilobytes = Double(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
        let kilobytes = Double(usage.ru_maxrss)  // KiB on Linux
    #endif
    return .success((milliseconds, kilobytes))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("launch-timer: \(message)\n".utf8))
    exit(status)
}

let parsed: (runs: Int, programs: [Program])
do {
    parsed = try parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(
        "\(error.message)\nUsage: launch-timer [--runs N] -- NAME PROGRAM [ARG...] -- ...",
        status: 64)
}
var programs = parsed.programs
// One launch of each first, unmeasured: the files are then in the page cache for every turn.
for program in programs {
    if case .failure(let error) = launch(program.arguments) { fail(error.message, status: 1) }
}
for _ in 0..<parsed.runs {
    for index in programs.indices {
        switch launch(programs[index].arguments) {
        case .success(let (milliseconds, kilobytes)):
            programs[index].milliseconds.append(milliseconds)
            programs[index].peakKilobytes.append(kilobytes)
        case .failure(let error):
            fail(error.message, status: 1)
        }
    }
}
print(
    "Launch, wall time and peak memory, medians of \(parsed.runs) turns (each turn runs each once)")
for program in programs {
    print(
        padded(program.name, 34) + padded(fixed(median(program.milliseconds), 2) + " ms", 12)
            + fixed(median(program.peakKilobytes) / 1024, 1) + " MiB")
}
let subject = programs[programs.count - 1]
for baseline in programs.dropLast() {
    let ratios = zip(subject.milliseconds, baseline.milliseconds).map { $0 / $1 }
    print(
        padded("\(subject.name) / \(baseline.name)", 60) + fixed(median(ratios), 2)
            + "x  (median of the turns' ratios)")
}
