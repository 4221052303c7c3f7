import Testing
import WorkspaceTools

/// The scan's reading of imports: every form, with its line, and never the word in a comment or
/// a string.
@Suite struct SourceScannerTests {
    /// Every way to write an import: the source, then the module and line the scanner reports.
    static let importForms: [(source: String, module: String, line: Int)] = [
        ("import Routing", "Routing", 1),
        ("import Routing.Submodule", "Routing", 1),
        ("import struct Routing.Router", "Routing", 1),
        ("import class Routing.Coordinator", "Routing", 1),
        ("import enum Routing.Phase", "Routing", 1),
        ("import protocol Routing.Route", "Routing", 1),
        ("import func Routing.navigate", "Routing", 1),
        ("import var Routing.count", "Routing", 1),
        ("import let Routing.limit", "Routing", 1),
        ("import typealias Routing.Handler", "Routing", 1),
        ("@testable import Routing", "Routing", 1),
        ("@preconcurrency import Routing", "Routing", 1),
        ("public import Routing", "Routing", 1),
        ("package import Routing", "Routing", 1),
        ("internal import Routing", "Routing", 1),
        ("fileprivate import Routing", "Routing", 1),
        ("private import Routing", "Routing", 1),
        ("@_implementationOnly import Routing", "Routing", 1),
        ("@_exported import Routing", "Routing", 1),
        ("@testable @preconcurrency internal import struct Routing.Router", "Routing", 1),
        ("@preconcurrency\npublic\nimport Routing", "Routing", 3),
        ("#if canImport(Routing)\nimport Routing\n#endif", "Routing", 2),
        ("#if os(Linux)\n    @testable import Routing\n#else\nimport Other\n#endif", "Routing", 2),
        ("import `Routing`", "Routing", 1),
        ("let a = 1; import Routing", "Routing", 1),
        ("import Foundation; import Routing", "Routing", 1),
        ("/* a comment before */ import Routing", "Routing", 1),
        ("let text = \"\"\"\n  two\n  lines\n  \"\"\"\nimport Routing", "Routing", 5),
        ("/* one\n /* nested */\n two */\nimport Routing", "Routing", 4),
        ("let r = /\"/\nimport Routing", "Routing", 2),
        ("let pattern = #/\n  import Nothing\n/#\nimport Routing", "Routing", 4),
        ("let x = \"\\(call(\")\"))\"\nimport Routing", "Routing", 2),
        ("#!/usr/bin/env swift\nimport Routing", "Routing", 2),
    ]

    @Test(arguments: importForms)
    func findsEveryImportForm(source: String, module: String, line: Int) {
        let found = SourceScan(source).imports.filter { $0.module == module }
        #expect(found.map(\.line) == [line], "in: \(source)")
    }

    /// Text that mentions imports without being one.
    static let notImports: [String] = [
        "// import Routing",
        "/// import Routing",
        "/* import Routing */",
        "/** import Routing */",
        "/* outer /* inner */ import Routing */",
        "/* outer /* inner /* deeper */ still */\nimport Routing\n*/",
        "let s = \"import Routing\"",
        "let s = \"\"\"\nimport Routing\n\"\"\"",
        "let s = \"\"\"\n  \\(value) \"quoted\" \"\"\n  import Routing\n  \"\"\"",
        "let s = #\"import Routing \"quoted\" \"#",
        "let s = ##\"\"\"\n\"\"\"#\nimport Routing\n\"\"\"##",
        "let s = \"\\(\"nested\") import Routing\"",
        "let s = \"\"\"\n\\(f(\"\"\"\nimport Inner\n\"\"\"))\nimport Routing\n\"\"\"",
        "let s = #\"\\#(\"x\") import Routing\"#",
        "let regex = #/\nimport Routing\n/#",
        "func f(import: Int) {}\nf(\n  import: 1\n)",
        "let x = y.import",
        "let `import` = 1",
        "@attribute\nfunc import() {}",
    ]

    @Test(arguments: notImports)
    func ignoresImportsInCommentsAndStrings(source: String) {
        #expect(SourceScan(source).imports.isEmpty, "in: \(source)")
    }

    @Test func describesTheDeclarationAsWritten() {
        let source =
            "import Foundation\n\n@testable @preconcurrency public import struct Routing.Router.Nested\n"
        let imports = SourceScan(source).imports
        #expect(imports.map(\.module) == ["Foundation", "Routing"])
        #expect(imports.map(\.line) == [1, 3])
        #expect(
            imports.last?.source
                == "@testable @preconcurrency public import struct Routing.Router.Nested")
    }

    @Test func countsLinesThroughStringsAndComments() {
        let source = """
            let a = "one"
            let b = \"\"\"
                two
                \\(value + "three")
                \"\"\"
            /* four
               five */
            let c = #"six"#
            import Routing
            """
        #expect(SourceScan(source).imports.map(\.line) == [9])
    }

    @Test func survivesUnterminatedInput() {
        let sources = [
            "let s = \"unterminated\nimport Routing", "/* never closed\nimport Routing",
            "let s = \"\"\"\n", "`", "@", "#", "\"\\",
        ]
        let results = sources.map { SourceScan($0).imports.map(\.module) }
        #expect(results == [["Routing"], [], [], [], [], [], []])
    }
}
