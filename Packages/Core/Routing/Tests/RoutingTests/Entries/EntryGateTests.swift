import Analytics
import Routing
import RoutingTesting
import TestSupport
import Testing

/// An entry goes through the gate as its link would: the same decisions, waiting, expiry,
/// drop on sign-out, analytics and events; one that does not become a link is refused.
@MainActor
@Suite struct EntryGateTests {
    typealias Decision = DeepLinkDecision<ShopEntryRoute>

    let clock = TestClock()
    let analytics = RecordingAnalytics()
    let events = NavigationEvents()

    /// Everything one gate reported and showed.
    final class Log {
        var decisions: [Decision] = []
        var shown: [ShopEntryRoute] = []

        func show(_ match: DeepLinkMatch<ShopEntryRoute>) -> Bool {
            shown.append(match.route)
            return true
        }
    }

    func makeGate(_ access: DeepLinkAccess, log: Log) -> DeepLinkGate<ShopEntryRoute> {
        DeepLinkGate(
            access: access, clock: clock, analytics: analytics, events: events,
            onDecision: { log.decisions.append($0) })
    }

    /// Each kind of entry, and the link it becomes.
    nonisolated static let entries: [(IncomingEntry, String)] = [
        (.notification(category: "order.shipped", payload: ["order": "7"]), "shop://orders/7"),
        (.notification(category: "", payload: ["link": "shop://orders/7"]), "shop://orders/7"),
        (
            .activity(
                type: IncomingEntry.browsingWeb, webpageURL: "https://shop.example/orders/7",
                userInfo: [:]),
            "https://shop.example/orders/7"
        ),
        (
            .activity(
                type: EntryFixtures.activityType, webpageURL: nil,
                userInfo: ["link": "shop://orders/7"]),
            "shop://orders/7"
        ),
        (.spotlight(identifier: "shop://orders/7"), "shop://orders/7"),
        (.intent(name: "OpenOrder", values: ["id": "7"]), "shop://orders/7"),
        (.quickAction(type: "cart"), "shop://cart"),
    ]

    @Test(arguments: entries)
    func anEntryIsDecidedAsItsLink(entry: IncomingEntry, link: String) throws {
        let entries = try EntryFixtures.entries()
        let byEntry = Log()
        let byLink = Log()
        let entryGate = makeGate(.signedOut, log: byEntry)
        let linkGate = makeGate(.signedOut, log: byLink)
        let navigation = NavigationRecorder(events, kinds: [.deepLink])

        try entryGate.open(entry, in: entries, show: byEntry.show)
        try linkGate.open(link, in: entries.links, show: byLink.show)
        #expect(byEntry.decisions == byLink.decisions)
        #expect(byEntry.decisions.first?.url == link)
        #expect(analytics.events.count == 2)
        #expect(analytics.events.first == analytics.events.last)
        // Signing in replays both the same way.
        entryGate.update(access: .ready, show: byEntry.show)
        linkGate.update(access: .ready, show: byLink.show)
        #expect(byEntry.decisions == byLink.decisions)
        #expect(byEntry.shown == byLink.shown)
        #expect(!byEntry.shown.isEmpty)
        // The events come in pairs, the entry's then the link's, each pair the same: opened,
        // or deferred then replayed.
        let received = navigation.unchecked
        #expect([2, 4].contains(received.count))
        #expect(
            stride(from: 0, to: received.count - 1, by: 2).allSatisfy {
                received[$0] == received[$0 + 1]
            })
    }

    @Test func aNotificationTappedWhileSignedOutOpensAfterSignIn() throws {
        let log = Log()
        let gate = makeGate(.signedOut, log: log)
        let decision = try gate.open(
            .notification(category: "order.shipped", payload: ["order": "7"]),
            in: try EntryFixtures.entries(), show: log.show)
        #expect(decision.outcome == .deferred)
        #expect(gate.pendingURL == "shop://orders/7")
        #expect(gate.update(access: .ready, show: log.show)?.outcome == .replayed)
        #expect(log.shown == [.order(id: 7)])
    }

    @Test func aWaitingEntryIsDroppedOnSignOutOrOnceItExpires() throws {
        let entries = try EntryFixtures.entries()
        let log = Log()
        let gate = makeGate(.onboarding, log: log)
        try gate.open(
            .intent(name: "SearchShop", values: ["q": "tea"]), in: entries, show: log.show)
        #expect(gate.update(access: .signedOut, show: log.show)?.outcome == .dropped(.signedOut))

        try gate.open(
            .intent(name: "SearchShop", values: ["q": "tea"]), in: entries, show: log.show)
        clock.advance(by: DeepLinkGate<ShopEntryRoute>.defaultWindow + .seconds(1))
        #expect(gate.update(access: .ready, show: log.show)?.outcome == .dropped(.expired))
        #expect(log.shown.isEmpty)
    }

    @Test func anEntryThatIsNoLinkIsRefusedAndReported() throws {
        let log = Log()
        let gate = makeGate(.ready, log: log)
        let navigation = NavigationRecorder(events, kinds: [.deepLink])
        let entry = IncomingEntry.quickAction(type: "wishlist")
        #expect(
            thrownDeepLinkCode {
                try gate.open(entry, in: try EntryFixtures.entries(), show: log.show)
            } == .unknownEntry)
        #expect(
            log.decisions == [
                Decision(url: "quickAction wishlist", match: nil, outcome: .refused(.unknownEntry))
            ])
        #expect(
            log.decisions.first?.description
                == "deep link refused: quickAction wishlist (unknown_entry)")
        #expect(analytics.events == [.deepLinkRefused(reason: "unknown_entry")])
        navigation.expect(.deepLink(outcome: "refused", pattern: nil, detail: "unknown_entry"))
    }

    @Test(arguments: [
        IncomingEntry.spotlight(identifier: "shop://checkout/payment"),
        .notification(category: "", payload: ["link": "shop://checkout/payment"]),
        .activity(
            type: EntryFixtures.activityType, webpageURL: nil,
            userInfo: ["link": "https://shop.example/checkout/payment"]),
    ])
    func noEntryOpensARestorationOnlyPattern(entry: IncomingEntry) throws {
        let log = Log()
        let gate = makeGate(.ready, log: log)
        #expect(
            thrownDeepLinkCode {
                try gate.open(entry, in: try EntryFixtures.entries(), show: log.show)
            }
                == .noMatch)
        #expect(log.decisions.map(\.outcome) == [.refused(.noMatch)])
        #expect(log.shown.isEmpty)
    }

    @Test func aRefusedEntryLeavesTheWaitingLinkWaiting() throws {
        let entries = try EntryFixtures.entries()
        let log = Log()
        let gate = makeGate(.signedOut, log: log)
        try gate.open(.spotlight(identifier: "shop://orders/3"), in: entries, show: log.show)
        _ = thrownDeepLinkCode {
            try gate.open(.intent(name: "OpenOrder", values: [:]), in: entries, show: log.show)
        }
        #expect(gate.pendingURL == "shop://orders/3")
        #expect(log.decisions.map(\.outcome) == [.deferred, .refused(.incompleteEntry)])
    }
}
