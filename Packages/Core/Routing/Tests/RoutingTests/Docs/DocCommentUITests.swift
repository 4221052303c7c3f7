#if canImport(SwiftUI)
    import Routing
    import RoutingUI
    import SwiftUI

    /// The SwiftUI examples of Routing's and RoutingUI's doc comments, each verbatim
    /// (`Scripts/docs` checks it): compiled where SwiftUI exists (the macOS CI job).
    @MainActor enum DocCommentUIExamples {
        enum ShopRoute: Route {
            case home, settings
        }

        /// A dialog bound by hand, as `PresentedDialog`'s example binds it.
        struct DialogByHand: View {
            let router: Router<ShopRoute>

            var body: some View {
                Text("Shop")
                    .alert(
                        router.dialog?.title ?? "", isPresented: .constant(router.dialog != nil),
                        presenting: router.dialog
                    ) { dialog in
                        ForEach(dialog.buttons) { button in
                            Button(button.label) { router.choose(button) }
                        }
                    }
            }
        }

        struct Stack: View {
            let navigator: Navigator<ShopRoute>

            var body: some View {
                RoutedStack(navigator.router) { route in Text("\(route)") }
            }
        }

        struct Columns: View {
            let router: Router<ShopRoute>

            var body: some View {
                RoutedColumns(router.columns(.doubleColumn)) { route in Text("\(route)") }
            }
        }

        @Observable final class SearchModel {
            var query = ""
        }

        struct SearchResults: View {
            let model: SearchModel

            init(_ model: SearchModel) {
                self.model = model
            }

            var body: some View {
                Text(model.query)
            }
        }

        struct Search: View {
            @Bindable var model: SearchModel
            let navigator: Navigator<ShopRoute>

            var body: some View {
                SearchResults(model).routedSearch(navigator, text: $model.query)
            }
        }

        struct Tabs: View {
            let navigator: Navigator<ShopRoute>

            var body: some View {
                RoutedTabs(navigator) { root in
                    Text("\(root)")
                } content: { root in
                    RoutedStack(navigator.router(for: root)!) { Text("\($0)") }
                }
            }
        }
    }
#endif
