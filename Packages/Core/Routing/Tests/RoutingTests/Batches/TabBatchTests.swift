import Routing
import TestSupport
import Testing

@Suite @MainActor struct TabBatchTests {
    let recorder = Recorder()

    func tabs() throws -> TabRouter<TestTab, TestRoute> {
        try TabRouter(
            tabs: [.home, .search, .profile], onIssue: { [recorder] in recorder.onIssue($0) },
            root: { $0 == .home ? .home : .list })
    }

    @Test func selectingATabAndRebuildingItsStackUnderASheetIsOneChangeOfEach() throws {
        let tabs = try tabs()
        let home = try #require(tabs.router(for: .home))
        let search = try #require(tabs.router(for: .search))
        home.push(.detail(1))
        search.present(.settings, style: .sheet(ownStack: true))
        let selection = ChangeCounter { _ = tabs.selected }
        let homeStack = ChangeCounter { _ = home.stack }
        let searchStack = ChangeCounter { _ = search.stack }
        let searchSheet = ChangeCounter { _ = search.presentedRouter }
        tabs.batch { batch in
            batch.dismissAll()
            batch.select(.search)
            batch.on(.search) { $0.setPath([.detail(2)]) }
        }
        #expect(tabs.selected == .search)
        #expect(search.stack == [.list, .detail(2)])
        #expect(search.presentedRouter == nil)
        #expect([selection.count, searchStack.count, searchSheet.count] == [1, 1, 1])
        #expect(homeStack.count == 0)
    }

    @Test func anUnknownTabRefusesTheWholeBatch() throws {
        let tabs = try TabRouter<TestTab, TestRoute>(
            tabs: [.home, .search], onIssue: { [recorder] in recorder.onIssue($0) },
            root: { _ in .home })
        let selection = ChangeCounter { _ = tabs.selected }
        tabs.batch { batch in
            batch.select(.search)
            batch.on(.search) { $0.push(.detail(1)) }
            batch.on(.profile) { $0.push(.detail(2)) }
        }
        #expect(tabs.selected == .home)
        #expect(tabs.router(for: .search)?.stack == [.home])
        #expect(selection.count == 0)
        #expect(recorder.issues == [.unknownTab])
    }

    @Test func selectingTheSelectedTabInABatchKeepsItsStack() throws {
        let tabs = try tabs()
        tabs.router(for: .home)?.push(.detail(1))
        let selection = ChangeCounter { _ = tabs.selected }
        tabs.batch { $0.select(.home) }
        #expect(tabs.router(for: .home)?.stack == [.home, .detail(1)])
        #expect(selection.count == 0)
    }
}
