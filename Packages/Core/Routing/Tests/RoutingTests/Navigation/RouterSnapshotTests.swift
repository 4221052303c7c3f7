import Foundation
import Routing
import Testing

@Suite @MainActor struct RouterSnapshotTests {
    let recorder = Recorder()

    /// `home > list`, a sheet with its own stack `settings > about`, and a cover `login`.
    func layeredRouter() -> Router<TestRoute> {
        let router = recorder.router()
        router.push(.list)
        let sheet = router.present(
            .settings, style: .sheet(ownStack: true), onClose: recorder.onClose("sheet"))
        sheet.push(.about)
        sheet.present(.login, style: .cover, onClose: recorder.onClose("cover"))
        return router
    }

    let layeredState = RouterState<TestRoute>(
        stack: [.home, .list],
        presented: [
            PresentedLayer(style: .sheet(ownStack: true), stack: [.settings, .about]),
            PresentedLayer(style: .cover, stack: [.login]),
        ])

    @Test func stateListsTheStackAndEveryPresentedLayer() {
        #expect(layeredRouter().state == layeredState)
    }

    @Test func restoreRebuildsTheLayersAsChildRouters() throws {
        let router = recorder.router(.about)
        router.restore(layeredState)
        #expect(router.state == layeredState)
        let sheet = try #require(router.presentedRouter)
        let cover = try #require(sheet.presentedRouter)
        #expect(sheet.presentationStyle == .sheet(ownStack: true))
        #expect(cover.presentationStyle == .cover)
        cover.push(.detail(1))
        sheet.dismiss()
        #expect(cover.isClosed && sheet.isClosed)
        #expect(router.state == RouterState(stack: [.home, .list]))
        #expect(recorder.issues.isEmpty)
    }

    @Test func restoreClosesWhatWasThereWithClosedByParent() {
        let router = layeredRouter()
        router.restore(
            RouterState(
                stack: [.login], presented: [PresentedLayer(style: .cover, stack: [.about])]))
        #expect(recorder.events == ["cover: closedByParent", "sheet: closedByParent"])
        #expect(
            router.state
                == RouterState(
                    stack: [.login], presented: [PresentedLayer(style: .cover, stack: [.about])]))
    }

    @Test func stateRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(layeredRouter().state)
        let decoded = try JSONDecoder().decode(RouterState<TestRoute>.self, from: data)
        let router = recorder.router()
        router.restore(decoded)
        #expect(router.state == layeredState)
        #expect(router.treeDescription == layeredRouter().treeDescription)
    }

    @Test func restoringAnEmptyStackIsRefused() {
        let router = layeredRouter()
        router.restore(
            RouterState(stack: [], presented: [PresentedLayer(style: .cover, stack: [.about])]))
        #expect(router.state == layeredState)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.invalidState])
    }

    @Test func restoringSeveralRoutesIntoASheetWithoutItsOwnStackIsRefused() {
        let router = recorder.router()
        let sheet = router.present(.picker, style: .sheet(ownStack: false))
        sheet.restore(RouterState(stack: [.picker, .about]))
        #expect(sheet.stack == [.picker])
        #expect(recorder.issues == [.invalidState])
    }

    @Test(arguments: [
        PresentedLayer<TestRoute>(style: .cover, stack: []),
        PresentedLayer<TestRoute>(style: .sheet(ownStack: false), stack: [.about, .login]),
    ])
    func restoreKeepsTheLayersBeforeTheFirstInvalidOne(_ invalid: PresentedLayer<TestRoute>) {
        let router = recorder.router()
        let valid = PresentedLayer<TestRoute>(style: .sheet(ownStack: true), stack: [.settings])
        let after = PresentedLayer<TestRoute>(style: .cover, stack: [.login])
        router.restore(RouterState(stack: [.home, .list], presented: [valid, invalid, after]))
        #expect(router.state == RouterState(stack: [.home, .list], presented: [valid]))
        #expect(recorder.issues == [.invalidState])
    }

    @Test func treeDescriptionOutlinesEveryRouter() {
        let router = layeredRouter()
        router.topmostRouter.present(.picker, style: .sheet(ownStack: false))
        #expect(
            router.treeDescription == """
                stack: home > list
                  sheet(own stack): settings > about
                    cover: login
                      sheet: picker
                """)
        #expect(recorder.router().treeDescription == "stack: home")
    }

    @Test func treeDescriptionOfALayerStartsAtThatLayer() throws {
        let router = layeredRouter()
        let sheet = try #require(router.presentedRouter)
        #expect(sheet.treeDescription == "sheet(own stack): settings > about\n  cover: login")
    }
}
