// Launches programs turn by turn and compares their wall times: each turn runs every
// program once, in order, so a slower moment of a shared machine weighs on all of them
// alike, and the ratio of each program to each one before it is taken turn by turn.
//
//     launch-timer [--runs N] [--minus NAME] -- NAME PROGRAM [ARG...] -- NAME PROGRAM [ARG...] ...
//
// With `--minus NAME`, each program after the one named NAME also gets the median of the
// turns' differences from it: what it does in the process beyond what NAME does, when NAME
// is the same binary doing nothing (`rootswitch --version`: the same libraries loaded).
//
// Standard input, output and error of every launch are /dev/null. Exit status 1 when a
// launch fails (with its exit status), 64 on bad usage.
// No Foundation here: on Linux a spawned child's peak memory counts the parent's resident
// pages until it calls exec, so the timer stays as small as it can.
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

func parse(_ arguments: [String]) throws(UsageError) -> (
    runs: Int, minus: String?, programs: [Program]
) {
    var runs = 20
    var minus: String?
    var rest = arguments[...]
    while let option = rest.first, option != "--" {
        guard rest.count >= 2 else { throw UsageError(message: "\(option) needs a value") }
        let value = rest[rest.startIndex + 1]
        switch option {
        case "--runs":
            guard let number = Int(value), number > 0 else {
                throw UsageError(message: "--runs needs a positive number")
            }
            runs = number
        case "--minus":
            minus = value
        default:
            throw UsageError(message: "unknown option '\(option)'")
        }
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
    if let minus, !programs.contains(where: { $0.name == minus }) {
        throw UsageError(message: "--minus names no program: '\(minus)'")
    }
    return (runs, minus, programs)
}

/// Runs `arguments` once; returns its wall time in milliseconds and its peak resident size
/// in KiB, or the reason it failed.
func launch(_ arguments: [String]) -> Result<(Double, Double), UsageError> {
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
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
    #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
    #else
        let environment = environ
    #endif
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environment)
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

/// `value` with `decimals` digits after the point.
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    return decimals == 0
        ? String(scaled)
        : "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

func fail(_ message: String, status: Int32) -> Never {
    var text = "launch-timer: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let parsed: (runs: Int, minus: String?, programs: [Program])
do {
    parsed = try parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(
        "\(error.message)\n"
            + "Usage: launch-timer [--runs N] [--minus NAME] -- NAME PROGRAM [ARG...] -- ...",
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
#if !canImport(Darwin)
    // Linux counts the parent's pages in a child's peak until the child calls exec.
    var own = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
    print(
        "(peak memory is at least this timer's own \(fixed(Double(own.ru_maxrss) / 1024, 1)) MiB)")
#endif
for (position, subject) in programs.enumerated() {
    for baseline in programs[..<position] {
        let ratios = zip(subject.milliseconds, baseline.milliseconds).map { $0 / $1 }
        print(
            padded("\(subject.name) / \(baseline.name)", 66) + fixed(median(ratios), 2)
                + "x  (median of the turns' ratios)")
    }
}
if let minus = parsed.minus, let base = programs.firstIndex(where: { $0.name == minus }) {
    for subject in programs[(base + 1)...] {
        let differences = zip(subject.milliseconds, programs[base].milliseconds).map { $0 - $1 }
        print(
            padded("\(subject.name) - \(minus)", 66) + fixed(median(differences), 2)
                + " ms  (median of the turns' differences)")
    }
}
