/// The APIs whose availability sets a package's platform floor, each with the first version of
/// every Apple platform that has it and why. This is the one place that lists them:
/// `platform-floor` reads it.
enum PlatformAPIs {
    /// How a source file shows that it uses an API.
    enum Trigger: Hashable, CustomStringConvertible {
        /// `import Module`.
        case module(String)
        /// `@Name`.
        case attribute(String)
        /// The identifier `Name` in code.
        case identifier(String)

        var description: String {
            switch self {
            case .module(let name): "`import \(name)`"
            case .attribute(let name): "`@\(name)`"
            case .identifier(let name): "`\(name)`"
            }
        }
    }

    /// One API: what shows it is used, what it needs, and why.
    struct Entry {
        var triggers: [Trigger]
        var needs: [ApplePlatform: PlatformVersion]
        var reason: String
    }

    static let entries: [Entry] = [
        Entry(
            triggers: [.module("Observation"), .attribute("Observable")],
            needs: apple(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1),
            reason: "Observation (`@Observable`) first shipped in iOS 17 and macOS 14"),
        Entry(
            triggers: [.module("Synchronization")],
            needs: apple(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2),
            reason: "Synchronization (`Mutex`, `Atomic`) first shipped in iOS 18 and macOS 15"),
        Entry(
            triggers: ["ContinuousClock", "SuspendingClock", "Clock", "Duration"].map {
                .identifier($0)
            },
            needs: apple(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1),
            reason: "the `Clock` protocol, its clocks and `Duration` first shipped in iOS 16 and "
                + "macOS 13"),
    ]

    /// The floor every manifest declares (one for the workspace): Synchronization's, because
    /// services guard their state with `Mutex`.
    static let workspaceFloor = apple(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2)

    /// `platforms: [.iOS(.v18), .macOS(.v15), ...]`, as a manifest writes the floor.
    static var workspaceFloorDeclaration: String {
        let platforms = workspaceFloor.sorted { $0.key < $1.key }.map {
            $0.key.declaration($0.value)
        }
        return "platforms: [\(platforms.joined(separator: ", "))]"
    }

    /// The entry (by index in `entries`) each trigger belongs to.
    static let entryIndex: [Trigger: Int] = Dictionary(
        entries.enumerated().flatMap { index, entry in entry.triggers.map { ($0, index) } },
        uniquingKeysWith: { first, _ in first })

    /// The identifiers and attribute names the scanner must report for the triggers.
    static let watchedNames: Set<String> = Set(
        entries.flatMap(\.triggers).compactMap { trigger in
            switch trigger {
            case .module: nil
            case .attribute(let name), .identifier(let name): name
            }
        })

    private static func apple(iOS: Int, macOS: Int, tvOS: Int, watchOS: Int, visionOS: Int)
        -> [ApplePlatform: PlatformVersion]
    {
        [
            .iOS: PlatformVersion(iOS), .macOS: PlatformVersion(macOS),
            .tvOS: PlatformVersion(tvOS), .watchOS: PlatformVersion(watchOS),
            .visionOS: PlatformVersion(visionOS),
        ]
    }
}
