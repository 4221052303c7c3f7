public import WorkspaceModel

/// The workspace's module graph: every target of every package, grouped by package and
/// layer, with an edge for each declared dependency between workspace targets. Toolchain
/// modules are not shown, and the root's copy of a package library (which the root declares
/// so that an app can add it by URL) is drawn as that package's target. Rendered as Graphviz
/// DOT or Mermaid, sorted so that the output only changes when the graph does.
///
/// ```swift
/// let graph = ModuleGraph(workspace: workspace)
/// try graph.dot.write(to: folder.appending(path: "modules.dot"), atomically: true, encoding: .utf8)
/// ```
public struct ModuleGraph: Sendable, Hashable {
    /// A target, in its package.
    public struct Node: Sendable, Hashable, Comparable {
        /// The package folder relative to the root; empty for the root package.
        public var packageDirectory: String
        /// The target name.
        public var target: String
        /// The target kind.
        public var kind: WorkspaceTarget.Kind

        /// Orders by package folder, then target name.
        public static func < (lhs: Node, rhs: Node) -> Bool {
            (lhs.packageDirectory, lhs.target) < (rhs.packageDirectory, rhs.target)
        }
    }

    /// A dependency of one target on another.
    public struct Edge: Sendable, Hashable, Comparable {
        /// The dependent target.
        public var from: Node
        /// The target it depends on.
        public var to: Node

        /// Orders by source, then destination.
        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }
    }

    /// The packages shown, sorted by folder.
    public let packages: [WorkspacePackage]
    /// The targets, sorted.
    public let nodes: [Node]
    /// The dependencies, sorted.
    public let edges: [Edge]

    /// Builds the graph of a workspace.
    ///
    /// - Parameters:
    ///   - workspace: The workspace.
    ///   - includeTests: Whether test targets (and what they depend on) are shown.
    public init(workspace: Workspace, includeTests: Bool = false) {
        var nodes: [Node] = []
        var edges: Set<Edge> = []
        let shown = { (target: WorkspaceTarget) in includeTests || target.kind != .test }
        for package in workspace.packages {
            for target in package.targets where shown(target) {
                guard
                    !package.directory.isEmpty
                        || workspace.packageLibrary(compiledBy: target) == nil
                else { continue }
                let node = Node(
                    packageDirectory: package.directory, target: target.name, kind: target.kind)
                nodes.append(node)
                for module in workspace.modules(declaredBy: target, in: package) {
                    guard let directory = module.packageDirectory, let name = module.target,
                        let dependency = workspace.package(inDirectory: directory)?.target(
                            named: name),
                        shown(dependency)
                    else { continue }
                    let library =
                        directory.isEmpty ? workspace.packageLibrary(compiledBy: dependency) : nil
                    edges.insert(
                        Edge(
                            from: node,
                            to: Node(
                                packageDirectory: library?.package.directory ?? directory,
                                target: name, kind: dependency.kind)))
                }
            }
        }
        self.packages = workspace.packages.filter { package in
            nodes.contains { $0.packageDirectory == package.directory }
        }
        self.nodes = nodes.sorted()
        self.edges = edges.sorted()
    }

    func nodes(in package: WorkspacePackage) -> [Node] {
        nodes.filter { $0.packageDirectory == package.directory }
    }

    func packages(in layer: Layer) -> [WorkspacePackage] {
        packages.filter { $0.layer == layer }
    }

    static func title(of package: WorkspacePackage) -> String {
        package.directory.isEmpty ? "\(package.name) (root)" : package.directory
    }
}
