import Foundation

/// One group of `ManifestCompiler`: writes the program, compiles it (once more without the
/// manifests the compiler rejected, if any), runs it, and reads what PackageDescription wrote.
struct ManifestCompilation {
    let compiler: ManifestCompiler
    let version: ManifestToolsVersion
    let members: [(ManifestCompiler.Request, ManifestProgram.Entry)]

    /// The packages evaluated, by folder; the others are left to SwiftPM.
    func run() -> [String: WorkspacePackage] {
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "workspace-tools-manifests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var included = members
        for _ in 0..<2 {
            switch compile(included, in: scratch) {
            case .success(let program):
                return evaluate(included, with: program, in: scratch)
            case .failure(let rejected):
                guard !rejected.indices.isEmpty else { return [:] }
                included = included.indices.filter { !rejected.indices.contains($0) }
                    .map { included[$0] }
                if included.isEmpty { return [:] }
            }
        }
        return [:]
    }

    private struct Rejected: Error {
        /// Indices into the compiled list of the manifests the compiler named in an error.
        var indices: Set<Int>
    }

    private func compile(
        _ members: [(ManifestCompiler.Request, ManifestProgram.Entry)], in scratch: URL
    ) -> Result<URL, Rejected> {
        let source = scratch.appending(path: "source-\(UUID().uuidString)")
        let program = ManifestProgram(entries: members.map(\.1))
        do {
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            for (name, text) in program.files {
                try Data(text.utf8).write(to: source.appending(path: name))
            }
        } catch {
            return .failure(Rejected(indices: []))
        }
        let library = compiler.library.path(percentEncoded: false)
        let executable = source.appending(path: "manifests")
        let files = ["main.swift"] + members.indices.map(ManifestProgram.fileName(of:))
        let arguments =
            [
                compiler.compiler.path(percentEncoded: false), "-wmo", "-suppress-warnings",
                "-module-name", "Manifests", "-swift-version", version.languageMode,
                "-I", library, "-L", library, "-lPackageDescription",
                "-Xlinker", "-rpath", "-Xlinker", library,
                "-package-description-version", version.packageDescriptionVersion,
                "-o", executable.path(percentEncoded: false),
            ] + files.map { source.appending(path: $0).path(percentEncoded: false) }
        guard
            let output = try? ProcessRunner.run(
                arguments, scratch: scratch.appending(path: "swiftc"))
        else { return .failure(Rejected(indices: [])) }
        guard output.status != 0 else { return .success(executable) }
        return .failure(Rejected(indices: rejected(members, by: output.standardError, in: source)))
    }

    /// The manifests an error names: by the manifest's own path (`#sourceLocation`) or by
    /// the generated file of its entry.
    private func rejected(
        _ members: [(ManifestCompiler.Request, ManifestProgram.Entry)], by diagnostics: Data,
        in source: URL
    ) -> Set<Int> {
        let errors = String(decoding: diagnostics, as: UTF8.self)
            .split(separator: "\n").filter { $0.contains(": error: ") }
        var indices: Set<Int> = []
        for (index, member) in members.enumerated() {
            let generated = source.appending(path: ManifestProgram.fileName(of: index))
                .path(percentEncoded: false)
            if errors.contains(where: {
                $0.hasPrefix(member.1.path + ":") || $0.hasPrefix(generated + ":")
            }) {
                indices.insert(index)
            }
        }
        return indices
    }

    private func evaluate(
        _ members: [(ManifestCompiler.Request, ManifestProgram.Entry)], with program: URL,
        in scratch: URL
    ) -> [String: WorkspacePackage] {
        let output = scratch.appending(path: "output-\(UUID().uuidString)")
        guard
            (try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true))
                != nil,
            let run = try? ProcessRunner.run(
                [
                    program.path(percentEncoded: false), output.path(percentEncoded: false),
                    "-fileno", "3",
                ],
                scratch: scratch.appending(path: "run")),
            run.status == 0
        else { return [:] }
        var packages: [String: WorkspacePackage] = [:]
        for (index, member) in members.enumerated() {
            let request = member.0
            guard let data = try? Data(contentsOf: output.appending(path: "\(index).json")),
                let package = ManifestSerialization.package(
                    from: data, directory: request.directory, packageURL: request.packageURL)
            else { continue }
            packages[request.directory] = package
        }
        return packages
    }
}
