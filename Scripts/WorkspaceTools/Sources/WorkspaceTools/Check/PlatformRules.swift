/// platforms-declared and platform-floor: every manifest declares its Apple platforms, only
/// those every product compiles for (iOS and macOS), and each declared floor is at least what
/// the known APIs its sources use need. A platform a manifest leaves out is not checked. The
/// one list of those APIs, and of the workspace floor.
enum PlatformRules {
    /// The Apple platforms the workspace builds for, as a manifest writes them, in declaration
    /// order; SwiftPM's answer names them in lowercase. Not tvOS, watchOS or visionOS: the
    /// SwiftUI shell's windows (`openWindow`, `WindowGroup(for:)`) do not exist on the first
    /// two, and none of them is type-checked.
    static let names = ["iOS", "macOS"]
    /// Every Apple platform a condition may name (`#if os(tvOS)`): none of them is Linux.
    static let appleSystems = names + ["tvOS", "watchOS", "visionOS"]

    /// An API: how a file shows it uses it (`import Observation`, `@Observable`, an identifier
    /// such as `Duration`), the major version of each platform that first has it, and why.
    struct API {
        var triggers: [String]
        var needs: [Int]
        var reason: String
    }

    static let apis = [
        API(
            triggers: ["import Observation", "@Observable"], needs: [17, 14],
            reason: "Observation (`@Observable`) first shipped in iOS 17 and macOS 14"),
        API(
            triggers: ["import Synchronization"], needs: [18, 15],
            reason: "Synchronization (`Mutex`, `Atomic`) first shipped in iOS 18 and macOS 15"),
        API(
            triggers: ["ContinuousClock", "SuspendingClock", "Clock", "Duration"],
            needs: [16, 13],
            reason:
                "the `Clock` protocol, its clocks and `Duration` first shipped in iOS 16 and macOS 13"
        ),
    ]

    /// The floor every manifest declares (one for the workspace): Synchronization's, because
    /// services guard their state with `Mutex`.
    static let floor = apis[1].needs

    /// `platforms: [.iOS(.v18), .macOS(.v15), ...]`, as a manifest writes the floor.
    static var floorDeclaration: String {
        "platforms: [\(zip(names, floor).map { ".\($0)(.v\($1))" }.joined(separator: ", "))]"
    }

    /// The identifiers and attribute names the scan must report.
    static let watchedNames = Set(
        apis.flatMap(\.triggers).filter { !$0.hasPrefix("import ") }.map { $0.filter { $0 != "@" } }
    )

    static func findings(_ context: CheckContext) -> [Finding] {
        context.workspace.packages.flatMap { package -> [Finding] in
            let manifest = context.manifest(of: package)
            let described = package.layer.describe(package.directory)
            guard !package.platforms.isEmpty else {
                return [
                    Finding(
                        rule: .platformsDeclared, path: package.manifestPath,
                        line: manifest.packageLine,
                        message: "\(described) declares no `platforms:`, so Apple builds get "
                            + "SwiftPM's oldest deployment targets, below what its sources may use",
                        fix: "declare the workspace floor after `name:`, `\(floorDeclaration)`")
                ]
            }
            let unbuilt = package.platforms.filter { declared in
                !names.contains { $0.lowercased() == declared.name }
            }
            if let extra = unbuilt.first {
                let name = appleSystems.first { $0.lowercased() == extra.name } ?? extra.name
                return [
                    Finding(
                        rule: .platformsDeclared, path: package.manifestPath,
                        line: manifest.platformsLine,
                        message: "\(described) declares \(name), which the workspace does not "
                            + "build for: not every product compiles there",
                        fix: "declare only the workspace floor, `\(floorDeclaration)`")
                ]
            }
            let uses = firstUses(in: package, context)
            return package.platforms.compactMap { declared in
                guard let index = names.firstIndex(where: { $0.lowercased() == declared.name }),
                    let floor = version(declared.version)
                else { return nil }
                // The highest version an API used needs above the floor, and its first use.
                let needing = uses.filter {
                    floor.lexicographicallyPrecedes([apis[$0.api].needs[index]])
                }
                guard let needed = needing.map({ apis[$0.api].needs[index] }).max(),
                    let use = needing.first(where: { apis[$0.api].needs[index] == needed })
                else { return nil }
                let name = names[index]
                return Finding(
                    rule: .platformFloor, path: package.manifestPath, line: manifest.platformsLine,
                    message:
                        "\(described) declares \(name) \(floor.map(String.init).joined(separator: ".")), "
                        + "but \(use.path):\(use.line) uses `\(use.trigger)`, which needs \(name) \(needed): "
                        + apis[use.api].reason,
                    fix: "raise \(name) to .\(name)(.v\(needed)) or higher in `platforms:`; the "
                        + "workspace floor is `\(floorDeclaration)`")
            }
        }
    }

    /// `18.0` as `[18]`, `10.15` as `[10, 15]`: trailing zeros dropped, so that versions
    /// compare as arrays.
    private static func version(_ text: String) -> [Int]? {
        var parts = text.split(separator: ".").compactMap { UInt($0).map { Int($0) } }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return parts.isEmpty ? nil : parts
    }

    /// The first use (by file, then line) of each API in the package's sources, in file order.
    private static func firstUses(
        in package: Manifest, _ context: CheckContext
    ) -> [(api: Int, trigger: String, path: String, line: Int)] {
        var uses: [(api: Int, trigger: String, path: String, line: Int)] = []
        for file in Set(package.targets.flatMap { context.files(of: $0, in: package) }).sorted() {
            guard let scan = context.scans[file] else { continue }
            let found =
                scan.imports.map { ("import \($0.module)", $0.line) }
                + scan.uses.map { (($0.isAttribute ? "@" : "") + $0.name, $0.line) }
            for (trigger, line) in found.sorted(by: { $0.1 < $1.1 }) {
                guard let api = apis.firstIndex(where: { $0.triggers.contains(trigger) }),
                    !uses.contains(where: { $0.api == api })
                else { continue }
                uses.append((api, trigger, file, line))
            }
        }
        return uses
    }
}
