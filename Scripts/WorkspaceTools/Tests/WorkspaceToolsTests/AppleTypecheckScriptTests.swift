import Foundation
import Testing

/// Scripts/apple-typecheck: its argument errors on any machine; with an Apple SDK
/// (`ROOTSWITCH_APPLE_SDK`, as Scripts/test's last step takes it), a run on a one-target
/// fixture that passes, and one whose error exists only when compiled for iOS.
@Suite(.serialized) struct AppleTypecheckScriptTests {
    static let script = RealWorkspaceTests.root.appending(path: "Scripts/apple-typecheck")

    /// The SDK folder the environment names, when it is one.
    static let sdk: String? = {
        guard let path = ProcessInfo.processInfo.environment["ROOTSWITCH_APPLE_SDK"],
            FileManager.default.fileExists(atPath: path + "/SDKSettings.json")
        else { return nil }
        return path
    }()

    @Test func helpSaysWhatItProvesAndWhatItCannot() throws {
        let run = try ScriptRun(["bash", Self.script.path, "--help"], in: Self.temporary)
        #expect(run.status == 0)
        #expect(run.output.contains("Usage: Scripts/apple-typecheck CHECKOUT SDK [TRIPLE]"))
        #expect(run.output.contains("What a PASS proves"))
        #expect(run.errors.isEmpty)
    }

    @Test(
        arguments: [
            ([], "needs a CHECKOUT and an SDK folder"),
            (["/no/such/checkout"], "needs a CHECKOUT and an SDK folder"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["/no/such/checkout", "SDK"], "the checkout '/no/such/checkout' is not a folder"),
            (
                ["CHECKOUT", "/no/such/sdk"],
                "is not an Apple SDK folder (it has no SDKSettings.json)"
            ),
            (["CHECKOUT", "SDK", "arm64-apple-ios18.0", "more"], "unexpected argument 'more'"),
            (["CHECKOUT", "Weird.sdk"], "cannot tell the platform of 'Weird.sdk'"),
        ] as [([String], String)])
    func refusesBadArgumentsWithUsageStatus(arguments: [String], message: String) throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for sdk in ["SDK", "Weird.sdk"] {
            let folder = scratch.appending(path: sdk)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appending(path: "SDKSettings.json"))
        }
        try FileManager.default.createDirectory(
            at: scratch.appending(path: "CHECKOUT"), withIntermediateDirectories: true)
        let run = try ScriptRun(["bash", Self.script.path] + arguments, in: scratch)
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("(try --help)"))
    }

    /// A checkout folder named like one of its packages would be read as that package, and
    /// the run would leave out the root's modules: it is refused before anything is read.
    @Test func refusesACheckoutNamedLikeOneOfItsPackages() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let checkout = scratch.appending(path: "main")
        try FileManager.default.createDirectory(
            at: checkout.appending(path: "Packages/Features/Main"),
            withIntermediateDirectories: true)
        try Data().write(to: checkout.appending(path: "Packages/Features/Main/Package.swift"))
        let sdk = scratch.appending(path: "iPhoneOS18.6.sdk")
        try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: sdk.appending(path: "SDKSettings.json"))
        let run = try ScriptRun(["bash", Self.script.path, checkout.path, sdk.path], in: scratch)
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(
            run.errors.contains(
                "the checkout's folder is named like the package in Packages/Features/Main"
            ), "\(run.errors)")
    }

    @Test(.enabled(if: sdk != nil, "needs an Apple SDK folder in ROOTSWITCH_APPLE_SDK"))
    func aFixtureTypeChecksForTheSDKsPlatform() throws {
        let checkout = try Self.fixture(
            source: """
                import Foundation

                public struct Tiny {
                    #if os(iOS)
                        public static let platform = "iOS"
                    #endif
                    public init() {}
                }
                """)
        defer { try? FileManager.default.removeItem(at: checkout) }
        let run = try Self.typecheck(checkout)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("PASS Tiny"))
        #expect(run.output.contains("1 modules type-check for arm64-apple-ios18.0, 0 fail"))
    }

    @Test(.enabled(if: sdk != nil, "needs an Apple SDK folder in ROOTSWITCH_APPLE_SDK"))
    func anErrorOnlyIOSCompilesIsAFailure() throws {
        let checkout = try Self.fixture(
            source: """
                #if os(iOS)
                    public let count: Int = "not a number"
                #endif
                """)
        defer { try? FileManager.default.removeItem(at: checkout) }
        let run = try Self.typecheck(checkout)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("FAIL Tiny"))
        #expect(run.output.contains("Sources/Tiny/Tiny.swift:2:"))
        #expect(run.output.contains("0 modules type-check for arm64-apple-ios18.0, 1 fail"))
    }

    /// A fork has only this repository: no file of it may send a reader to a folder beside
    /// the checkout for a tool (as the README once did for this type-checker).
    @Test func nothingInTheRepositoryNamesAFolderBesideIt() throws {
        let beside = "../" + "shared"
        let root = RealWorkspaceTests.root
        let files = try #require(
            FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey]))
        var naming: [String] = []
        for case let file as URL in files {
            let name = file.lastPathComponent
            if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" {
                files.skipDescendants()
                continue
            }
            let values = try file.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            guard values.isRegularFile == true, (values.fileSize ?? 0) < 1_000_000,
                let text = try? String(contentsOf: file, encoding: .utf8), text.contains(beside)
            else { continue }
            naming.append(String(file.path.dropFirst(root.path.count)))
        }
        #expect(naming.isEmpty, "files naming \(beside): \(naming)")
    }

    private static var temporary: URL { FileManager.default.temporaryDirectory }

    private static func scratch() throws -> URL {
        let folder = temporary.appending(path: "apple-typecheck-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A checkout with one library target, `Tiny`, holding `source`.
    private static func fixture(source: String) throws -> URL {
        let checkout = try scratch()
        let sources = checkout.appending(path: "Sources/Tiny")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Tiny", platforms: [.iOS(.v18), .macOS(.v15)],
            products: [.library(name: "Tiny", targets: ["Tiny"])],
            targets: [.target(name: "Tiny")])
        """.write(to: checkout.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try source.write(
            to: sources.appending(path: "Tiny.swift"), atomically: true, encoding: .utf8)
        return checkout
    }

    /// Runs the script on `checkout` for the SDK, its module cache kept between runs.
    private static func typecheck(_ checkout: URL) throws -> ScriptRun {
        try ScriptRun(
            ["bash", script.path, checkout.path, sdk ?? ""], in: checkout,
            environment: ["WORK": temporary.appending(path: "apple-typecheck-tests").path])
    }
}
