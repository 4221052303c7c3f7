import Testing
import WorkspaceTools

/// linux-only-import and linux-only-symbol, planted in a source file of the standard fixture,
/// and their suppression.
@Suite struct LinuxOnlyRuleTests {
    static let routingFile = "Packages/Core/Routing/Sources/Routing/Router.swift"

    /// A source, then the lines where a Linux-only import is compiled for Apple platforms.
    static let imports: [(source: String, lines: [Int])] = [
        ("import Glibc\n", [1]),
        ("@preconcurrency import Musl\n", [1]),
        ("import FoundationNetworking\n", [1]),
        ("#if canImport(Glibc)\n    import Glibc\n#endif\n", []),
        ("#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n", []),
        ("#if os(Linux)\n    import Glibc\n#endif\n", []),
        ("#if canImport(Darwin)\n    import Darwin\n#else\n    import Glibc\n#endif\n", []),
        (
            "#if canImport(Darwin)\n    import Darwin\n#elseif canImport(Musl)\n    import Musl\n"
                + "#else\n    import Glibc\n#endif\n", []
        ),
        (
            "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Musl)\n    import Musl\n#endif\n",
            []
        ),
        ("#if os(macOS)\n    import Darwin\n#else\n    import Glibc\n#endif\n", []),
        ("#if !canImport(Darwin)\n    import Glibc\n#endif\n", []),
        ("#if canImport(Glibc) && DEBUG\n    import Glibc\n#endif\n", []),
        ("#if DEBUG\n    #if canImport(Glibc)\n        import Glibc\n    #endif\n#endif\n", []),
        ("// import Glibc\nlet s = \"import Glibc\"\n", []),
        // The clause must name that module, or Linux.
        ("#if canImport(Musl)\n    import Glibc\n#endif\n", [2]),
        ("#if !canImport(Glibc)\n    import Glibc\n#endif\n", [2]),
        ("#if canImport(Glibc) || DEBUG\n    import Glibc\n#endif\n", [2]),
        ("#if DEBUG\n#else\n    import Glibc\n#endif\n", [3]),
        ("#if canImport(Glibc)\n#endif\nimport Glibc\n", [3]),
        // How conditions read: precedence, parentheses, comments; what they cannot decide.
        ("#if (os(Linux) || canImport(Glibc)) && DEBUG\n    import Glibc\n#endif\n", []),
        ("#if ((os(Linux)))\n    import Glibc\n#endif\n", []),
        ("#if os(Linux) // Linux only\n    import Glibc\n#endif\n", []),
        ("#if canImport(Glibc, _version: 1.2)\n    import Glibc\n#endif\n", []),
        ("#if DEBUG || os(Linux) && !DEBUG\n    import Glibc\n#endif\n", [2]),
        ("#if !(canImport(Darwin) && DEBUG)\n    import Glibc\n#endif\n", [2]),
        ("#if swift(>=5.9)\n    import Glibc\n#endif\n", [2]),
        ("#if os(Linux) ||\n    import Glibc\n#endif\n", [2]),
        ("#if os(Linux) & DEBUG\n    import Glibc\n#endif\n", [2]),
        // Directives in comments and strings are none; a stray one is ignored; an unclosed
        // clause runs to the end of the file; nested clauses each count.
        ("// #if os(Linux)\nimport Glibc\n// #endif\n", [2]),
        ("let s = \"#if os(Linux)\"\nimport Glibc\n", [2]),
        ("#endif\n#else\nimport Glibc\n", [3]),
        ("#if os(Linux)\nlet a = 1\nimport Glibc\n", []),
        (
            "#if DEBUG\n    #if os(Linux)\n        import Glibc\n    #else\n        import Darwin\n"
                + "    #endif\n    import Musl\n#endif\n", [7]
        ),
    ]

    @Test(arguments: imports)
    func linuxOnlyImportOutsideALinuxClauseIsAFinding(source: String, lines: [Int]) throws {
        try expectFindings(of: .linuxOnlyImport, at: lines, in: source)
    }

    /// A source, then the lines where Linux-only symbols are compiled for Apple platforms.
    static let symbols: [(source: String, lines: [Int])] = [
        ("let flags = SOCK_CLOEXEC\n", [1]),
        ("let flags = SOCK_CLOEXEC.rawValue | 1\n", [1]),
        ("let sent = Glibc.send(descriptor, bytes, count, 0)\n", [1]),
        ("let a = Musl.write(1, p, n); let b = MSG_NOSIGNAL\n", [1]),
        ("let fd = accept4(s, nil, nil, 0)\nlet other = server.accept4()\n", [1]),
        ("#if canImport(Glibc)\n    let flags = SOCK_CLOEXEC\n#endif\n", []),
        (
            "#if canImport(Darwin)\n    let flags = FD_CLOEXEC\n#else\n    let flags = SOCK_CLOEXEC\n"
                + "#endif\n", []
        ),
        ("#if os(Linux)\nlet e = epoll_create1(0)\n#endif\nlet p = pipe2(&fds, 0)\n", [4]),
        ("#if canImport(Glibc)\n#else\n    let flags = SOCK_CLOEXEC\n#endif\n", [3]),
        (
            "// SOCK_CLOEXEC\n/// MSG_NOSIGNAL\n/* epoll_wait */\nlet s = \"SOCK_CLOEXEC Glibc.send\"\n"
                + "let t = \"\"\"\n    eventfd\n    \"\"\"\n", []
        ),
    ]

    @Test(arguments: symbols)
    func linuxOnlySymbolOutsideALinuxClauseIsAFinding(source: String, lines: [Int]) throws {
        try expectFindings(of: .linuxOnlySymbol, at: lines, in: source)
    }

    /// Plants `source` in Routing and expects findings of `rule` only, in that file, on `lines`.
    private func expectFindings(of rule: BoundaryRule, at lines: [Int], in source: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = source
        let findings = try fixture.check().findings
        #expect(findings.allSatisfy { $0.rule == rule && $0.path == Self.routingFile })
        #expect(findings.map(\.line) == lines, "in: \(source)")
    }

    @Test func findingsNameTheSymbolsAndTheirDarwinPath() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] =
            "import Foundation\n\nlet sent = Glibc.send(fd, p, n, Int32(MSG_NOSIGNAL))\nimport Glibc\n"
        let findings = try fixture.check().findings
        #expect(findings.map(\.rule) == [.linuxOnlySymbol, .linuxOnlyImport])
        #expect(findings.map(\.line) == [3, 4])
        #expect(findings[0].message.hasPrefix("`Glibc.send`, `MSG_NOSIGNAL` exist on Linux only"))
        #expect(findings[0].fix.contains("`SO_NOSIGPIPE`"))
        #expect(findings[1].message.contains("`import Glibc` is compiled for Apple platforms"))
        #expect(findings[1].fix.contains("`#if canImport(Glibc)`"))
    }

    /// Each Linux-only module, and the fix for importing it outside a Linux-only clause.
    static let importFixes: [(module: String, fix: String)] = [
        (
            "Glibc",
            "put it inside `#if canImport(Glibc)`, with `#elseif canImport(Darwin)` and "
                + "`import Darwin` beside it"
        ),
        (
            "Musl",
            "put it inside `#if canImport(Musl)`, with `#elseif canImport(Darwin)` and "
                + "`import Darwin` beside it"
        ),
        (
            "FoundationNetworking",
            "put it inside `#if canImport(FoundationNetworking)`, with no `#else`: on Apple "
                + "platforms URLSession is in Foundation, so nothing replaces the import"
        ),
    ]

    @Test(arguments: importFixes)
    func linuxOnlyImportFixReadsAsOneSentence(module: String, fix: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = "import \(module)\n"
        let findings = try fixture.check().findings
        #expect(findings.map(\.rule) == [.linuxOnlyImport])
        #expect(findings.first?.fix == fix)
    }

    /// A line that breaks a rule, with a suppression naming that rule.
    static let suppressed: [(source: String, rule: BoundaryRule)] = [
        (
            "import Glibc  // boundaries:allow linux-only-import -- Linux-only tool",
            .linuxOnlyImport
        ),
        (
            "let flags = SOCK_CLOEXEC  // boundaries:allow linux-only-symbol -- Linux-only tool",
            .linuxOnlySymbol
        ),
    ]

    @Test(arguments: suppressed)
    func suppressionHidesTheFindingAndIsCounted(source: String, rule: BoundaryRule) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = "import Foundation\n" + source + "\n"
        let report = try fixture.check()
        #expect(report.findings == [])
        #expect(report.suppressed.map(\.finding.rule) == [rule])
        #expect(report.suppressed.map(\.finding.line) == [2])
        #expect(report.text.contains("no findings, 1 suppressed"))
    }

    @Test func suppressionInTheManifestHidesAPlatformFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = "import Synchronization\n"
        fixture[package: "Packages/Core/Routing"].platforms = [
            ("ios", "17.0")
        ]
        try fixture.write()
        let manifest = "Packages/Core/Routing/Package.swift"
        let line = try fixture.line(containing: "platforms:", in: manifest)
        var lines = try String(contentsOf: fixture.root.appending(path: manifest), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] += "  // boundaries:allow platform-floor -- iOS 17 users until June"
        try fixture.write(manifest, lines.joined(separator: "\n"))
        let report = try BoundaryCheck.run(try fixture.load())
        #expect(report.findings == [])
        #expect(report.suppressed.map(\.finding.rule) == [.platformFloor])
        #expect(report.suppressed.map(\.finding.line) == [line])
    }
}
