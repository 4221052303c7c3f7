import Observation
import Routing
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The code of GettingStarted's "iPad and Mac: columns and sidebars", step by step, with the
/// outcomes the article states (`Scripts/docs` finds each code block here verbatim).
@Suite @MainActor struct GettingStartedColumnsTests {
    @Test func columnsCollapseAndExpandAndLinksLandInTheirColumn() throws {
        let columns = ColumnRouter<MailRoute>(sidebar: .mailboxes, layout: .tripleColumn)
        columns.sidebarSelection = .inbox  // the content column shows the inbox
        columns.contentSelection = .message(7)  // the detail shows message 7
        columns.router.push(.attachment(1))  // pushed in the detail
        // columns.detail == [.message(7), .attachment(1)]
        #expect(columns.detail == [.message(7), .attachment(1)])

        columns.collapse()
        // columns.router.stack == [.mailboxes, .inbox, .message(7), .attachment(1)]
        columns.router.back()
        columns.expand()
        // columns.state == ColumnsState(sidebar: .mailboxes, content: .inbox, detail: [.message(7)])
        #expect(
            columns.state
                == ColumnsState(sidebar: .mailboxes, content: .inbox, detail: [.message(7)]))

        var links = DeepLinkTable<MailRoute>(scheme: "mail")
        try links.register(
            DeepLinkPattern(
                "messages/<int:id>", policy: .detailColumn,
                route: { .message(try $0.int("id")) },
                parameters: { if case .message(let id) = $0 { ["id": id] } else { nil } }))
        let match = try links.resolve("mail://messages/9")
        columns.batch { batch in
            batch.dismissAll()
            batch.show(match.route, in: match.policy.column ?? .detail)
        }
        // columns.detail == [.message(9)]
        #expect(columns.detail == [.message(9)])

        let compose = columns.router.present(
            .compose, style: .sheet(ownStack: true),
            sizing: SheetSizing(detents: [.medium, .large]))
        compose.selectedDetent = .large
        // compose.sizing?.selected == .large
        #expect(compose.sizing?.selected == .large)
    }

    @Test func tabsBecomeASidebarArrangedByTheUser() throws {
        let tabs = try TabRouter<MailTab, MailRoute>(
            tabs: [.inbox, .sent, .archive],
            sections: [TabSection("Folders", tabs: [.sent, .archive])]
        ) { $0.root }
        tabs.customize(TabCustomization(order: [.archive, .inbox], hidden: [.sent]))
        // tabs.visibleTabs == [.archive, .inbox]
        tabs.show([.message(3)], in: .sent)
        // tabs.selected == .sent
        #expect(tabs.visibleTabs == [.archive, .inbox])
        #expect(tabs.selected == .sent)
        #expect(tabs.selectedRouter.stack == [.mailboxes, .message(3)])
    }

    #if canImport(SwiftUI)
        // Compiled where SwiftUI exists (the macOS CI job): the article's view, as written.
        struct MailColumnsView: View {
            @Bindable var columns: ColumnRouter<MailRoute>

            var body: some View {
                NavigationSplitView {
                    List(
                        [MailRoute.inbox, .drafts], id: \.self, selection: $columns.sidebarSelection
                    ) {
                        Text("\($0)")
                    }
                } content: {
                    Text(columns.content.map { "\($0)" } ?? "Choose a mailbox")
                } detail: {
                    NavigationStack(path: $columns.detailPath) {
                        Text(columns.detail.first.map { "\($0)" } ?? "Choose a message")
                    }
                }
            }
        }
    #endif

    enum MailRoute: Route {
        case mailboxes
        case inbox
        case drafts
        case message(Int)
        case attachment(Int)
        case compose
    }

    enum MailTab: Hashable, Sendable, Codable {
        case inbox, sent, archive

        var root: MailRoute { .mailboxes }
    }
}
