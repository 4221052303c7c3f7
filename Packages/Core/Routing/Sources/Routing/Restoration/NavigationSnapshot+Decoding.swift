import Foundation

/// What a saved file holds, as read by this build: state in the current schema (routes as
/// links) or in the legacy one (routes in their `Codable` form).
enum SavedPayload<Current, Legacy> {
    case current(Current)
    case legacy(Legacy)
}

extension NavigationSnapshot {
    /// Reads the payload of a file saved for `userID`, in one pass with `JSONDecoder`.
    ///
    /// The version and user are checked before the payload is read, so another version's
    /// payload is reported as such rather than as a wrong shape, and another user's is never
    /// read.
    /// - Parameter legacy: how a legacy file's routes are read, given to the decoder.
    static func payload<Current: Decodable, Legacy: Decodable, R>(
        from data: Data, for userID: String, legacy: LegacyRoutes<R>
    ) throws(RoutingError) -> SavedPayload<Current, Legacy> {
        let checked: CheckedSnapshot<Current, Legacy>
        let decoder = JSONDecoder()
        decoder.userInfo[CheckedSnapshotUser.key] = userID
        decoder.userInfo[LegacyRoutes<R>.key] = legacy
        do {
            checked = try decoder.decode(CheckedSnapshot<Current, Legacy>.self, from: data)
        } catch {
            throw RoutingError(decoding: error)
        }
        guard
            currentForm.contains(checked.schemaVersion)
                || checked.schemaVersion == legacySchemaVersion
        else {
            throw RoutingError(
                .unsupportedVersion,
                reason: "saved with schema version \(checked.schemaVersion); this build reads "
                    + "versions \(legacySchemaVersion) to \(currentSchemaVersion)")
        }
        guard checked.userID == userID, let payload = checked.payload else {
            throw RoutingError(.otherUser, reason: "saved for another user")
        }
        return payload
    }
}

/// A file read in one pass: its header, then its payload only when the header names a
/// version this build reads (another version's payload may not share its shape) and the
/// user the decoder's ``CheckedSnapshotUser/key`` names (another user's is never read).
private struct CheckedSnapshot<Current: Decodable, Legacy: Decodable>: Decodable {
    let schemaVersion: Int
    let userID: String
    let payload: SavedPayload<Current, Legacy>?

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, userID, savedAt, payload
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        userID = try container.decode(String.self, forKey: .userID)
        guard userID == decoder.userInfo[CheckedSnapshotUser.key] as? String else {
            payload = nil
            return
        }
        typealias Snapshot = NavigationSnapshot<Int>
        switch schemaVersion {
        case Snapshot.currentForm:
            _ = try container.decode(String.self, forKey: .savedAt)
            payload = .current(try container.decode(Current.self, forKey: .payload))
        case Snapshot.legacySchemaVersion:
            _ = try container.decode(Date.self, forKey: .savedAt)
            payload = .legacy(try container.decode(Legacy.self, forKey: .payload))
        default:
            payload = nil
        }
    }
}

/// Tells ``CheckedSnapshot`` whose snapshot is wanted.
private enum CheckedSnapshotUser {
    static let key = CodingUserInfoKey(rawValue: "rootswitch.snapshot.user")!
}

extension RoutingError {
    /// Classifies a decoding failure: an error at the top of the document means the bytes
    /// are not (complete) JSON; anything else means JSON of the wrong shape.
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
}
