import Testing
import WorkspaceGraph
import WorkspaceModel

@Suite struct ModuleGraphTests {
    @Test func edgesFollowDeclaredDependenciesThroughProducts() {
        let graph = ModuleGraph(workspace: WorkspaceFixture.standard().workspace)
        let edges = graph.edges.map { "\($0.from.target) -> \($0.to.target)" }
        #expect(
            edges == [
                "rootswitch -> Routing", "rootswitch -> Auth", "rootswitch -> Main",
                "Routing -> Analytics", "Auth -> Routing", "Main -> Routing",
            ])
        #expect(graph.nodes.allSatisfy { $0.kind != .test })
        // The root's copies of the packages' libraries are drawn as the packages' targets.
        #expect(graph.nodes.filter { $0.packageDirectory.isEmpty }.map(\.target) == ["rootswitch"])
    }

    @Test func testsAppearOnlyWhenAsked() {
        let graph = ModuleGraph(
            workspace: WorkspaceFixture.standard().workspace, includeTests: true)
        #expect(graph.nodes.filter { $0.kind == .test }.count == 8)
        #expect(graph.dot.contains("\".:RoutingTests\" -> \"Packages/Core/Routing:Routing\";"))
    }

    @Test func dotGroupsPackagesByLayer() {
        let dot = ModuleGraph(workspace: WorkspaceFixture.standard().workspace).dot
        let lines = dot.split(separator: "\n").map { $0.trimmingPrefixSpaces }
        let clusters = lines.filter { $0.hasPrefix("subgraph") }
        #expect(
            clusters == [
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
        let mermaid = ModuleGraph(workspace: WorkspaceFixture.standard().workspace).mermaid
        let lines = mermaid.split(separator: "\n").map { $0.trimmingPrefixSpaces }
        #expect(lines.first == "flowchart LR")
        #expect(lines.contains("subgraph layer_Features[\"Features\"]"))
        #expect(lines.contains("subgraph package_Packages_Core_Routing[\"Packages/Core/Routing\"]"))
        #expect(lines.contains("target_root_rootswitch[[\"rootswitch\"]]"))
        #expect(
            lines.contains(
                "target_Packages_Features_Main_Main --> target_Packages_Core_Routing_Routing"))
    }

    @Test func outputDoesNotDependOnPackageOrder() {
        let fixture = WorkspaceFixture.standard()
        let forward = fixture.workspace
        let reversed = Workspace(root: forward.root, packages: forward.packages.reversed())
        #expect(ModuleGraph(workspace: forward).dot == ModuleGraph(workspace: reversed).dot)
        #expect(ModuleGraph(workspace: forward).mermaid == ModuleGraph(workspace: reversed).mermaid)
    }
}

extension Substring {
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
