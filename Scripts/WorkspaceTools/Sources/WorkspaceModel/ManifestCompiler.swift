import Foundation
import Synchronization

/// Evaluates many manifests with few compiler runs: the toolchain's own PackageDescription
/// library and `swiftc`, invoked as SwiftPM's ManifestLoader invokes them (`-L`/`-I` to
/// `lib/swift/pm/ManifestAPI`, `-lPackageDescription`, `-package-description-version`, the
/// tools version's `-swift-version`), but one compilation per group of manifests of the same
/// tools version (`ManifestProgram`), the groups compiled in parallel, one per processor.
///
/// It is a fast path, never the authority: a manifest it cannot take exactly as SwiftPM
/// would (see `ManifestProgram`, `ManifestSerialization`, `ManifestValidation`) is simply
/// missing from its answer, and the loader asks SwiftPM. Only where the toolchain ships
/// `libPackageDescription.so` (Linux); elsewhere every manifest goes to SwiftPM.
struct ManifestCompiler: Sendable {
    struct Request: Sendable {
        var directory: String
        var packageURL: URL
        var text: String
    }

    let compiler: URL
    let library: URL

    /// The compiler beside the `swift` found on `PATH`, and its toolchain's ManifestAPI.
    static func locate() -> ManifestCompiler? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(filePath: String(folder)).appending(path: "swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path(percentEncoded: false))
            else { continue }
            let bin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            let library = bin.deletingLastPathComponent().appending(
                path: "lib/swift/pm/ManifestAPI")
            let compiler = bin.appending(path: "swiftc")
            let shared = library.appending(path: "libPackageDescription.so")
            guard FileManager.default.fileExists(atPath: shared.path(percentEncoded: false)),
                FileManager.default.isExecutableFile(atPath: compiler.path(percentEncoded: false))
            else { return nil }
            return ManifestCompiler(compiler: compiler, library: library)
        }
        return nil
    }

    /// The packages evaluated, by folder; a request missing from the answer is SwiftPM's.
    func evaluate(_ requests: [Request]) -> [String: WorkspacePackage] {
        var groups: [ManifestToolsVersion: [(Request, ManifestProgram.Entry)]] = [:]
        for request in requests {
            guard let version = ManifestToolsVersion(manifest: Substring(request.text)),
                let entry = Self.entry(for: request)
            else { continue }
            groups[version, default: []].append((request, entry))
        }
        let jobs = groups.sorted { $0.key < $1.key }.flatMap { version, members in
            Self.split(members).map { (version, $0) }
        }
        let results = Mutex<[String: WorkspacePackage]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let evaluated = ManifestCompilation(
                compiler: self, version: jobs[index].0, members: jobs[index].1
            ).run()
            results.withLock { $0.merge(evaluated) { first, _ in first } }
        }
        return results.withLock { $0 }
    }

    /// The manifest as a program entry, or nil when its imports cannot be hoisted (an import
    /// under `#if`) or it reads `Context`, which SwiftPM fills per package.
    private static func entry(for request: Request) -> ManifestProgram.Entry? {
        let scan = SourceScanner.scan(request.text, watching: ["Context"])
        guard scan.identifiers.isEmpty,
            scan.imports.allSatisfy({ scan.clauses(enclosing: $0.line).isEmpty })
        else { return nil }
        return ManifestProgram.Entry(
            path: request.packageURL.appending(path: "Package.swift").path(percentEncoded: false),
            text: request.text, importLines: Set(scan.imports.map(\.line)))
    }

    /// One group per processor (a compilation uses one), none smaller than a few manifests:
    /// below that, starting the compiler costs more than the parallelism saves.
    private static func split<T>(_ members: [T]) -> [[T]] {
        let processors = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let count = max(1, min(processors, members.count / 4))
        return (0..<count).map { group in
            stride(from: group, to: members.count, by: count).map { members[$0] }
        }
    }
}
