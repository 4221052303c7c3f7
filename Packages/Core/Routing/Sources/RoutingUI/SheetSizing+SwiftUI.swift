#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    extension View {
        /// Sizes a presented layer's sheet as its router says (``Router/sizing``): the
        /// detents it can rest at, bound to the one it rests at, and on macOS its window's
        /// ideal size; the system's sizes for a layer presented without.
        public func sheetSizing<R: Route>(of layer: Router<R>) -> some View {
            modifier(SheetSizingModifier(layer: layer))
        }
    }

    /// Binds `presentationDetents(_:selection:)` to a layer's sizing: the user dragging the
    /// sheet is ``Router/selectedDetent`` set, one command the router applies.
    struct SheetSizingModifier<R: Route>: ViewModifier {
        let layer: Router<R>

        func body(content: Content) -> some View {
            if let sizing = layer.sizing {
                content
                    .presentationDetents(
                        Set(sizing.detents.map(\.presentationDetent)), selection: selection(sizing)
                    )
                    .frame(
                        idealWidth: sizing.window.map { CGFloat($0.width) },
                        idealHeight: sizing.window.map { CGFloat($0.height) })
            } else {
                content
            }
        }

        private func selection(_ sizing: SheetSizing) -> Binding<PresentationDetent> {
            let layer = layer
            return Binding(
                get: { sizing.selected.presentationDetent },
                set: { chosen in
                    layer.selectedDetent = sizing.detents.first { $0.presentationDetent == chosen }
                })
        }
    }

    extension SheetSizing.Detent {
        /// The detent as SwiftUI names it.
        var presentationDetent: PresentationDetent {
            switch self {
            case .medium: .medium
            case .large: .large
            case .fraction(let fraction): .fraction(CGFloat(fraction))
            case .height(let height): .height(CGFloat(height))
            }
        }
    }
#endif
