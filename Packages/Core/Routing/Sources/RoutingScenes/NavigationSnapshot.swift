import Analytics
import Foundation
import Routing

/// The saved file: a navigation with what is needed to decide whether it may be restored.
///
/// JSON with the keys `schemaVersion`, `userID`, `savedAt` (ISO 8601) and `payload`, a
/// ``SavedNavigation`` whose routes are their canonical deep links (what
/// ``DeepLinkTable/url(for:)`` writes):
///
/// ```json
/// {
///   "payload" : {
///     "selected" : "rootswitch://home",
///     "tabs" : [
///       { "state" : { "presented" : [], "stack" : [ "rootswitch://home", "rootswitch://items/42" ] },
///         "tab" : "rootswitch://home" }
///     ]
///   },
///   "savedAt" : "2026-11-24T09:30:00Z",
///   "schemaVersion" : 4,
///   "userID" : "u-17"
/// }
/// ```
///
/// Schema 4 names each tab by its root's link and a layer's style as `sheet` or `cover`; files
/// of earlier schemas (RootSwitch 1.x) are not read, and are set aside.
struct NavigationSnapshot<Payload: Encodable>: Encodable {
    /// The schema this build writes and reads.
    static var currentSchemaVersion: Int { 4 }

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

    /// The file's bytes: sorted keys, pretty-printed, dates in ISO 8601.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // As `.iso8601` writes it, without loading ICU's time zones (``Timestamp``).
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.utc(secondsSince1970: date.timeIntervalSince1970))
        }
        return try encoder.encode(self)
    }

    /// The payload of a file saved for `userID` in the current schema.
    /// - Throws: `unreadable`, `wrongShape`, `unsupportedVersion` or `otherUser`.
    static func payload<Saved: Decodable>(from data: Data, for userID: String)
        throws(RoutingError) -> Saved
    {
        let checked: CheckedSnapshot<Saved>
        let decoder = JSONDecoder()
        decoder.userInfo[CheckedSnapshot<Saved>.userKey] = userID
        do {
            checked = try decoder.decode(CheckedSnapshot<Saved>.self, from: data)
        } catch {
            throw RoutingError(decoding: error)
        }
        guard checked.schemaVersion == currentSchemaVersion else {
            throw RoutingError(
                .unsupportedVersion,
                reason: "saved with schema version \(checked.schemaVersion); this build reads "
                    + "version \(currentSchemaVersion)")
        }
        guard checked.userID == userID, let payload = checked.payload else {
            throw RoutingError(.otherUser, reason: "saved for another user")
        }
        return payload
    }
}

/// A file's header, and its payload only when it was saved for the user restoring in the
/// current schema: another user's payload is never decoded.
private struct CheckedSnapshot<Saved: Decodable>: Decodable {
    static var userKey: CodingUserInfoKey {
        CodingUserInfoKey(rawValue: "rootswitch.snapshot.user")!
    }

    let schemaVersion: Int
    let userID: String
    let payload: Saved?

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, userID, savedAt, payload
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        userID = try container.decode(String.self, forKey: .userID)
        guard userID == decoder.userInfo[Self.userKey] as? String,
            schemaVersion == NavigationSnapshot<Int>.currentSchemaVersion
        else {
            payload = nil
            return
        }
        _ = try container.decode(String.self, forKey: .savedAt)
        payload = try container.decode(Saved.self, forKey: .payload)
    }
}

extension RoutingError {
    /// The error a file that does not decode is: `unreadable` when it is not JSON at all,
    /// `wrongShape` when it is JSON of another shape.
    init(decoding error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(.unreadable, reason: "\(error)", underlying: error)
            return
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init(.unreadable, reason: context.debugDescription, underlying: error)
        case .dataCorrupted(let context), .keyNotFound(_, let context),
            .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            self.init(
                .wrongShape, reason: "at '\(path)': \(context.debugDescription)",
                underlying: error)
        @unknown default:
            self.init(.wrongShape, reason: "\(error)", underlying: error)
        }
    }

    /// Whether the saved data itself is bad, so it should be set aside rather than kept.
    var isCorruption: Bool {
        [.unreadable, .wrongShape, .unsupportedVersion, .unusableFile].contains(code)
    }
}
