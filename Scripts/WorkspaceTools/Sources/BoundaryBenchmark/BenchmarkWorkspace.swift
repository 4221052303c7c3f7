import Foundation

/// Writes a generated workspace: `coreCount` Core packages in a chain (each depends on the
/// previous one), features depending on two Core packages each, every package with a library
/// of `filesPerPackage` Swift files and a test target registered in the root manifest. It
/// follows every boundary rule, so a check of it must be clean.
struct BenchmarkWorkspace {
    let root: URL
    let coreCount: Int
    let featureCount: Int
    let filesPerPackage: Int

    /// The workspace floor, which every manifest declares.
    private static let platforms =
        "[.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)]"

    func write() throws {
        var packages: [(folder: String, name: String, dependencies: [String])] = []
        for index in 0..<coreCount {
            packages.append(
                ("Core/Core\(index)", "Core\(index)", index == 0 ? [] : ["Core/Core\(index - 1)"]))
        }
        for index in 0..<featureCount {
            let cores = [
                "Core/Core\(index % coreCount)", "Core/Core\((index * 7 + 3) % coreCount)",
            ]
            packages.append(
                ("Features/Feature\(index)", "Feature\(index)", Array(Set(cores)).sorted()))
        }
        for package in packages {
            try writePackage(
                folder: package.folder, name: package.name, dependencies: package.dependencies)
        }
        try writeRoot(packages.map { ($0.folder, $0.name) })
    }

    private func writePackage(folder: String, name: String, dependencies: [String]) throws {
        let dependencyNames = dependencies.map { String($0.split(separator: "/").last ?? "") }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: \(Self.platforms),
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [
            \(dependencies.map { "        .package(path: \"../../\($0)\")," }.joined(separator: "\n"))
                ],
                targets: [
                    .target(
                        name: "\(name)",
                        dependencies: [
            \(dependencyNames.map { "                .product(name: \"\($0)\", package: \"\($0)\")," }.joined(separator: "\n"))
                        ]
                    ),
                    .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
                ]
            )
            """
        try file("Packages/\(folder)/Package.swift", manifest)
        for index in 0..<filesPerPackage {
            try file(
                "Packages/\(folder)/Sources/\(name)/File\(index).swift",
                source(name, index, dependencyNames))
        }
        try file(
            "Packages/\(folder)/Tests/\(name)Tests/\(name)Tests.swift",
            "import \(name)\nimport Testing\n\n@Test func builds() { #expect(Bool(true)) }\n")
    }

    private func source(_ name: String, _ index: Int, _ dependencies: [String]) -> String {
        """
        // A generated file. The words below are not imports: import Nothing
        /* A block comment /* nested */ import AlsoNothing */
        import Foundation
        \(dependencies.map { "import \($0)" }.joined(separator: "\n"))

        /// Type number \(index) of \(name).
        struct Type\(index) {
            let text = "import NotAModule \\(1 + 2)"
            let block = \"\"\"
                import StillNotAModule
                \"\"\"

            func value(_ input: Int) -> Int {
                // Arithmetic, to give the lexer something to chew on.
                let doubled = input * 2 + \(index)
                return doubled / 2 - input
            }
        }
        """
    }

    private func writeRoot(_ packages: [(folder: String, name: String)]) throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Benchmark",
                platforms: \(Self.platforms),
                dependencies: [
            \(packages.map { "        .package(path: \"Packages/\($0.folder)\")," }.joined(separator: "\n"))
                ],
                targets: [
            \(packages.map { testTarget($0.folder, $0.name) }.joined(separator: "\n"))
                ]
            )
            """
        try file("Package.swift", manifest)
    }

    private func testTarget(_ folder: String, _ name: String) -> String {
        """
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: [.product(name: "\(name)", package: "\(name)")],
                    path: "Packages/\(folder)/Tests/\(name)Tests"
                ),
        """
    }

    private func file(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
