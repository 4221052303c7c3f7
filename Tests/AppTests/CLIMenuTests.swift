import Foundation
import Testing

/// `menu` through the binary: it lists the menu bar's items with their shortcuts, runs one by
/// its title as the menu would (a Go item as an entry, recorded and replayed; Close Window on
/// the current scene), and says which items there are when the title is none of them.
@Suite struct CLIMenuTests {
    @Test func menuListsTheItemsWithTheirShortcuts() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("scene open\nmenu\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                """
                Go > Home      ⌘1
                Go > Search    ⌘2
                Go > Profile   ⌘3
                Go > Settings
                Close Window   ⇧⌘W  scene 2
                """))
    }

    @Test func menuListsTheItemsAsJSON() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("menu\n", arguments: ["--json"])
        let menu = try #require(
            run.lines.compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }
            .first { $0["type"] as? String == "menu" })
        let items = try #require(menu["items"] as? [[String: Any]])
        #expect(
            items.map { $0["item"] as? String } == [
                "Go > Home", "Go > Search", "Go > Profile", "Go > Settings", "Close Window",
            ])
        #expect(items.first?["key"] as? String == "⌘1")
        #expect(items.last?["scene"] as? Int == 1)
    }

    @Test func anItemRunsThroughTheGateAndIsReplayed() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let journal = cli.stateDirectory.appending(path: "journal.jsonl").path
        let recorded = try cli.run(
            "menu Profile\n\(demoSignIn)\nstate\nscene open\nmenu Close Window\nstate\n",
            arguments: ["--record", journal])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let states = recorded.states
        try #require(states.count == 2)
        #expect((states[0]["scene"] as? [String: Any])?["tab"] as? String == "profile")
        #expect(states[1]["scenes"] as? [Int] == [1])
        let replay = try cli.run("", arguments: ["--replay", journal], stateDir: false)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("step 1: menuItem Profile"))
        #expect(replay.stdout.contains("the App ends in the recorded state"))
    }

    @Test func anUnknownItemIsAnErrorThatListsTheItems() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("menu Wish list\n")
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "error: unknown_menu_item: no menu item is titled 'Wish list': the menu has "
                    + "'Home', 'Search', 'Profile', 'Settings', 'Close Window'"))
    }

    @Test func helpNamesTheItems() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("help menu\n")
        #expect(
            run.stdout.contains(
                "menu [ITEM]  list the menu bar's items and shortcuts, or run one: Home, Search, "
                    + "Profile, Settings, Close Window (the current scene's)"))
    }
}
