import Foundation
import PrivateStorage

/// `pending-link.json` in the state directory: the deep link waiting for sign-in or
/// onboarding, and when it arrived, so that it outlives a relaunch within its window.
/// Missing or with no `url` when no link waits. The link is kept as opening it again needs
/// it: the query values its pattern does not declare redacted, no fragment or user info
/// (`DeepLinkTable.redacted(_:)`).
struct PendingLinkFile: VersionedFile {
    static let fileName = "pending-link.json"
    static var isExcludedFromBackup: Bool { true }
    var version = Self.currentVersion
    /// The link as it arrived, redacted.
    var url: String?
    /// When it arrived, by the wall clock (the only clock that goes on between two runs).
    var arrivedAt: Date?
}
