#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    extension View {
        /// Shows what `router` presents over this view: its dialog
        /// (``SwiftUICore/View/routedDialog(of:)``), and its layer as a sheet (at the layer's
        /// sizes) or a full-screen cover (a sheet on macOS, which has none), each layer a
        /// ``RoutedStack`` of its own.
        ///
        /// A layer the platform dismisses (a swipe down) closes through the router as
        /// `dismissedBySystem`, and only the layer this view showed: a write-back from a sheet
        /// replaced meanwhile closes nothing else. While a layer is guarded it cannot be swiped
        /// away (`interactiveDismissDisabled`); closing it goes through the router, which asks.
        public func routedLayers<R: Route, Screen: View>(
            of router: Router<R>, @ViewBuilder screen: @escaping (R) -> Screen
        ) -> some View {
            modifier(RoutedLayers(router: router, screen: screen))
        }
    }

    /// The layers and the dialog one router presents over the view showing its stack.
    struct RoutedLayers<R: Route, Screen: View>: ViewModifier {
        let router: Router<R>
        let screen: (R) -> Screen

        func body(content: Content) -> some View {
            let shown = router.presented
            content
                .routedDialog(of: router)
                .sheet(item: layer(shown, where: Self.showsAsSheet)) { layer in
                    RoutedStack(layer, screen: screen)
                        .sheetSizing(of: layer)
                        .interactiveDismissDisabled(layer.isGuarded)
                }
                #if !os(macOS)
                    .fullScreenCover(item: layer(shown, where: { $0 == .cover })) { layer in
                        RoutedStack(layer, screen: screen)
                        .interactiveDismissDisabled(layer.isGuarded)
                    }
                #endif
        }

        /// Whether a layer of `style` shows as a sheet: every layer but a cover, and on macOS,
        /// which has no full-screen cover, a cover too (else the router would hold a layer no
        /// window shows).
        private nonisolated static func showsAsSheet(_ style: PresentationStyle) -> Bool {
            #if os(macOS)
                true
            #else
                style != .cover
            #endif
        }

        /// The layer `shown` when its style fits; the platform dismissing it closes that layer,
        /// by its own router, never the one that replaced it.
        private func layer(
            _ shown: Router<R>?, where fits: @escaping @Sendable (PresentationStyle) -> Bool
        ) -> Binding<Router<R>?> {
            let layer = shown.flatMap { $0.style.map(fits) == true ? $0 : nil }
            return Binding(
                get: { layer },
                set: { if $0 == nil, let layer, !layer.isClosed { layer.dismissBySystem() } })
        }
    }
#endif
