/// Tarjan's algorithm over a graph of string nodes, visiting nodes in sorted order so that
/// the result is deterministic.
struct StronglyConnectedComponents {
    private(set) var components: [[String]] = []
    private let nodes: [String]
    private let successors: [[Int]]
    private var order: [Int?]
    private var lowLink: [Int]
    private var stack: [Int] = []
    private var onStack: [Bool]
    private var visited = 0

    init(edges: [String: [String]]) {
        nodes = Set(edges.keys).union(edges.values.joined()).sorted()
        var position: [String: Int] = [:]
        for (offset, node) in nodes.enumerated() { position[node] = offset }
        successors = nodes.map { node in
            edges[node, default: []].compactMap { position[$0] }.sorted()
        }
        order = Array(repeating: nil, count: nodes.count)
        lowLink = Array(repeating: 0, count: nodes.count)
        onStack = Array(repeating: false, count: nodes.count)
        for node in nodes.indices where order[node] == nil { visit(node) }
    }

    private mutating func visit(_ node: Int) {
        order[node] = visited
        lowLink[node] = visited
        visited += 1
        stack.append(node)
        onStack[node] = true
        for next in successors[node] {
            if let nextOrder = order[next] {
                if onStack[next] { lowLink[node] = min(lowLink[node], nextOrder) }
            } else {
                visit(next)
                lowLink[node] = min(lowLink[node], lowLink[next])
            }
        }
        guard lowLink[node] == order[node] else { return }
        var component: [String] = []
        while let top = stack.popLast() {
            onStack[top] = false
            component.append(nodes[top])
            if top == node { break }
        }
        components.append(component.sorted())
    }
}
