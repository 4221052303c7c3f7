#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    extension View {
        /// Shows the alert or confirmation dialog `router` shows (``Router/dialog``), its
        /// buttons choosing through the router; the system taking it down (a tap outside)
        /// closes it as `dismissedBySystem`.
        public func routedDialog<R: Route>(of router: Router<R>) -> some View {
            modifier(RoutedDialog(router: router))
        }
    }

    /// Binds one router's dialog to `.alert` or `.confirmationDialog`, as its style says.
    struct RoutedDialog<R: Route>: ViewModifier {
        let router: Router<R>

        func body(content: Content) -> some View {
            let shown = router.dialog
            content
                .alert(
                    shown?.title ?? "", isPresented: isPresented(shown, as: .alert),
                    presenting: shown, actions: buttons, message: message
                )
                .confirmationDialog(
                    shown?.title ?? "", isPresented: isPresented(shown, as: .confirmationDialog),
                    titleVisibility: .visible, presenting: shown, actions: buttons,
                    message: message)
        }

        /// Whether `shown` is up in `style`. SwiftUI sets it to false after any button too,
        /// and on macOS before the button's action: so the system's dismissal is answered only
        /// once the platform is done with the presentation, and a button chosen meanwhile wins
        /// (``Router/choose(_:)`` answers first; the dismissal then finds no dialog).
        private func isPresented(_ shown: PresentedDialog?, as style: PresentedDialog.Style)
            -> Binding<Bool>
        {
            let router = router
            return Binding(
                get: { shown?.style == style && router.dialog?.id == shown?.id },
                set: { isUp in
                    guard !isUp, let shown, shown.style == style else { return }
                    Task { @MainActor in router.dismissDialogBySystem(shown) }
                })
        }

        @ViewBuilder
        private func buttons(_ dialog: PresentedDialog) -> some View {
            let router = router
            ForEach(dialog.buttons) { button in
                Button(button.label, role: Self.role(button.role)) { router.choose(button) }
            }
        }

        @ViewBuilder
        private func message(_ dialog: PresentedDialog) -> some View {
            if let message = dialog.message { Text(message) }
        }

        private static func role(_ role: PresentedDialog.Role?) -> ButtonRole? {
            switch role {
            case .destructive: .destructive
            case .cancel: .cancel
            case nil: nil
            }
        }
    }
#endif
