import Testing
import WorkspaceTools

/// imports-declared-only and no-exported-import, planted in a source file of the standard
/// fixture (pre-parsed), checking the finding's rule, file and line.
@Suite struct ImportRuleTests {
    static let routingFile = "Packages/Core/Routing/Sources/Routing/Router.swift"

    /// Each import form, of a module the Routing target does not declare, and its line.
    static let undeclaredForms: [(source: String, line: Int)] = [
        ("import Foundation\nimport Networking\n", 2),
        ("import Foundation\nimport struct Networking.Client\n", 2),
        ("import class Networking.Session\n", 1),
        ("import enum Networking.Method\n", 1),
        ("import protocol Networking.Client\n", 1),
        ("import func Networking.send\n", 1),
        ("import var Networking.timeout\n", 1),
        ("import let Networking.limit\n", 1),
        ("import typealias Networking.Handler\n", 1),
        ("@testable import Networking\n", 1),
        ("@preconcurrency import Networking\n", 1),
        ("public import Networking\n", 1),
        ("package import Networking\n", 1),
        ("internal import Networking\n", 1),
        ("fileprivate import Networking\n", 1),
        ("private import Networking\n", 1),
        ("@_implementationOnly import Networking\n", 1),
        ("@preconcurrency @testable public import struct Networking.Client\n", 1),
        ("import Foundation\n\n#if canImport(Networking)\nimport Networking\n#endif\n", 4),
        ("import Analytics\nimport Auth\n", 2),
    ]

    @Test(arguments: undeclaredForms)
    func undeclaredImportIsAFinding(source: String, line: Int) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = source
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.importsDeclaredOnly], "in: \(source)")
        #expect(report.findings.first?.path == Self.routingFile)
        #expect(report.findings.first?.line == line)
        #expect(report.findings.first?.message.contains("does not declare") == true)
    }

    @Test func importAvailableOnlyTransitivelyIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        let file = "Packages/Features/Auth/Sources/Auth/AuthFeature.swift"
        fixture.files[file] = "import Routing\nimport Analytics\n"
        let report = try fixture.check()
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.rule == .importsDeclaredOnly)
        #expect(finding.path == file)
        #expect(finding.line == 2)
        #expect(finding.message.contains("only available transitively, through Routing"))
        #expect(finding.fix.contains(".product(name: \"Analytics\", package: \"Analytics\")"))
        #expect(finding.fix.contains("Packages/Features/Auth/Package.swift"))
    }

    /// A file importing the module of a feature its package may not depend on, and how the
    /// finding's fix begins: a feature goes through the App.
    static let featureImports: [(file: String, source: String, fix: String)] = [
        (
            "Packages/Features/Main/Sources/Main/MainFeature.swift",
            "import Routing\nimport Auth\n",
            "features never reach each other; go through the App, which alone knows every feature"
        ),
        // Checked as the package's own test target and as the one the root registers.
        (
            "Packages/Features/Main/Tests/MainTests/MainFeatureTests.swift",
            "import Main\nimport Auth\n",
            "features never reach each other; go through the App, which alone knows every feature"
        ),
        (routingFile, "import Analytics\nimport Auth\n", "Core must not know features"),
    ]

    /// Declaring the module would break the layer rules, so the fix never suggests it.
    @Test(arguments: featureImports)
    func importOfAFeatureIsFixedWithoutDependingOnIt(file: String, source: String, fix: String)
        throws
    {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[file] = source
        let report = try fixture.check()
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1, "\(report.text)")
        #expect(finding.rule == .importsDeclaredOnly)
        #expect(finding.line == 2)
        #expect(finding.fix.hasPrefix(fix), "\(finding.fix)")
        #expect(finding.fix.hasSuffix("and remove the import"))
        #expect(!finding.fix.contains(".product("), "\(finding.fix)")
        #expect(!finding.fix.contains("dependencies of target"), "\(finding.fix)")
    }

    @Test func testFileCheckedAgainstTheRootRegistrationToo() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        // The package's own test target declares Routing, the root registration does not.
        fixture[package: ""][target: "AuthTests"].dependencies = [.byName("Auth")]
        fixture[package: "Packages/Features/Auth"][target: "AuthTests"].dependencies = [
            .byName("Auth"), .product("Routing", package: "Routing"),
        ]
        fixture[package: "Packages/Features/Auth"].pathDependencies = ["Packages/Core/Routing"]
        let file = "Packages/Features/Auth/Tests/AuthTests/AuthFeatureTests.swift"
        fixture.files[file] = "import Auth\nimport Routing\nimport Testing\n"
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.importsDeclaredOnly])
        #expect(report.findings.first?.path == file)
        #expect(report.findings.first?.line == 2)
        #expect(
            report.findings.first?.message.contains("only available transitively, through Auth")
                == true)
    }

    @Test func exportedImportIsAFindingEvenOfADeclaredModule() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = "import Foundation\n@_exported import Analytics\n"
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.noExportedImport])
        #expect(report.findings.first?.path == Self.routingFile)
        #expect(report.findings.first?.line == 2)
    }

    @Test func toolchainModulesNeedNoDeclaration() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = """
            import Foundation
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif
            import Observation
            import Synchronization
            import Dispatch
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            import Analytics
            """
        #expect(try fixture.check().findings == [])
    }

    @Test func importsInCommentsAndStringsAreNotFindings() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files[Self.routingFile] = ###"""
            // import Networking
            /// import Networking
            /* import Networking /* nested: import Auth */ still a comment:
            import Networking
            */
            /** import Networking */
            import Analytics

            let single = "import Networking"
            let multi = """
                import Networking
                \(single + "import Auth")
                """
            let raw = #"import Networking "# + "\(1)"
            let rawMulti = ##"""
                import Networking
                """#
                """##
            let regex = #/
                import Networking
                /#
            """###
        #expect(try fixture.check().findings == [])
    }
}
