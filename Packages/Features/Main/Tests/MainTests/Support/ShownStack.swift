import Main
import Routing

/// One stack of a navigation as a test asserts it: its routes and, for a layer, its style and
/// sizes, without the identifier its navigator gave it (a restored layer gets a new one).
struct ShownStack: Hashable, Sendable, CustomStringConvertible {
    let routes: [MainRoute]
    let style: PresentationStyle?
    let sizing: SheetSizing?

    /// A tab's own stack.
    static func base(_ routes: MainRoute...) -> Self {
        Self(routes: routes, style: nil, sizing: nil)
    }

    /// A sheet holding `routes`, at `sizing`'s sizes.
    static func sheet(_ routes: MainRoute..., sizing: SheetSizing? = nil) -> Self {
        Self(routes: routes, style: .sheet, sizing: sizing)
    }

    /// A full-screen cover holding `routes`.
    static func cover(_ routes: MainRoute...) -> Self {
        Self(routes: routes, style: .cover, sizing: nil)
    }

    var description: String {
        let sizes = sizing.map { " \($0.detents) at \($0.selected)" } ?? ""
        return "\(style?.rawValue ?? "stack")\(sizes): \(routes.map(\.description))"
    }
}

extension Navigation where R == MainRoute {
    /// Main's navigation as a scene starts (every tab at its root, home selected), then
    /// `commands`: a saved state as a test writes it.
    static func main(_ commands: [NavigationCommand<MainRoute>]) throws -> Self {
        try Navigation(tabs: MainTab.allCases.map(\.root)).applying(commands)
    }

    /// The stacks of `tab`, its own first, then the layers over it.
    func stacks(of tab: MainTab) -> [ShownStack] {
        self.tab(tab.root)?.stacks.map {
            ShownStack(routes: $0.routes, style: $0.style, sizing: $0.sizing)
        } ?? []
    }

    /// Every tab's stacks, in declared order.
    var shown: [[ShownStack]] { MainTab.allCases.map(stacks(of:)) }
}
