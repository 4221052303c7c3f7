import Routing
import Testing

/// The code of `Routing.docc/IPadAndMac.md`, each block whole, then what its comments state
/// (`Scripts/docs` checks that every block of the article appears here).
@Suite @MainActor struct IPadAndMacTests {
    enum MailRoute: Route {
        case mailboxes, inbox, search
        case message(Int)
        case headers(Int)
    }

    @Test func theColumnsAndTheInspectorOutliveEveryWidth() {
        let navigator = Navigator<MailRoute>(root: .mailboxes)
        let columns = navigator.router.columns(.tripleColumn)
        columns.show(.inbox, in: .content)
        columns.show(.message(7), in: .detail)
        navigator.isCompact = true  // a narrow window: one stack, the message on top
        navigator.isCompact = false  // wide again: every column as it was
        #expect(navigator.topRouter.stack.last == .message(7))
        #expect(columns.sidebar == .mailboxes)
        #expect(columns.content == .inbox)
        #expect(columns.detail == [.message(7)])

        columns.inspector = .headers(7)  // beside the message; a sheet on a compact screen
        #expect(navigator.router.inspector == .headers(7))
        navigator.isCompact = true
        #expect(columns.inspector == .headers(7))
        columns.isInspectorPresented = false  // the user closed it
        #expect(columns.inspector == nil)
    }

    @Test func theSearchTabBeginsAndEndsItsSearch() throws {
        let mail = try Navigator<MailRoute>(tabs: [.mailboxes, .search], search: .search)
        mail.apply(.select(.search))  // mail.isSearching == true
        mail.isSearching = false  // Cancel: .mailboxes is selected again
        #expect(mail.selectedTab == .mailboxes)
        mail.apply(.select(.search))
        #expect(mail.isSearching)
    }
}
