import Routing
import TestSupport
import Testing

/// Random command sequences, wide and compact, against a reference model that keeps each
/// column apart: the column router agrees with it after every command, and every state it
/// reaches expands from its collapsed stack to itself.
@Suite @MainActor struct ColumnPropertyTests {
    @Test(arguments: ColumnLayout.allCases, [1, 2, 3, 42, 2_026] as [UInt64])
    func everyReachableStateExpandsFromItsCollapsedStackToItself(
        layout: ColumnLayout, seed: UInt64
    ) {
        var rng = SeededGenerator(seed: seed)
        let columns = ColumnRouter<TestRoute>(sidebar: .home, layout: layout)
        var model = ColumnModel(layout: layout)
        for step in 0..<400 {
            let command = ColumnCommand.random(using: &rng)
            command.apply(to: columns)
            model.apply(command)
            let state = columns.state
            #expect(state == model.state, "step \(step): \(command)")
            #expect(
                ColumnsState(expanding: state.collapsed, layout: layout) == state,
                "step \(step): \(command) reached \(state)")
            #expect(columns.router.state == state.collapsed)
            #expect(columns.isCollapsed == model.isCollapsed)
        }
    }
}

/// A command a user or a link gives a column router: in the columns, or on its stack as a
/// compact screen does.
enum ColumnCommand {
    case show(TestRoute, NavigationColumn)
    case pop(NavigationColumn)
    case detailPath([TestRoute])
    case push(TestRoute)
    case back
    case present(TestRoute)
    case dismissAll
    case collapse
    case expand

    static func random(using rng: inout SeededGenerator) -> ColumnCommand {
        let routes: [TestRoute] = [.list, .about, .settings, .detail(1), .detail(2)]
        let route = routes[Int.random(in: 0..<routes.count, using: &rng)]
        let column = NavigationColumn.allCases[Int.random(in: 0..<3, using: &rng)]
        switch Int.random(in: 0..<12, using: &rng) {
        case 0..<3: return .show(route, column)
        case 3: return .pop(column)
        case 4: return .detailPath(Array(routes.prefix(Int.random(in: 0..<3, using: &rng))))
        case 5, 6: return .push(route)
        case 7: return .back
        case 8: return .present(route)
        case 9: return .dismissAll
        case 10: return .collapse
        default: return .expand
        }
    }

    @MainActor func apply(to columns: ColumnRouter<TestRoute>) {
        switch self {
        case .show(let route, let column): columns.show(route, in: column)
        case .pop(let column): columns.pop(to: column)
        case .detailPath(let path): columns.detailPath = path
        case .push(let route): columns.router.push(route)
        case .back: columns.router.back()
        case .present(let route): columns.router.present(route, style: .sheet(ownStack: true))
        case .dismissAll: columns.router.dismissAll()
        case .collapse: columns.collapse()
        case .expand: columns.expand()
        }
    }
}

/// The reference: each column kept apart, as a person describes them. A compact screen's
/// push and back act on the last column that shows something.
struct ColumnModel {
    let layout: ColumnLayout
    private(set) var sidebar: TestRoute = .home
    private(set) var content: TestRoute?
    private(set) var detail: [TestRoute] = []
    private(set) var presented: [PresentedLayer<TestRoute>] = []
    private(set) var isCollapsed = false

    init(layout: ColumnLayout) {
        self.layout = layout
    }

    var state: ColumnsState<TestRoute> {
        ColumnsState(sidebar: sidebar, content: content, detail: detail, presented: presented)
    }

    private var hasContent: Bool { layout == .tripleColumn }

    mutating func apply(_ command: ColumnCommand) {
        switch command {
        case .show(let route, .sidebar):
            if route != sidebar { replace(sidebar: route, content: nil, detail: []) }
        case .show(let route, .content):
            if hasContent, route != content {
                replace(sidebar: sidebar, content: route, detail: [])
            }
        case .show(let route, .detail):
            if !hasContent || content != nil, detail.first != route {
                replace(sidebar: sidebar, content: content, detail: [route])
            }
        case .pop(.sidebar):
            replace(sidebar: sidebar, content: nil, detail: [])
        case .pop(.content):
            if hasContent { replace(sidebar: sidebar, content: content, detail: []) }
        case .pop(.detail):
            replace(sidebar: sidebar, content: content, detail: Array(detail.prefix(1)))
        case .detailPath(let path):
            if let root = detail.first {
                replace(sidebar: sidebar, content: content, detail: [root] + path)
            }
        case .push(let route):
            if hasContent, content == nil {
                content = route
            } else {
                detail.append(route)
            }
        case .back:
            if !detail.isEmpty {
                replace(sidebar: sidebar, content: content, detail: detail.dropLast())
            } else if content != nil {
                replace(sidebar: sidebar, content: nil, detail: [])
            }
        case .present(let route):
            presented.append(PresentedLayer(style: .sheet(ownStack: true), stack: [route]))
        case .dismissAll:
            presented = []
        case .collapse:
            isCollapsed = true
        case .expand:
            isCollapsed = false
        }
    }

    /// The columns becoming these: the layers, which cover every column, close when a route
    /// any column showed goes.
    private mutating func replace(sidebar: TestRoute, content: TestRoute?, detail: [TestRoute]) {
        let keepsAll =
            sidebar == self.sidebar && (self.content == nil || content == self.content)
            && detail.starts(with: self.detail)
        if !keepsAll { presented = [] }
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }
}
