import AppCore
import Foundation
import Routing
import Testing

/// A scene kept without a window is given up, with its saved navigation, only once no window
/// has shown it during 3 launches and 14 days: a window the user closed never asks again, one
/// the system set aside may come back weeks later.
@MainActor @Suite struct SceneRetentionTests {
    /// Relaunches, days on the clock before them, and whether the kept scene is given up.
    nonisolated static let cases: [(launches: Int, days: Int, givenUp: Bool)] = [
        (4, 15, true), (4, 14, true), (3, 15, false), (4, 13, false), (12, 13, false),
        (1, 400, false),
    ]

    @Test(arguments: cases)
    func aKeptSceneIsGivenUpAfterThreeLaunchesAndFourteenDaysWithoutAWindow(
        launches: Int, days: Int, givenUp: Bool
    ) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        let kept = try harness.app.openScene()
        try await harness.perform("open-item", ["id": "5"])
        try harness.app.disconnectScene(kept)
        #expect(harness.fileExists("scenes/scene-2.json"))

        harness.clock.advance(by: .seconds(days * 24 * 60 * 60))
        for _ in 0..<launches { try harness.relaunch() }

        #expect(harness.app.disconnectedScenes == (givenUp ? [] : [kept]))
        #expect(harness.fileExists("scenes/scene-2.json") == !givenUp)
        #expect(harness.app.openScenes == [SceneID(1)])
    }

    @Test func aWindowShowingTheSceneAgainStartsTheCountAfresh() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let kept = try await keepScene(daysAgo: 20, in: harness)
        for _ in 0..<3 { try harness.relaunch() }

        try harness.app.reconnectScene(kept)
        try harness.app.disconnectScene(kept)
        try harness.relaunch()
        #expect(harness.app.disconnectedScenes == [kept])
    }

    /// A launch that changes nothing but the launch number leaves the list unwritten (the
    /// first screen comes sooner); the number is saved at the latest when the app goes to the
    /// background, so launches the system ends while suspended count. One ended while still
    /// in the foreground, as by a crash, does not.
    @Test(arguments: [true, false])
    func aLaunchCountsOnceTheAppWentToTheBackground(background: Bool) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let kept = try await keepScene(daysAgo: 20, in: harness)
        harness.end()
        for _ in 0..<3 {
            let list = try Data(contentsOf: harness.file("scenes.json"))
            try harness.relaunch()
            #expect(try Data(contentsOf: harness.file("scenes.json")) == list)
            if background { harness.app.setPhase(.background) }
            await harness.app.settle()
            harness.end()
        }
        // The fourth launch since, if the three before it counted.
        try harness.relaunch()
        #expect(harness.app.disconnectedScenes == (background ? [] : [kept]))
    }

    /// Signs in, opens a second scene and disconnects it, then moves the clock `days` on.
    /// - Returns: the kept scene.
    private func keepScene(daysAgo days: Int, in harness: AppHarness) async throws -> SceneID {
        try await harness.signInDemo()
        let kept = try harness.app.openScene()
        try harness.app.disconnectScene(kept)
        harness.clock.advance(by: .seconds(days * 24 * 60 * 60))
        return kept
    }

    @Test func keptScenesPastTheCapGiveUpTheOldest() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        var kept: [SceneID] = []
        for _ in 0...AppLimits.keptScenes {
            let id = try harness.app.openScene()
            harness.clock.advance(by: .seconds(1))
            try harness.app.disconnectScene(id)
            kept.append(id)
        }
        #expect(harness.app.disconnectedScenes == Array(kept.dropFirst()))
        try harness.relaunch()
        #expect(harness.app.disconnectedScenes == Array(kept.dropFirst()))
    }

    /// 1.0 wrote `scenes.json` without launches or times: its scenes come back, and count
    /// from there.
    @Test func aListFromTheFirstReleaseReopensItsScenes() async throws {
        let harness = try AppHarness { directory in
            try HostileCase.write(
                Data(#"{"version":1,"scenes":[1,3],"current":3}"#.utf8),
                to: directory.appending(path: "scenes.json"), mode: 0o600)
        }
        defer { harness.removeStateDirectory() }
        #expect(harness.app.openScenes == [SceneID(1), SceneID(3)])
        #expect(harness.app.currentScene == SceneID(3))
        #expect(harness.app.disconnectedScenes.isEmpty)
    }

    /// A hand-edited list keeps at most `AppLimits.keptScenes` kept scenes, the latest shown,
    /// and none numbered below 1.
    @Test func aHostileListKeepsTheNewestKeptScenesOnly() async throws {
        let kept = (-5...1_000).map { #"{"id":\#($0),"launch":2000,"at":\#($0)}"# }
        let list =
            #"{"version":1,"scenes":[1],"current":1,"launch":2000,"kept":[\#(kept.joined(separator: ","))]}"#
        let harness = try AppHarness { directory in
            try HostileCase.write(
                Data(list.utf8), to: directory.appending(path: "scenes.json"), mode: 0o600)
        }
        defer { harness.removeStateDirectory() }
        #expect(harness.app.openScenes == [SceneID(1)])
        let newest = (1_000 - AppLimits.keptScenes + 1)...1_000
        #expect(harness.app.disconnectedScenes == newest.map(SceneID.init))
    }
}
