public import Observation
public import Routing

/// The home tab's screen: the first items of the catalogue.
///
/// ```swift
/// struct HomeView: View {
///     let model: HomeModel
///     var body: some View {
///         if case .loaded(let items) = model.items {
///             List(items) { item in Button(item.title) { model.openItem(id: item.id) } }
///         }
///     }
/// }
/// ```
@MainActor
@Observable
public final class HomeModel {
    @ObservationIgnored let loader: Loader<[Item]>
    @ObservationIgnored private weak var navigator: (any MainNavigator)?

    init(loader: Loader<[Item]>, navigator: (any MainNavigator)?) {
        self.loader = loader
        self.navigator = navigator
    }

    /// The first items, in id order; loaded when the screen comes on screen.
    public var items: LoadState<[Item]> { loader.current }

    /// Opens an item's screen above this one.
    /// - Parameter id: the item's identifier.
    /// - Throws: `stack_too_deep` when the tab holds the most screens there can be
    ///   (`NavigationLimits.maximumRoutes`); nothing changes then.
    public func openItem(id: Int) throws(RoutingError) {
        try navigator?.open(.item(id: id))
    }

    /// Loads the items again after a failure; does nothing while they load or once loaded.
    public func retry() {
        loader.load()
    }
}
