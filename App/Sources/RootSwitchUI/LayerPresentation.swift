#if canImport(SwiftUI)
    import Main
    import Routing
    import SwiftUI

    extension View {
        /// Shows what `router` presents: its dialog, and its layer as a sheet (at the
        /// layer's sizes) or a cover (a sheet on macOS), each layer a ``RouterStack`` of its
        /// own.
        func presentingLayers(
            of router: Router<MainRoute>, navigation: any MainNavigation
        ) -> some View {
            modifier(LayerPresentation(router: router, navigation: navigation))
        }
    }

    /// The layers and the dialog one router presents over the view showing its stack.
    struct LayerPresentation: ViewModifier {
        let router: Router<MainRoute>
        let navigation: any MainNavigation

        func body(content: Content) -> some View {
            content
                .dialog(of: router)
                .sheet(item: presented(where: { Self.showsAsSheet($0) })) { layer in
                    RouterStack(router: layer, navigation: navigation)
                        .sheetSizing(of: layer)
                }
                #if !os(macOS)
                    .fullScreenCover(item: presented(where: { $0 == .cover })) { layer in
                        RouterStack(router: layer, navigation: navigation)
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

        /// The presented layer of a style; the system dismissing it (a swipe down) closes it
        /// through the router, with the `dismissedBySystem` outcome.
        private func presented(where style: @escaping @Sendable (PresentationStyle) -> Bool)
            -> Binding<Router<MainRoute>?>
        {
            let router = router
            return Binding(
                get: {
                    router.presentedRouter.flatMap { layer in
                        layer.presentationStyle.map(style) == true ? layer : nil
                    }
                },
                set: { layer in
                    if layer == nil { router.presentedRouter?.dismissBySystem() }
                })
        }
    }
#endif
