import Foundation

/// The saved file: navigation state with what is needed to decide whether it may be
/// restored.
///
/// JSON with the keys `schemaVersion`, `userID`, `savedAt` (ISO 8601) and `payload`, a
/// ``RouterState`` or a ``TabsState`` whose routes are their canonical deep links (what
/// ``DeepLinkTable/url(for:)`` writes) and whose tabs are their own `Codable` form:
///
/// ```json
/// {
///   "payload" : {
///     "selected" : "home",
///     "tabs" : [
///       { "state" : { "presented" : [], "stack" : [ "rootswitch://home", "rootswitch://items/42" ] }, "tab" : "home" }
///     ]
///   },
///   "savedAt" : "2026-11-24T09:30:00Z",
///   "schemaVersion" : 3,
///   "userID" : "u-17"
/// }
/// ```
///
/// Schema 3 added what schema 2 lacked, each optional: a presented layer's `sizing` and the
/// tabs' `customization`; a schema-2 file reads as schema 3 without them. Schema 1 stored
/// each route in its `Codable` form (`{"item":{"id":42}}`); such a file is read once,
/// through that form, and written again in this one.
struct NavigationSnapshot<Payload: Encodable>: Encodable {
    /// The schema this build writes.
    static var currentSchemaVersion: Int { 3 }
    /// The schemas this build reads in the current form: this one and those it only added
    /// optional fields to.
    static var currentForm: ClosedRange<Int> { 2...currentSchemaVersion }
    /// The schema of the previous release, still read (routes in their `Codable` form).
    static var legacySchemaVersion: Int { 1 }

    let schemaVersion: Int
    let userID: String
    let savedAt: Date
    let payload: Payload

    init(userID: String, savedAt: Date, payload: Payload) {
        schemaVersion = Self.currentSchemaVersion
        self.userID = userID
        self.savedAt = savedAt
        self.payload = payload
    }

    /// The file's bytes: sorted keys, indented, links unescaped, so a person can read it.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }
}
