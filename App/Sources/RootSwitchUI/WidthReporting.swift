#if canImport(SwiftUI)
    import AppCore
    import Routing
    import SwiftUI

    extension View {
        /// Tells the App how wide the window showing `scene` is
        /// (`RootSwitchApp.setWidth(_:in:)`), as its horizontal size class says, once the
        /// window has its scene and each time the size class changes; a Mac window is
        /// regular. Each window reports its own: an iPad's windows each have their own width.
        func reportingWidth(to app: RootSwitchApp, of scene: SceneID?) -> some View {
            modifier(WidthReporting(app: app, scene: scene))
        }
    }

    /// Reports a window's horizontal size class to the App, which shows Main's columns in the
    /// window's scene side by side or as one stack.
    struct WidthReporting: ViewModifier {
        let app: RootSwitchApp
        /// The window's scene; `nil` until it connects, when there is nothing to report to.
        let scene: SceneID?
        #if os(iOS) || os(visionOS)
            @Environment(\.horizontalSizeClass) private var sizeClass
        #endif

        func body(content: Content) -> some View {
            #if os(iOS) || os(visionOS)
                content
                    .onChange(of: scene, initial: true) { report() }
                    .onChange(of: sizeClass) { report() }
            #else
                content.onChange(of: scene, initial: true) { report() }
            #endif
        }

        private func report() {
            guard let scene else { return }
            #if os(iOS) || os(visionOS)
                app.setWidth(sizeClass == .regular ? .regular : .compact, in: scene)
            #else
                app.setWidth(.regular, in: scene)
            #endif
        }
    }
#endif
