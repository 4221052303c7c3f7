import Foundation
import Main
import Routing
import Testing

/// What `restore` leaves out of a saved navigation: what Main cannot show where it was saved
/// (with everything after it), and what no navigation of Main's can hold (alone, never the
/// whole navigation).
@MainActor
@Suite struct MainRestorationLeftOutTests {
    /// The profile tab as saved, and as restored.
    @Test(arguments: [
        // A settings route in a tab's stack: the stack stops before it.
        (
            [
                NavigationCommand<MainRoute>.push(.item(id: 2)), .push(.settings),
                .push(.item(id: 1)),
            ],
            [ShownStack.base(.profile, .item(id: 2))]
        ),
        // A sheet that starts inside the settings: it and what is above it are left out.
        (
            [.push(.item(id: 2)), .present(.settingsAbout), .present(.settings)],
            [.base(.profile, .item(id: 2))]
        ),
        // Tab routes inside the settings sheet, settings routes in another sheet: each sheet
        // stops before the first route of the other kind; the settings sheet comes back at
        // its sizes.
        (
            [.present(.settings), .push(.home), .present(.search), .push(.settings)],
            [.base(.profile), .sheet(.settings, sizing: .settings), .sheet(.search)]
        ),
        // A second settings sheet: only one runs at a time.
        (
            [.present(.settings), .present(.settings), .push(.settingsAbout)],
            [.base(.profile), .sheet(.settings, sizing: .settings)]
        ),
        // A cover keeps its style: every layer has its own stack.
        ([.present(.item(id: 4), style: .cover)], [.base(.profile), .cover(.item(id: 4))]),
    ])
    func leavesOutWhatCannotBeShownThere(
        saved: [NavigationCommand<MainRoute>], restored: [ShownStack]
    ) async throws {
        let main = await MainHarness()
        main.coordinator.restore(try .main([.select(.profile)] + saved))
        await main.settle()
        #expect(main.navigator.state.stacks(of: .profile) == restored)
        #expect(main.navigator.selectedTab == .profile)
    }

    /// A tab Main does not have (saved by another version) is left out with its stack; the
    /// tabs Main has come back, and a selected tab Main lacks leaves home selected.
    @Test(arguments: [(MainRoute.profile, MainRoute.profile), (.settingsAbout, .home)])
    func aTabMainDoesNotHaveIsLeftOut(selected: MainRoute, restored: MainRoute) async throws {
        let main = await MainHarness()
        let saved = try Navigation<MainRoute>(tabs: [.home, .settingsAbout, .profile])
            .applying([
                .push(.item(id: 3)), .select(.settingsAbout), .push(.item(id: 4)),
                .select(.profile), .present(.settings, sizing: .settings), .select(selected),
            ])
        main.coordinator.restore(saved)
        #expect(
            main.navigator.state.shown == [
                [.base(.home, .item(id: 3))], [.base(.search)],
                [.base(.profile), .sheet(.settings, sizing: .settings)],
            ])
        #expect(main.navigator.selectedTab == restored)
    }

    /// Sizes no sheet can have (saved by a version that allowed them) are not the whole
    /// navigation's loss: the settings sheet comes back at its own sizes, another layer at the
    /// system's.
    @Test func sizesNoSheetCanHaveAreLeftOut() async throws {
        let broken = SheetSizing(detents: [.fraction(2)])
        let saved = try Navigation<MainRoute>.main([
            .push(.item(id: 3)), .select(.profile), .present(.settings, sizing: .settings),
            .push(.settingsAbout), .present(.item(id: 9)), .present(.search, sizing: .settings),
        ])
        .reading(.settings, as: broken)
        #expect(saved.stacks(of: .profile).compactMap(\.sizing) == [broken, broken])
        let main = await MainHarness()
        main.coordinator.restore(saved)
        #expect(
            main.navigator.state.stacks(of: .profile) == [
                .base(.profile), .sheet(.settings, .settingsAbout, sizing: .settings),
                .sheet(.item(id: 9)), .sheet(.search),
            ])
        #expect(main.navigator.state.stacks(of: .home) == [.base(.home, .item(id: 3))])
    }

    /// An arrangement that hides every tab Main has is left out, not the navigation.
    @Test func anArrangementHidingEveryTabIsLeftOut() async throws {
        let main = await MainHarness()
        let saved = try Navigation<MainRoute>(tabs: [.home, .search, .profile, .settings])
            .applying([
                .push(.item(id: 3)),
                .arrange(.init(order: [.settings], hidden: [.home, .search, .profile])),
            ])
        main.coordinator.restore(saved)
        #expect(main.navigator.state.stacks(of: .home) == [.base(.home, .item(id: 3))])
        #expect(main.navigator.visibleTabs == [.home, .search, .profile])
    }
}

extension Navigation where R == MainRoute {
    /// This navigation read back from its JSON with `sizes` replaced by `replacement` wherever
    /// a layer has them: how a file saved by another version can hold sizes no command takes.
    fileprivate func reading(_ sizes: SheetSizing, as replacement: SheetSizing) throws -> Self {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = { (value: any Encodable) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        let edited = try text(self).replacingOccurrences(
            of: try text(sizes), with: try text(replacement))
        return try JSONDecoder().decode(Self.self, from: Data(edited.utf8))
    }
}
