import Testing
import WorkspaceModel

/// The scanner's `#if` tracking: each clause's parsed condition, the earlier conditions of its
/// chain, the lines it covers and its nesting.
@Suite struct ConditionalClauseTests {
    static let glibc = CompilationCondition.test("canImport", argument: "Glibc")
    static let darwin = CompilationCondition.test("canImport", argument: "Darwin")
    static let linux = CompilationCondition.test("os", argument: "Linux")
    static let debug = CompilationCondition.flag("DEBUG")

    /// A condition as written after `#if`, what it parses to, and how it prints back.
    static let conditions: [(text: String, parsed: CompilationCondition, printed: String)] = [
        ("canImport(Glibc)", glibc, "canImport(Glibc)"),
        ("os(Linux) // a comment", linux, "os(Linux)"),
        ("DEBUG", debug, "DEBUG"),
        ("!os(Linux)", .not(linux), "!os(Linux)"),
        ("canImport(Glibc) && !DEBUG", .and(glibc, .not(debug)), "canImport(Glibc) && !DEBUG"),
        (
            "os(Linux) || canImport(Glibc) && DEBUG", .or(linux, .and(glibc, debug)),
            "os(Linux) || canImport(Glibc) && DEBUG"
        ),
        (
            "(os(Linux) || canImport(Glibc)) && DEBUG", .and(.or(linux, glibc), debug),
            "(os(Linux) || canImport(Glibc)) && DEBUG"
        ),
        (
            "!(canImport(Darwin) && DEBUG)", .not(.and(darwin, debug)),
            "!(canImport(Darwin) && DEBUG)"
        ),
        ("((os(Linux)))", linux, "os(Linux)"),
        ("swift(>=5.9)", .test("swift", argument: ">=5.9"), "swift(>=5.9)"),
        (
            "canImport(Foundation, _version: 1.2)",
            .test("canImport", argument: "Foundation, _version: 1.2"),
            "canImport(Foundation, _version: 1.2)"
        ),
        ("&& os(Linux)", .unparsed("&& os(Linux)"), "&& os(Linux)"),
        ("os(Linux) ||", .unparsed("os(Linux) ||"), "os(Linux) ||"),
        ("os(Linux", .unparsed("os(Linux"), "os(Linux"),
        ("os(Linux) & DEBUG", .unparsed("os(Linux) & DEBUG"), "os(Linux) & DEBUG"),
    ]

    @Test(arguments: conditions)
    func parsesTheCondition(text: String, parsed: CompilationCondition, printed: String) {
        let clauses = SourceScanner.scan("#if \(text)\nlet a = 1\n#endif\n").clauses
        #expect(clauses.map(\.condition) == [parsed], "in: \(text)")
        #expect(parsed.description == printed)
    }

    @Test func followsAChainWithTheConditionsBeforeEachClause() {
        let source = """
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(Darwin)
                import Darwin
            #else
                let unsupported = true
            #endif
            """
        #expect(
            SourceScanner.scan(source).clauses == [
                ConditionalClause(directive: .if, condition: Self.glibc, line: 1, endLine: 3),
                ConditionalClause(
                    directive: .elseif, condition: Self.darwin, earlierConditions: [Self.glibc],
                    line: 3, endLine: 5),
                ConditionalClause(
                    directive: .else, condition: nil,
                    earlierConditions: [Self.glibc, Self.darwin], line: 5, endLine: 7),
            ])
    }

    static let nested = """
        #if DEBUG
            struct Probe {
                #if os(Linux)
                    let a = 1
                #else
                    let b = 2
                #endif
                let c = 3
            }
        #endif
        let d = 4
        """

    /// A line of `nested`, then the directives (by line) of the clauses that hold it.
    static let enclosing: [(line: Int, clauses: [Int])] = [
        (1, []), (2, [1]), (3, [1]), (4, [1, 3]), (5, [1]), (6, [1, 5]), (8, [1]), (10, []),
        (11, []),
    ]

    @Test(arguments: enclosing)
    func knowsTheClausesHoldingALine(line: Int, clauses: [Int]) {
        let scan = SourceScanner.scan(Self.nested)
        #expect(scan.clauses(enclosing: line).map(\.line) == clauses, "line \(line)")
    }

    @Test func recordsTheDepthOfNestedClauses() {
        let clauses = SourceScanner.scan(Self.nested).clauses
        #expect(clauses.map(\.depth) == [0, 1, 1])
        #expect(clauses.map(\.directive) == [.if, .if, .else])
        #expect(clauses.map(\.endLine) == [10, 5, 7])
    }

    /// Sources with no clause: directives in comments and strings, and other `#` words.
    static let noClauses: [String] = [
        "// #if os(Linux)\nlet a = 1\n// #endif",
        "/* #if DEBUG */ let a = 1 /* #endif */",
        "let s = \"#if DEBUG\"\nlet t = \"\"\"\n#if os(Linux)\n#endif\n\"\"\"",
        "if #available(iOS 17, *) {}\n#expect(value == 1)\nlet s = #selector(f)",
        "#endif\n#else\nlet a = 1",
    ]

    @Test(arguments: noClauses)
    func findsNoClauseWhereThereIsNone(source: String) {
        #expect(SourceScanner.scan(source).clauses == [], "in: \(source)")
    }

    @Test func anUnterminatedClauseRunsToTheEndOfTheFile() {
        let scan = SourceScanner.scan("#if os(Linux)\nlet a = 1\nlet b = 2\n")
        #expect(scan.clauses.count == 1)
        #expect(scan.clauses(enclosing: 3).map(\.line) == [1])
        #expect(scan.clauses.first?.endLine == 5)
    }
}
