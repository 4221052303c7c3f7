import Routing
import Testing

/// The examples in the doc comments of columns, batches, adaptive tabs and sheet sizes, each
/// verbatim (`Scripts/docs` checks it) in the context it assumes, with what it states.
@Suite @MainActor struct DocCommentColumnsTests {
    enum MailRoute: Route {
        case mailboxes, inbox
        case message(Int)
        case attachment(Int)
    }

    enum ShopRoute: Route {
        case home, settings
        case item(Int)
    }

    enum ShopTab: String, Hashable, Sendable, Codable {
        case home, search, profile
    }

    @Test func columnsCollapseWithoutLoss() {
        let columns = ColumnRouter<MailRoute>(sidebar: .mailboxes, layout: .tripleColumn)
        columns.show(.inbox, in: .content)  // the sidebar's selection
        columns.show(.message(7), in: .detail)  // the content's selection: the detail's root
        columns.router.push(.attachment(1))  // pushed in the detail
        columns.collapse()  // compact: one stack, nothing lost
        let stack = columns.router.stack  // [.mailboxes, .inbox, .message(7), .attachment(1)]
        #expect(stack == [.mailboxes, .inbox, .message(7), .attachment(1)])
        columns.expand()
        #expect(columns.detail == [.message(7), .attachment(1)])
    }

    @Test func aColumnsStateIsTheStackItCollapsesInto() {
        let state = ColumnsState<MailRoute>(
            sidebar: .mailboxes, content: .inbox, detail: [.message(7)])
        let stack = state.collapsed.stack  // [.mailboxes, .inbox, .message(7)]
        let same = ColumnsState(expanding: state.collapsed, layout: .tripleColumn) == state  // true
        #expect(stack == [.mailboxes, .inbox, .message(7)])
        #expect(same)
    }

    @Test func aColumnBatchShowsEachColumnInOneChange() {
        let columns = ColumnRouter<MailRoute>(sidebar: .mailboxes, layout: .tripleColumn)
        columns.batch { batch in
            batch.dismissAll()
            batch.show(.inbox, in: .content)
            batch.show(.message(7), in: .detail)
        }
        #expect(columns.content == .inbox)
        #expect(columns.detail == [.message(7)])
    }

    @Test func aRouterBatchAppliesAsOneChange() {
        let router = Router<ShopRoute>(root: .home)
        router.batch { batch in
            batch.dismissAll()
            batch.popToRoot()
            batch.push(.item(42))
        }
        #expect(router.stack == [.home, .item(42)])
        router.batch { batch in
            batch.dismissAll()
            batch.popToRoot()
            batch.push(.item(42))
            batch.show(DialogState<Never>.alert("Item 42 moved", buttons: [.cancel("OK")]))
        }
        #expect(router.stack == [.home, .item(42)])
        #expect(router.dialog?.title == "Item 42 moved")
    }

    @Test func aTabBatchSelectsAndRebuildsInOneChange() throws {
        let tabs = try TabRouter<ShopTab, ShopRoute>(tabs: [.home, .search]) { _ in .home }
        tabs.select(.search)
        tabs.batch { batch in
            batch.dismissAll()
            batch.select(.home)
            batch.on(.home) { home in
                home.popToRoot()
                home.push(.item(42))
            }
        }
        #expect(tabs.selected == .home)
        #expect(tabs.router(for: .home)?.stack == [.home, .item(42)])
        tabs.batch { batch in
            batch.dismissAll()
            batch.select(.home)
            batch.on(.home) { $0.setPath([.item(42)]) }
        }
        #expect(tabs.router(for: .home)?.stack == [.home, .item(42)])
    }

    @Test func aUsersArrangementOrdersAndHidesTabs() throws {
        let tabs = try TabRouter<ShopTab, ShopRoute>(tabs: [.home, .search, .profile]) { _ in
            .home
        }
        tabs.customize(TabCustomization(order: [.search, .home], hidden: [.profile]))
        let visible = tabs.visibleTabs  // [.search, .home]
        #expect(visible == [.search, .home])
    }

    @Test func aSheetRestsAtItsDetents() {
        let router = Router<ShopRoute>(root: .home)
        router.present(
            .settings, style: .sheet(ownStack: true),
            sizing: SheetSizing(detents: [.medium, .large])
        ) { (_: CloseOutcome<Never>) in }
        #expect(router.presentedRouter?.selectedDetent == .medium)
        router.dismiss()
        let settings = router.present(
            .settings, style: .sheet(ownStack: true),
            sizing: SheetSizing(detents: [.medium, .large]))
        settings.selectedDetent = .large  // the user dragged it up
        #expect(settings.selectedDetent == .large)
    }
}
