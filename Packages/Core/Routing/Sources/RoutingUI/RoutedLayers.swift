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
    ///
    /// Which layer shows comes from the chain's ``LayerSteps``, not from the navigator directly,
    /// so a change that crosses several layers shows one layer at a time, each step started by
    /// the previous one's `onDismiss` or appearance. The view of the chain's root owns the
    /// steps and follows the navigator; the layers above it read them from the environment.
    struct RoutedLayers<R: Route, Screen: View>: ViewModifier {
        let router: Router<R>
        let screen: (R) -> Screen
        /// The steps of the chain this stack shows in, from the view that presents it.
        @Environment(LayerSteps<R>.self) private var inherited: LayerSteps<R>?
        /// The steps of the chain this stack starts, when it shows in none (a tab's base).
        @State private var own: LayerSteps<R>

        init(router: Router<R>, screen: @escaping (R) -> Screen) {
            self.router = router
            self.screen = screen
            _own = State(
                initialValue: LayerSteps(showing: router.navigator.current, from: router.id))
        }

        func body(content: Content) -> some View {
            let steps = inherited.flatMap { $0.holds(router.id) ? $0 : nil } ?? own
            let owns = steps === own
            let shown = steps.layer(over: router.id)
            let presenter = router.id
            content
                .routedDialog(of: router)
                .sheet(
                    item: layer(shown, where: { $0.showsAsSheet }),
                    onDismiss: { steps.dismissed(over: presenter) }
                ) { layer in
                    RoutedStack(layer, screen: screen)
                        .sheetSizing(of: layer)
                        .interactiveDismissDisabled(layer.isGuarded)
                        .onAppear { steps.presented(layer.id) }
                        .environment(steps)
                }
                #if !os(macOS)
                    .fullScreenCover(
                        item: layer(shown, where: { $0 == .cover }),
                        onDismiss: { steps.dismissed(over: presenter) }
                    ) { layer in
                        RoutedStack(layer, screen: screen)
                        .interactiveDismissDisabled(layer.isGuarded)
                        .onAppear { steps.presented(layer.id) }
                        .environment(steps)
                    }
                #endif
                // Only the layers' identities: the stacks' routes, sizes and dialogs are bound
                // to the navigator directly.
                .onChange(of: owns ? liveLayers : [], initial: true) {
                    if owns { steps.follow(router.navigator.current) }
                }
        }

        /// The layers the navigator holds over this stack, bottom-up, observed.
        private var liveLayers: [Int] {
            var layers: [Int] = []
            var next = router.presented
            while let layer = next {
                layers.append(layer.id)
                next = layer.presented
            }
            return layers
        }

        /// The layer `shown` when its style fits, kept on screen after the navigator closed it
        /// until its step comes; the platform dismissing it closes that layer, by its own
        /// router, never the one that replaced it.
        private func layer(
            _ shown: Navigation<R>.Stack?,
            where fits: @escaping @Sendable (PresentationStyle) -> Bool
        ) -> Binding<Router<R>?> {
            let navigator = router.navigator
            let layer = shown.flatMap { stack in
                stack.style.map(fits) == true ? Router(navigator: navigator, id: stack.id) : nil
            }
            return Binding(
                get: { layer },
                set: { if $0 == nil, let layer, !layer.isClosed { layer.dismissBySystem() } })
        }
    }

    extension PresentationStyle {
        /// Whether a layer of this style shows as a sheet: every layer but a cover, and on
        /// macOS, which has no full-screen cover, a cover too (else the router would hold a layer
        /// no window shows). Outside the generic view, so that a closure reading it captures no
        /// view type.
        fileprivate var showsAsSheet: Bool {
            #if os(macOS)
                true
            #else
                self != .cover
            #endif
        }
    }
#endif
