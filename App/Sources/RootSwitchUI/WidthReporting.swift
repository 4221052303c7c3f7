#if canImport(SwiftUI)
    import AppCore
    import SwiftUI

    extension View {
        /// Tells the App how wide the window is (`RootSwitchApp.setWidth(_:)`), as its
        /// horizontal size class says, when it appears and each time it changes; a Mac
        /// window is regular.
        func reportingWidth(to app: RootSwitchApp) -> some View {
            modifier(WidthReporting(app: app))
        }
    }

    /// Reports a window's horizontal size class to the App, which shows Main's columns side
    /// by side or as one stack.
    struct WidthReporting: ViewModifier {
        let app: RootSwitchApp
        #if os(iOS) || os(visionOS)
            @Environment(\.horizontalSizeClass) private var sizeClass
        #endif

        func body(content: Content) -> some View {
            #if os(iOS) || os(visionOS)
                content.onChange(of: sizeClass, initial: true) { _, sizeClass in
                    app.setWidth(sizeClass == .regular ? .regular : .compact)
                }
            #else
                content.onAppear { app.setWidth(.regular) }
            #endif
        }
    }
#endif
