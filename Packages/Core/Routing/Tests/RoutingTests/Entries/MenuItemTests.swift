import Routing
import Testing

/// An item of the menu bar's Go menu is an entry point like a quick action: its title names
/// it, its pattern takes no values, and its shortcut is a key no other menu answers.
@Suite struct MenuItemTests {
    /// The shop's links with its Go menu: Home (⌘1) and Cart (⌘2).
    func menu() throws -> DeepLinkTable<ShopEntryRoute> {
        var links = try EntryFixtures.links()
        try links.register(.menuItem("Home", key: EntryPoint.Key("1"), opens: EntryFixtures.home))
        try links.register(.menuItem("Cart", key: EntryPoint.Key("2"), opens: EntryFixtures.cart))
        return links
    }

    @Test func anItemOpensItsPatternsLink() throws {
        let links = try menu()
        #expect(try links.link(for: .menuItem(title: "Cart")) == "shop://cart")
        #expect(try links.resolve(try links.link(for: .menuItem(title: "Home"))).route == .home)
        #expect(
            thrownDeepLinkCode { _ = try links.link(for: .menuItem(title: "Wishlist")) }
                == .unknownEntry)
        #expect(links.reduced(.menuItem(title: "Cart")) == .menuItem(title: "Cart"))
        #expect(IncomingEntry.menuItem(title: "Cart").description == "menuItem Cart")
        #expect(IncomingEntry.menuItem(title: "Cart").kind == "menuItem")
    }

    @Test func aShortcutSaysItselfAsAMenuDoes() {
        #expect(EntryPoint.Key("a").description == "⌘A")
        #expect(EntryPoint.Key.closeWindow.description == "⇧⌘W")
    }

    @Test(arguments: [
        // A menu cannot show an empty title.
        (EntryPoint.menuItem("", opens: EntryFixtures.cart), "its title is empty"),
        (.menuItem("  ", opens: EntryFixtures.cart), "its title is empty"),
        // One title, one item.
        (.menuItem("Cart", opens: EntryFixtures.home), "it is declared twice"),
        // An item gives no values.
        (
            .menuItem("Order", opens: EntryFixtures.order),
            "a menu item gives no values, and 'orders/<int:id>' needs [\"id\"]"
        ),
        // A shortcut is a lowercase letter or a digit, one no other menu answers.
        (
            .menuItem("Orders", key: EntryPoint.Key("O"), opens: EntryFixtures.home),
            "its shortcut 'O' is not a lowercase letter or a digit"
        ),
        (
            .menuItem("Orders", key: EntryPoint.Key(" "), opens: EntryFixtures.home),
            "its shortcut ' ' is not a lowercase letter or a digit"
        ),
        (
            .menuItem("Orders", key: EntryPoint.Key("q"), opens: EntryFixtures.home),
            "its shortcut ⌘Q is the platform's menus'"
        ),
        (
            .menuItem("Orders", key: .closeWindow, opens: EntryFixtures.home),
            "its shortcut ⇧⌘W is the platform's menus'"
        ),
        (
            .menuItem("Orders", key: EntryPoint.Key("2"), opens: EntryFixtures.home),
            "its shortcut ⌘2 is menu item Cart's already"
        ),
        // Never from outside: a restoration-only pattern.
        (
            .menuItem("Pay", opens: EntryFixtures.payment),
            "'checkout/payment' is restoration-only: no entry opens it"
        ),
    ])
    func anItemAMenuCannotShowIsRefused(point: EntryPoint, reason: String) throws {
        var links = try menu()
        let before = links.entryPoints
        #expect(throws: RoutingError.self) { try links.register(point) }
        do {
            try links.register(point)
        } catch {
            #expect(error.code == .invalidEntryPoint)
            #expect(error.reason.hasSuffix(": \(reason)"), "\(error.reason)")
        }
        #expect(links.entryPoints == before)
    }

    @Test func anItemKeyedWithShiftIsAnotherKey() throws {
        var links = try menu()
        try links.register(
            .menuItem("Orders", key: EntryPoint.Key("2", shift: true), opens: EntryFixtures.home))
        #expect(links.entryPoints.count == 3)
    }
}
