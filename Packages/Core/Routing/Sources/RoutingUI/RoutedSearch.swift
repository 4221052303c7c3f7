#if canImport(SwiftUI)
    public import Routing
    public import SwiftUI

    extension View {
        /// Makes this view searchable, its search the navigator's search tab's: active while
        /// ``Navigator/isSearching``, begun and ended by the user through it (ending it selects
        /// again the tab the user came from), so the search is restored and reached by a link
        /// like the rest of the navigation. Put it on the search tab's content.
        ///
        /// ```swift
        /// SearchResults(model).routedSearch(navigator, text: $model.query)
        /// ```
        /// - Parameters:
        ///   - navigator: the navigator whose search tab this view shows.
        ///   - text: the search field's text, the view's own.
        public func routedSearch<R: Route>(_ navigator: Navigator<R>, text: Binding<String>)
            -> some View
        {
            searchable(
                text: text,
                isPresented: Binding(
                    get: { navigator.isSearching }, set: { navigator.isSearching = $0 }))
        }
    }

    /// Selecting the search tab begins its search, as ``Navigation/Search`` says, where the
    /// platform does it too (iOS and macOS 26); before, the tab's `routedSearch` binding does.
    /// The SDK's SwiftUI must have it (7, in the 26 SDKs) besides the compiler: a newer
    /// compiler may build against an older SDK.
    struct SearchTabSelection: ViewModifier {
        func body(content: Content) -> some View {
            #if compiler(>=6.2) && canImport(SwiftUI, _version: 7.0)
                if #available(iOS 26.0, macOS 26.0, *) {
                    content.tabViewSearchActivation(.searchTabSelection)
                } else {
                    content
                }
            #else
                content
            #endif
        }
    }
#endif
