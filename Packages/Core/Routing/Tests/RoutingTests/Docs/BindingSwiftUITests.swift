import Routing
import Testing

#if canImport(SwiftUI)
    import RoutingUI
    import SwiftUI
#endif

/// The code of `Routing.docc/BindingSwiftUI.md`: the model here, run on every platform; the
/// views below it, verbatim, compiled where SwiftUI exists (`Scripts/docs` checks that every
/// block of the article appears here).
enum StoreRoute: Route {
    case home, orders, account, basket
    case product(id: Int)
    case order(id: Int)
}

extension StoreRoute {
    /// The store's tabs, orders and account grouped as "You" in the sidebar.
    @MainActor static func navigator() -> Navigator<StoreRoute> {
        // Three distinct tabs, each in one section at most: never refused.
        try! Navigator(
            tabs: [.home, .orders, .account],
            sections: [Navigation.Section("You", tabs: [.orders, .account])])
    }
}

@Suite @MainActor struct BindingSwiftUITests {
    @Test func theStoreHasItsTabsAndTheirSection() {
        let navigator = StoreRoute.navigator()

        #expect(navigator.tabs == [.home, .orders, .account])
        #expect(navigator.sections == [Navigation.Section("You", tabs: [.orders, .account])])
        #expect(navigator.selectedTab == .home)
    }

    /// What the views write back, as commands: the article's snippet, with its outcome.
    @Test func whatTheViewsWriteBackIsCommands() {
        let navigator = StoreRoute.navigator()
        let orders = navigator.router(for: .orders)!
        orders.push(.order(id: 7))
        let basket = orders.present(.basket, sizing: SheetSizing(detents: [.medium, .large]))
        basket.selectedDetent = .large  // what dragging the sheet up writes back
        basket.dismissBySystem()  // what swiping it away writes back
        orders.path = []  // what a swipe back writes back
        // orders.stack == [.orders], orders.presented == nil
        #expect(orders.stack == [.orders])
        #expect(orders.presented == nil)
    }

    /// The sheet rests where the user dragged it, as its router says, until it closes.
    @Test func theSheetRestsWhereTheUserDraggedIt() {
        let navigator = StoreRoute.navigator()
        let basket = navigator.router.present(
            .basket, sizing: SheetSizing(detents: [.medium, .large]))
        #expect(basket.selectedDetent == .medium)

        basket.selectedDetent = .large

        #expect(navigator.router.presented?.selectedDetent == .large)
    }
}

#if canImport(SwiftUI)
    // Compiled where SwiftUI exists (Scripts/apple-typecheck, the macOS CI job): the
    // article's views, as written.
    struct StoreApp: App {
        @State private var navigator = StoreRoute.navigator()

        var body: some Scene {
            WindowGroup {
                StoreTabs(navigator: navigator)
            }
        }
    }

    struct StoreTabs: View {
        let navigator: Navigator<StoreRoute>

        var body: some View {
            RoutedTabs(navigator) { tab in
                Text(verbatim: "\(tab)")
            } content: { tab in
                if tab == .home {
                    RoutedColumns(navigator.router(for: tab)!.columns(.doubleColumn)) { route in
                        StoreScreen(route: route, navigator: navigator)
                    }
                } else {
                    RoutedStack(navigator.router(for: tab)!) { route in
                        StoreScreen(route: route, navigator: navigator)
                    }
                }
            }
        }
    }

    struct StoreScreen: View {
        let route: StoreRoute
        let navigator: Navigator<StoreRoute>

        var body: some View {
            switch route {
            case .home:
                Button("Product 1") { navigator.topRouter.push(.product(id: 1)) }
            case .product(let id):
                Button("Add \(id) to the basket") {
                    navigator.topRouter.present(
                        .basket, sizing: SheetSizing(detents: [.medium, .large]))
                }
            default:
                Text(verbatim: "\(route)")
            }
        }
    }

    struct BasketButton: View {
        let router: Router<StoreRoute>

        var body: some View {
            Button("Basket") { router.present(.basket) }
                .routedLayers(of: router) { route in Text(verbatim: "\(route)") }
        }
    }

    struct ReceiptView: View {
        let router: Router<StoreRoute>

        var body: some View {
            Text("Receipt")
                .routedDialog(of: router)
        }
    }

    struct BasketContent: View {
        let layer: Router<StoreRoute>

        var body: some View {
            RoutedStack(layer) { route in Text(verbatim: "\(route)") }
                .sheetSizing(of: layer)
        }
    }
#endif
