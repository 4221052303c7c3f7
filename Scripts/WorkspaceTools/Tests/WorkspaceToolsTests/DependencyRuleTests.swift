import Testing
import WorkspaceTools

/// The manifest rules, each planted in a scratch copy of the standard fixture (pre-parsed:
/// SwiftPM is not run), checking the finding's rule, file and line.
@Suite struct DependencyRuleTests {
    @Test func standardFixtureIsClean() throws {
        let fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(report.findings == [])
        #expect(report.packageCount == 5)
        #expect(report.fileCount == 9)
    }

    @Test func featureDependingOnFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Features/Main"].pathDependencies.append("Packages/Features/Auth")
        fixture[package: "Packages/Features/Main"][target: "Main"].dependencies.append(
            .product("Auth", package: "Auth"))
        // The root's copy of Main, kept the package's, depends on Auth too.
        fixture[package: ""][target: "Main"].dependencies.append(.byName("Auth"))
        let report = try fixture.check()
        let manifest = "Packages/Features/Main/Package.swift"
        #expect(
            report.findings.map { "\($0.path) \($0.rule.rawValue)" } == [
                "Package.swift feature-to-feature", "\(manifest) feature-to-feature",
            ])
        let finding = try #require(report.findings.last)
        #expect(
            finding.line
                == (try fixture.line(containing: ".package(path: \"../Auth\")", in: manifest)))
        #expect(finding.message.contains("Packages/Features/Auth"))
    }

    @Test func coreDependingOnFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Core/Routing"].pathDependencies.append("Packages/Features/Auth")
        // Auth stops using Routing, so that no cycle forms.
        fixture[package: "Packages/Features/Auth"].pathDependencies = []
        fixture[package: "Packages/Features/Auth"][target: "Auth"].dependencies = []
        fixture.files["Packages/Features/Auth/Sources/Auth/AuthFeature.swift"] =
            "public struct AuthFeature {}\n"
        let report = try fixture.check()
        let manifest = "Packages/Core/Routing/Package.swift"
        #expect(report.findings.map(\.rule) == [.coreToFeature])
        #expect(report.findings.first?.path == manifest)
        #expect(
            report.findings.first?.line
                == (try fixture.line(containing: "\"../../Features/Auth\"", in: manifest)))
    }

    @Test func packageCycleIsOneFindingNamingTheCycle() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Core/Analytics"].pathDependencies.append("Packages/Core/Routing")
        let report = try fixture.check()
        let manifest = "Packages/Core/Analytics/Package.swift"
        #expect(report.findings.map(\.rule) == [.packageCycle])
        #expect(report.findings.first?.path == manifest)
        #expect(
            report.findings.first?.line
                == (try fixture.line(containing: "\"../Routing\"", in: manifest)))
        #expect(
            report.findings.first?.message.contains(
                "Packages/Core/Analytics -> Packages/Core/Routing -> Packages/Core/Analytics")
                == true)
    }

    @Test func rootTestTargetOfACorePackagePullingAFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: ""][target: "RoutingTests"].dependencies.append(.byName("Auth"))
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.featuresAppOnly])
        #expect(report.findings.first?.path == "Package.swift")
        let targetLine = try fixture.line(containing: "name: \"RoutingTests\"", in: "Package.swift")
        // After the name: `dependencies: [`, Routing, Analytics, then the planted Auth.
        #expect(report.findings.first?.line == targetLine + 4)
    }

    @Test func rootTestTargetOfAFeatureMayUseOnlyThatFeature() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: ""][target: "AuthTests"].dependencies.append(.byName("Main"))
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.featuresAppOnly])
        #expect(report.findings.first?.message.contains("Packages/Features/Main") == true)
    }

    @Test func rootCopyOfAFeatureUsingAnotherFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: ""][target: "Main"].dependencies.append(.byName("Auth"))
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.featureToFeature])
        let finding = try #require(report.findings.first)
        #expect(finding.path == "Package.swift")
        let targetLine = try fixture.line(containing: "name: \"Main\"", in: "Package.swift")
        // After the name: `dependencies: [`, Routing, then the planted Auth.
        #expect(finding.line == targetLine + 3)
        #expect(
            finding.message.contains(
                "Main, compiled from the feature package Packages/Features/Main"))
        #expect(finding.message.contains("Auth of the feature package Packages/Features/Auth"))
        #expect(finding.fix.hasSuffix("remove Auth from the dependencies of Main"))
    }

    @Test func rootCopyOfACoreLibraryUsingAFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: ""][target: "Routing"].dependencies.append(.byName("Auth"))
        let report = try fixture.check()
        // The layer rule, and the copy no longer being the package's.
        #expect(Set(report.findings.map(\.rule)) == [.coreToFeature, .rootMirrorsPackages])
        let layer = try #require(report.findings.first { $0.rule == .coreToFeature })
        #expect(layer.fix.hasPrefix("Core must not know features"))
    }

    @Test func otherPackageDependingOnAFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Shared/Kit"] = FixturePackage(
            folder: "Packages/Shared/Kit", name: "Kit",
            pathDependencies: ["Packages/Features/Auth"],
            targets: [
                FixtureTarget(name: "Kit", dependencies: [.product("Auth", package: "Auth")])
            ])
        let report = try fixture.check()
        let manifest = "Packages/Shared/Kit/Package.swift"
        #expect(report.findings.map(\.rule) == [.featuresAppOnly])
        #expect(report.findings.first?.path == manifest)
        #expect(
            report.findings.first?.line
                == (try fixture.line(containing: ".package(path:", in: manifest)))
    }

    @Test func urlDependencyIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        let url = "https://github.com/apple/swift-collections"
        fixture[package: "Packages/Features/Main"].urlDependencies.append(url)
        let report = try fixture.check()
        let manifest = "Packages/Features/Main/Package.swift"
        #expect(report.findings.map(\.rule) == [.noThirdParty])
        #expect(report.findings.first?.path == manifest)
        #expect(report.findings.first?.line == (try fixture.line(containing: url, in: manifest)))
    }
}
