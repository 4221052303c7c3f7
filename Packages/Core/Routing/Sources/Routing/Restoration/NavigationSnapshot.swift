public import Foundation

/// Saved navigation state with what is needed to decide whether it may be restored.
///
/// This is the stored format: JSON with the keys `schemaVersion`, `userID`, `savedAt` and
/// `payload`, the payload being a ``RouterState`` or a ``TabsState``. Routes and tabs are
/// encoded by their own `Codable` conformance, so only identifiers are stored.
///
/// ```swift
/// let snapshot = NavigationSnapshot(userID: "u-17", savedAt: .now, payload: router.state)
/// ```
public struct NavigationSnapshot<Payload: Hashable & Sendable & Codable>: Hashable, Sendable,
    Codable
{
    /// The schema version this build writes and the only one it reads.
    public static var currentSchemaVersion: Int { 1 }

    /// The schema the snapshot was written with.
    public var schemaVersion: Int
    /// The opaque identifier of the user the state belongs to.
    public var userID: String
    /// When the state was saved.
    public var savedAt: Date
    /// The navigation state.
    public var payload: Payload

    /// Creates a snapshot.
    /// - Parameters:
    ///   - userID: the opaque identifier of the signed-in user.
    ///   - savedAt: when the state is saved.
    ///   - payload: the navigation state.
    ///   - schemaVersion: the schema; leave the default except to test migrations.
    public init(
        userID: String, savedAt: Date, payload: Payload,
        schemaVersion: Int = currentSchemaVersion
    ) {
        self.schemaVersion = schemaVersion
        self.userID = userID
        self.savedAt = savedAt
        self.payload = payload
    }
}
