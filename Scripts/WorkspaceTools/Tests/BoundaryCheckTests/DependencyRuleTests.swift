import BoundaryCheck
import Testing
import WorkspaceModel

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
            .product(name: "Auth", package: "Auth"))
        let report = try fixture.check()
        let manifest = "Packages/Features/Main/Package.swift"
        #expect(report.findings.map(\.rule) == [.featureToFeature])
        #expect(report.findings.first?.path == manifest)
        #expect(
            report.findings.first?.line
                == (try fixture.line(containing: ".package(path: \"../Auth\")", in: manifest)))
        #expect(report.findings.first?.message.contains("Packages/Features/Auth") == true)
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
        fixture[package: ""][target: "RoutingTests"].dependencies.append(
            .product(name: "Auth", package: "Auth"))
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
        fixture[package: ""][target: "AuthTests"].dependencies.append(
            .product(name: "Main", package: "Main"))
        let report = try fixture.check()
        #expect(report.findings.map(\.rule) == [.featuresAppOnly])
        #expect(report.findings.first?.message.contains("Packages/Features/Main") == true)
    }

    @Test func otherPackageDependingOnAFeatureIsAFinding() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Shared/Kit"] = FixturePackage(
            folder: "Packages/Shared/Kit", name: "Kit",
            pathDependencies: ["Packages/Features/Auth"],
            targets: [
                FixtureTarget(name: "Kit", dependencies: [.product(name: "Auth", package: "Auth")])
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
