import AppCore
import Foundation
import Main
import Routing
import RoutingLive
import RoutingScenes
import TestSupport
import Testing

/// Past a limit the App refuses at once with a typed error and changes nothing; a saved
/// state past one is cut to it, with a notice.
@MainActor @Suite struct LimitTests {
    @Test func aSceneMoreThanTheCapIsRefused() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        for _ in 1..<AppLimits.openScenes { try harness.app.openScene() }
        await harness.app.settle()
        let before = harness.app.snapshot
        #expect(before.scenes == Array(1...16))

        let error = #expect(throws: AppError.self) { try harness.app.openScene() }
        #expect(error?.code == .tooManyScenes)
        #expect(harness.app.snapshot == before)
    }

    @Test func theCommandRefusesTheSeventeenthScene() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let opens = Array(repeating: "scene open", count: AppLimits.openScenes)
        let run = try cli.run(
            ([demoSignIn] + opens + ["state"]).joined(separator: "\n"), arguments: ["--json"])
        #expect(run.status == 1)
        let errors = run.lines.filter { $0.contains(#""type":"error""#) }
        #expect(errors.count == 1)
        #expect(errors.first?.contains(#""code":"too_many_scenes""#) == true)
        #expect((run.states.last?["scenes"] as? [Int])?.count == AppLimits.openScenes)
    }

    @Test func aSavedListOfMoreScenesReopensTheFirstSixteen() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.quit()
        let list =
            #"{"version":1,"scenes":[\#((1...500).map(String.init).joined(separator: ",")),9223372036854775807],"current":400}"#
        try HostileCase.write(Data(list.utf8), to: harness.file("scenes.json"), mode: 0o600)
        harness.events.clear()

        try harness.relaunch()
        await harness.app.settle()

        #expect(harness.app.snapshot.scenes == Array(1...16))
        #expect(harness.app.snapshot.scene.id == 1)
        #expect(harness.events.notices.filter { $0 == .tooManyScenes(listed: 501) }.count == 1)
    }

    /// A hand-edited list may hold the largest scene number: the next scene takes the lowest
    /// free one instead of overflowing.
    @Test func theLargestSceneNumberDoesNotOverflow() async throws {
        let list = #"{"version":1,"scenes":[9223372036854775807],"current":9223372036854775807}"#
        let harness = try AppHarness { directory in
            try HostileCase.write(
                Data(list.utf8), to: directory.appending(path: "scenes.json"), mode: 0o600)
        }
        defer { harness.removeStateDirectory() }
        #expect(harness.app.openScenes == [SceneID(.max)])
        #expect(try harness.app.openScene() == SceneID(1))
    }

    @Test func aPushPastThirtyTwoRoutesIsRefused() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("search")
        for query in 1..<Navigation<MainRoute>.maximumRoutes {
            try harness.app.perform("search", arguments: ["q": "q\(query)"])
        }
        await harness.app.settle()
        let before = harness.app.snapshot
        #expect(before.scene.stack.count == 32)

        let error = #expect(throws: AppError.self) {
            try harness.app.perform("open-item", arguments: ["id": "1"])
        }
        #expect(error?.code.rawValue == "stack_too_deep")
        #expect(harness.app.snapshot == before)
    }

    @Test func aDeeperSavedStackKeepsItsFirstThirtyTwoWithOneNotice() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let user = try #require(harness.app.user?.id)
        harness.quit()
        let restoration = NavigationRestoration<AppRoute>(
            storage: FileSceneStorage(directory: harness.file("scenes")),
            links: try AppRoute.deepLinkTable(linking: []), analytics: RecordingAnalytics(),
            validator: { _ in true })
        // A navigation past the limit, as only a file can hold one.
        let deep = (1..<500).map {
            NavigationCommand<AppRoute>.push(.main(.item(id: $0 % 100 + 1)))
        }
        let saved = try Navigation<AppRoute>(tabs: MainTab.allCases.map { .main($0.root) })
            .applying(deep)
        try restoration.save(saved, for: SceneID(1), user: user)
        harness.events.clear()

        try harness.relaunch()
        await harness.app.settle()

        #expect(harness.app.snapshot.scene.stack.count == Navigation<MainRoute>.maximumRoutes)
        #expect(harness.app.snapshot.scene.stack.last == "/items/32")
        #expect(
            harness.events.notices == [
                .navigationLeftOut(
                    SceneID(1), RestorationDrop("tabs[0].stack[32...499]", .overLimit))
            ])
    }

    /// Actions faster than their requests: the App refuses a new one once 64 pieces of work
    /// are in flight, instead of piling up tasks, and takes them again once they end.
    @Test func actionsPastTheWorkLimitAreRefusedUntilWorkEnds() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let stalling = Stalling()
        harness.http = { stalling.wrap($0) }
        try harness.relaunch()
        await harness.app.settle(.foreground)

        var refused: AppError?
        for id in 1...100 where refused == nil {
            do {
                try harness.app.perform("open-item", arguments: ["id": "\(id)"])
                harness.app.back()
            } catch {
                refused = error
            }
        }
        #expect(refused?.code.rawValue == "too_much_work")
        #expect(harness.app.runningWork.count == AppLimits.pendingWork)
        stalling.client?.release()
        await harness.app.settle()
        try harness.app.perform("open-item", arguments: ["id": "1"])
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/1"])
    }
}
