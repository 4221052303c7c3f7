#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    /// A `NavigationStack` bound to one stack of a navigator: its path is the router's, so a
    /// push, the back button and swipe-back are commands like any other (held while the stack
    /// is guarded: the back button hides then, and going back asks through the router), and
    /// what the router presents shows over it (``SwiftUICore/View/routedLayers(of:screen:)``),
    /// and the stack's inspector beside it (a sheet when compact), closed by the user through
    /// ``Router/isInspectorPresented``.
    ///
    /// ```swift
    /// RoutedStack(navigator.router) { route in Text("\(route)") }
    /// ```
    public struct RoutedStack<R: Route, Screen: View>: View {
        let router: Router<R>
        let screen: (R) -> Screen

        /// A stack bound to `router`, each route drawn by `screen`.
        public init(_ router: Router<R>, @ViewBuilder screen: @escaping (R) -> Screen) {
            self.router = router
            self.screen = screen
        }

        public var body: some View {
            NavigationStack(path: router.pathBinding) {
                if let root = router.stack.first {
                    screen(root)
                        .navigationDestination(for: R.self) { screen($0) }
                        .navigationBarBackButtonHidden(router.isGuarded)
                }
            }
            .routedInspector(of: router, screen: screen)
            .routedLayers(of: router, screen: screen)
        }
    }

    extension View {
        /// The inspector of `router`'s stack beside this view, a sheet when compact: open while
        /// ``Router/inspector`` names a route, closed by the user through
        /// ``Router/isInspectorPresented``.
        func routedInspector<R: Route, Screen: View>(
            of router: Router<R>, screen: @escaping (R) -> Screen
        ) -> some View {
            inspector(
                isPresented: Binding(
                    get: { router.isInspectorPresented },
                    set: { router.isInspectorPresented = $0 })
            ) {
                if let route = router.inspector { screen(route) }
            }
        }
    }

    extension Router {
        /// The routes above the root, for `NavigationStack(path:)`: setting them is one command.
        var pathBinding: Binding<[R]> {
            let router = self
            return Binding(get: { router.path }, set: { router.path = $0 })
        }
    }
#endif
