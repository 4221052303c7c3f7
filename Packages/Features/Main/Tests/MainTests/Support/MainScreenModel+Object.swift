import Main

extension MainScreenModel {
    /// The model the case holds.
    var object: AnyObject {
        switch self {
        case .home(let model): model
        case .item(let model): model
        case .search(let model): model
        case .searchResults(let model): model
        case .profile(let model): model
        case .settings(let model): model
        case .settingsAbout(let model): model
        }
    }

    /// The identity of the model the case holds.
    var identity: ObjectIdentifier { ObjectIdentifier(object) }
}
