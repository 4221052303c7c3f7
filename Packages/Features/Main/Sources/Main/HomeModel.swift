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
///         if let refusal = model.refusal { Text(refusal.reason) }
///     }
/// }
/// ```
@MainActor
@Observable
public final class HomeModel {
    /// Why the last ``openItem(id:)`` was refused (`stack_too_deep`: the tab holds the most
    /// screens there can be); nil once an item opens.
    public private(set) var refusal: RoutingError?
    @ObservationIgnored let loader: Loader<[Item]>
    @ObservationIgnored private weak var requests: (any MainRequests)?

    init(loader: Loader<[Item]>, requests: (any MainRequests)?) {
        self.loader = loader
        self.requests = requests
    }

    /// The first items, in id order; loaded when the screen comes on screen.
    public var items: LoadState<[Item]> { loader.current }

    /// Opens an item's screen above this one; when the tab holds the most screens there can
    /// be (`Navigation.maximumRoutes`), nothing changes and ``refusal`` says why.
    /// - Parameter id: the item's identifier.
    public func openItem(id: Int) {
        do throws(RoutingError) {
            try requests?.push(.item(id: id))
            refusal = nil
        } catch {
            refusal = error
        }
    }

    /// Loads the items again after a failure; does nothing while they load or once loaded.
    public func retry() {
        loader.load()
    }
}
