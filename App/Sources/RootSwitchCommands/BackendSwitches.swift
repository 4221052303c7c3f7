import AppCore
import Backend

/// The `backend` commands: the embedded backend's fault switches.
@MainActor
struct BackendSwitches {
    /// The embedded backend; `nil` with a remote one, which has no switches.
    private let backend: EmbeddedBackend?

    init(_ backend: EmbeddedBackend?) {
        self.backend = backend
    }

    /// Flips one switch.
    /// - Throws: `not_embedded` with a remote backend; the backend's error for an item it
    ///   cannot delete.
    func flip(_ change: Command.BackendSwitch) throws(AppError) {
        guard let backend else {
            throw AppError(
                .notEmbedded, reason: "backend switches work with the embedded backend only")
        }
        switch change {
        case .offline(let on): backend.isOffline = on
        case .maintenance(let on): backend.isInMaintenance = on
        case .expireSessions: backend.expireSessions()
        case .deleteItem(let id):
            do {
                try backend.deleteItem(id)
            } catch {
                throw AppError(.init(rawValue: error.code.rawValue), reason: error.reason)
            }
        }
    }
}

extension AppError.Code {
    /// A fault switch was used with a backend other than the embedded one.
    static let notEmbedded = Self(rawValue: "not_embedded")
}
