import Testing
import WorkspaceTools

/// The module graph of the standard fixture, drawn as Graphviz DOT and Mermaid.
@Suite struct ModuleGraphTests {
    let fixture = WorkspaceFixture.standard()
    let workspace: Workspace

    init() throws {
        try fixture.write()
        workspace = try fixture.load()
    }

    @Test func edgesFollowDeclaredDependenciesThroughProducts() {
        defer { fixture.remove() }
        let graph = ModuleGraph(workspace)
        #expect(
            graph.edges.map { "\($0.from.target) -> \($0.to.target)" } == [
                "rootswitch -> Routing", "rootswitch -> Auth", "rootswitch -> Main",
                "Routing -> Analytics", "Auth -> Routing", "Main -> Routing",
            ])
        #expect(graph.nodes.allSatisfy { $0.kind != .test })
        // The root's copies of the packages' libraries are drawn as the packages' targets.
        #expect(graph.nodes.filter { $0.package.isEmpty }.map(\.target) == ["rootswitch"])
    }

    @Test func testsAppearOnlyWhenAsked() {
        defer { fixture.remove() }
        let graph = ModuleGraph(workspace, includeTests: true)
        #expect(graph.nodes.filter { $0.kind == .test }.count == 8)
        #expect(graph.dot.contains("\".:RoutingTests\" -> \"Packages/Core/Routing:Routing\";"))
    }

    @Test func dotGroupsPackagesByLayer() {
        defer { fixture.remove() }
        let dot = ModuleGraph(workspace).dot
        let lines = dot.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(
            lines.filter { $0.hasPrefix("subgraph") } == [
                "subgraph \"cluster_App\" {", "subgraph \"cluster_root\" {",
                "subgraph \"cluster_Features\" {", "subgraph \"cluster_Packages/Features/Auth\" {",
                "subgraph \"cluster_Packages/Features/Main\" {",
                "subgraph \"cluster_Core\" {", "subgraph \"cluster_Packages/Core/Analytics\" {",
                "subgraph \"cluster_Packages/Core/Routing\" {",
            ])
        #expect(lines.contains("\".:rootswitch\" [label=\"rootswitch\", shape=component];"))
        #expect(
            lines.contains("\"Packages/Features/Auth:Auth\" -> \"Packages/Core/Routing:Routing\";"))
        #expect(dot.hasPrefix("digraph modules {\n"))
    }

    @Test func mermaidNamesLayersPackagesAndEdges() {
        defer { fixture.remove() }
        let lines = ModuleGraph(workspace).mermaid.split(separator: "\n").map {
            String($0.drop { $0 == " " })
        }
        #expect(lines.first == "flowchart LR")
        #expect(lines.contains("subgraph layer_Features[\"Features\"]"))
        #expect(lines.contains("subgraph package_Packages_Core_Routing[\"Packages/Core/Routing\"]"))
        #expect(lines.contains("target_root_rootswitch[[\"rootswitch\"]]"))
        #expect(
            lines.contains(
                "target_Packages_Features_Main_Main --> target_Packages_Core_Routing_Routing"))
    }

    @Test func outputDoesNotDependOnPackageOrder() {
        defer { fixture.remove() }
        let reversed = Workspace(root: workspace.root, packages: workspace.packages.reversed())
        #expect(ModuleGraph(workspace).dot == ModuleGraph(reversed).dot)
        #expect(ModuleGraph(workspace).mermaid == ModuleGraph(reversed).mermaid)
    }

    @Test func theCommandWritesBothFiles() throws {
        defer { fixture.remove() }
        let output = fixture.root.appending(path: "out").path(percentEncoded: false)
        let loader = fixture.loader
        let run = WorkspaceCommand.run(
            ["graph", "--root", fixture.root.path(percentEncoded: false), "--output", output]) {
                _ in loader
            }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "\(output)/modules.dot\n\(output)/modules.mmd\n")
        let written = try String(
            contentsOf: fixture.root.appending(path: "out/modules.mmd"), encoding: .utf8)
        #expect(written == ModuleGraph(workspace).mermaid)
    }
}
