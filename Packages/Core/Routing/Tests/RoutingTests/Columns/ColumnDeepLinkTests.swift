import Routing
import TestSupport
import Testing

/// A link names its column through its pattern's policy and lands there, wide or compact.
@Suite @MainActor struct ColumnDeepLinkTests {
    func table() throws -> DeepLinkTable<TestRoute> {
        var table = DeepLinkTable<TestRoute>(scheme: "app")
        try table.register(
            DeepLinkPattern(
                "list", policy: .contentColumn, route: { _ in .list },
                parameters: { $0 == .list ? [:] : nil }))
        try table.register(
            DeepLinkPattern(
                "details/<int:id>", policy: .detailColumn,
                route: { .detail(try $0.int("id")) },
                parameters: { if case .detail(let id) = $0 { ["id": id] } else { nil } }))
        return table
    }

    @Test(arguments: DeepLinkPolicy.allCases)
    func theColumnPoliciesNameTheirColumn(_ policy: DeepLinkPolicy) {
        let expected: [DeepLinkPolicy: NavigationColumn] = [
            .sidebarColumn: .sidebar, .contentColumn: .content, .detailColumn: .detail,
        ]
        #expect(policy.column == expected[policy])
    }

    /// Opens `url` as an app does: every layer closes and the route lands in the column its
    /// policy names.
    func open(_ url: String, in columns: ColumnRouter<TestRoute>) throws {
        let match = try table().resolve(url)
        let column = try #require(match.policy.column)
        columns.batch { batch in
            batch.dismissAll()
            batch.show(match.route, in: column)
        }
    }

    @Test(arguments: [false, true])
    func aLinkLandsInItsColumnInEitherWidth(collapsed: Bool) throws {
        let columns = ColumnRouter<TestRoute>(
            sidebar: .home, layout: .tripleColumn, isCollapsed: collapsed)
        columns.router.present(.settings, style: .sheet(ownStack: true))
        try open("app://list", in: columns)
        try open("app://details/7", in: columns)
        let expected = ColumnsState<TestRoute>(sidebar: .home, content: .list, detail: [.detail(7)])
        #expect(columns.state == expected)
        #expect(columns.router.stack == [.home, .list, .detail(7)])
        if collapsed { columns.expand() } else { columns.collapse() }
        #expect(columns.state == expected)
    }

    @Test func aDetailLinkBeforeAnythingIsChosenInTheContentIsRefusedWhole() throws {
        var issues: [RoutingError.Code] = []
        let columns = ColumnRouter<TestRoute>(sidebar: .home, layout: .tripleColumn) {
            issues.append($0.code)
        }
        columns.router.present(.settings, style: .sheet(ownStack: true))
        try open("app://details/7", in: columns)
        #expect(columns.router.presentedRouter != nil, "nothing applied, not even the dismiss")
        #expect(columns.state.detail.isEmpty)
        #expect(issues == [.columnUnavailable])
    }
}
