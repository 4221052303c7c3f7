import Routing
import RoutingTesting
import TestSupport
import Testing

@Suite @MainActor struct ColumnRouterTests {
    let recorder = Recorder()

    func columns(_ layout: ColumnLayout = .tripleColumn) -> ColumnRouter<TestRoute> {
        ColumnRouter(sidebar: .home, layout: layout) { [recorder] in recorder.onIssue($0) }
    }

    @Test func eachColumnShowsItsPartOfTheStack() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        columns.router.push(.detail(2))
        #expect(columns.sidebar == .home)
        #expect(columns.content == .list)
        #expect(columns.detail == [.detail(1), .detail(2)])
        #expect(columns.sidebarSelection == .list)
        #expect(columns.contentSelection == .detail(1))
        #expect(columns.detailPath == [.detail(2)])
        #expect(columns.preferredCompactColumn == .detail)
        #expect(columns.router.stack == [.home, .list, .detail(1), .detail(2)])
    }

    @Test func inTwoColumnsTheSidebarsSelectionIsTheDetailsRoot() {
        let columns = columns(.doubleColumn)
        columns.sidebarSelection = .detail(1)
        columns.detailPath = [.about]
        #expect(columns.content == nil)
        #expect(columns.contentSelection == nil)
        #expect(columns.detail == [.detail(1), .about])
        #expect(columns.router.stack == [.home, .detail(1), .about])
    }

    @Test func choosingInAColumnClearsTheColumnsAfterIt() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        columns.detailPath = [.about]
        columns.sidebarSelection = .settings
        #expect(columns.state == ColumnsState(sidebar: .home, content: .settings))
        columns.contentSelection = .detail(2)
        columns.contentSelection = nil
        #expect(columns.state == ColumnsState(sidebar: .home, content: .settings))
        columns.sidebarSelection = nil
        #expect(columns.state == ColumnsState(sidebar: .home))
        #expect(recorder.issues.isEmpty)
    }

    @Test func showingInTheSidebarReplacesTheRoot() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.about, in: .sidebar)
        #expect(columns.state == ColumnsState(sidebar: .about))
    }

    @Test(
        arguments: [
            (ColumnLayout.doubleColumn, NavigationColumn.content),
            (.tripleColumn, .detail),
        ])
    func refusesAColumnTheLayoutLacksOrThatFollowsAnEmptyOne(
        layout: ColumnLayout, column: NavigationColumn
    ) {
        let columns = columns(layout)
        columns.show(.detail(1), in: column)
        #expect(columns.state == ColumnsState(sidebar: .home))
        #expect(recorder.issues == [.columnUnavailable])
    }

    @Test func refusesADetailPathWhileNothingIsChosenForTheDetail() {
        let columns = columns(.doubleColumn)
        columns.detailPath = [.about]
        columns.detailPath = []
        #expect(columns.router.stack == [.home])
        #expect(recorder.issues == [.columnUnavailable])
    }

    @Test func settingThePreferredCompactColumnGoesBackToIt() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        columns.preferredCompactColumn = .content
        #expect(columns.state == ColumnsState(sidebar: .home, content: .list))
        #expect(columns.preferredCompactColumn == .content)
        columns.preferredCompactColumn = .sidebar
        #expect(columns.preferredCompactColumn == .sidebar)
    }

    @Test func collapsingAndExpandingKeepTheColumns() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        columns.router.present(.settings, style: .sheet(ownStack: true))
        let wide = columns.state
        columns.collapse()
        #expect(columns.isCollapsed)
        #expect(columns.router.state == wide.collapsed)
        columns.expand()
        #expect(!columns.isCollapsed)
        #expect(columns.state == wide)
    }

    @Test func whatIsPushedWhileCompactShowsInTheColumnsOnceExpanded() {
        let columns = ColumnRouter<TestRoute>(
            sidebar: .home, layout: .tripleColumn, isCollapsed: true)
        columns.router.push(.list)
        columns.router.push(.detail(1))
        columns.router.push(.about)
        columns.expand()
        #expect(
            columns.state
                == ColumnsState(sidebar: .home, content: .list, detail: [.detail(1), .about]))
    }

    @Test func restoresAStateTheLayoutCanShowAndRefusesAnother() {
        let columns = columns()
        let state = ColumnsState<TestRoute>(
            sidebar: .home, content: .list, detail: [.detail(3)],
            presented: [PresentedLayer(style: .cover, stack: [.login])])
        columns.restore(state)
        #expect(columns.state == state)
        columns.restore(ColumnsState(sidebar: .home, detail: [.detail(4)]))
        #expect(columns.state == state)
        #expect(recorder.issues == [.invalidState])
    }

    @Test func wrapsATabsRouterWithoutChangingIt() throws {
        let tabs = try TabRouter<TestTab, TestRoute>(tabs: [.home, .search]) { _ in .home }
        let router = try #require(tabs.router(for: .search))
        let columns = ColumnRouter(router: router, layout: .doubleColumn)
        tabs.show([.detail(7)], in: .search)
        #expect(columns.sidebarSelection == .detail(7))
        #expect(tabs.selected == .search)
    }

    @Test func describesEachColumnThenTheLayers() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        columns.router.push(.about)
        columns.router.present(.settings, style: .cover)
        #expect(
            columns.treeDescription == """
                sidebar: home
                content: list
                detail: detail(1) > about
                  cover: settings
                """)
    }

    @Test func publishesWhatEachCommandDidToTheColumns() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let columns = ColumnRouter<TestRoute>(
            sidebar: .home, layout: .tripleColumn, events: events)
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        columns.detailPath = [.about]
        columns.collapse()
        columns.collapse()
        columns.router.back()
        columns.expand()
        columns.pop(to: .sidebar)
        navigation.expect(
            .showInColumn(route: "list", column: "content"),
            .showInColumn(route: "detail(1)", column: "detail"),
            .setDetailPath(["about"]),
            .collapseColumns,
            .pop(to: "detail(1)"),
            .expandColumns,
            .popToColumn("sidebar"))
    }

    @Test func eachColumnIsObservedOnItsOwn() {
        let columns = columns()
        columns.show(.list, in: .content)
        let sidebar = ChangeFlag.tracking { _ = columns.sidebar }
        let content = ChangeFlag.tracking { _ = columns.content }
        let detail = ChangeFlag.tracking { _ = columns.detail }
        let collapsed = ChangeFlag.tracking { _ = columns.isCollapsed }
        columns.show(.detail(1), in: .detail)
        #expect(detail.isSet)
        #expect(!sidebar.isSet)
        #expect(!content.isSet)
        #expect(!collapsed.isSet)
        let contentAgain = ChangeFlag.tracking { _ = columns.content }
        let detailAgain = ChangeFlag.tracking { _ = columns.detail }
        columns.collapse()
        #expect(collapsed.isSet)
        #expect(!contentAgain.isSet)
        #expect(!detailAgain.isSet)
    }

    @Test func choosingWhatAColumnShowsAlreadyNotifiesNobody() {
        let columns = columns()
        columns.show(.list, in: .content)
        columns.show(.detail(1), in: .detail)
        let stack = ChangeFlag.tracking { _ = columns.router.stack }
        let detail = ChangeFlag.tracking { _ = columns.detail }
        columns.show(.detail(1), in: .detail)
        columns.sidebarSelection = .list
        #expect(!stack.isSet)
        #expect(!detail.isSet)
    }
}
