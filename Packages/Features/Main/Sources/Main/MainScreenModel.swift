/// The model of the screen a ``MainRoute`` shows, from ``MainNavigation/model(for:)``: one
/// case per route, each holding the typed model a view binds to.
///
/// ```swift
/// let home = navigation.navigator.router(for: MainTab.home.root)!
/// NavigationStack(path: Binding(get: { home.path }, set: { home.path = $0 })) {
///     HomeView(model: ...)
///         .navigationDestination(for: MainRoute.self) { route in
///             switch navigation.model(for: route) {
///             case .item(let item): ItemView(model: item)
///             case .searchResults(let results): ResultsView(model: results)
///             default: EmptyView()
///             }
///         }
/// }
/// ```
public enum MainScreenModel: Sendable {
    /// ``MainRoute/home``.
    case home(HomeModel)
    /// ``MainRoute/item(id:)``.
    case item(ItemModel)
    /// ``MainRoute/search``.
    case search(SearchModel)
    /// ``MainRoute/searchResults(query:)``.
    case searchResults(SearchResultsModel)
    /// ``MainRoute/profile``.
    case profile(ProfileModel)
    /// ``MainRoute/settings``, the settings sheet's root.
    case settings(SettingsModel)
    /// ``MainRoute/settingsAbout``, inside the settings sheet.
    case settingsAbout(AboutModel)
}
