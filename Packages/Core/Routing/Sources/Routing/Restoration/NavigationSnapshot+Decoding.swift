import Foundation

extension NavigationSnapshot {
    /// Reads the payload of a snapshot saved for `userID` with the current schema, in one
    /// pass over the document.
    ///
    /// The version and user are checked before the payload is read, so another version's
    /// payload is reported as such rather than as a wrong shape.
    static func payload(from data: Data, for userID: String) throws(RoutingError) -> Payload {
        let checked: CheckedSnapshot<Payload>
        var decoder = SnapshotDecoder()
        decoder.userInfo[CheckedSnapshotUser.key] = userID
        do {
            checked = try decoder.decode(CheckedSnapshot<Payload>.self, from: data)
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

/// A snapshot read in one pass: its header, then its date and payload only when the header
/// names this build's version (another version's payload may not share its shape) and the
/// user the decoder's ``CheckedSnapshotUser/key`` names (another user's is never read).
private struct CheckedSnapshot<Payload: Decodable>: Decodable {
    let schemaVersion: Int
    let userID: String
    let payload: Payload?

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, userID, savedAt, payload
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        userID = try container.decode(String.self, forKey: .userID)
        guard schemaVersion == NavigationSnapshot<Int>.currentSchemaVersion,
            userID == decoder.userInfo[CheckedSnapshotUser.key] as? String
        else {
            payload = nil
            return
        }
        _ = try container.decode(Date.self, forKey: .savedAt)
        payload = try container.decode(Payload.self, forKey: .payload)
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
            self.init(.unreadable, reason: "\(error)")
            return
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init(.unreadable, reason: context.debugDescription)
        case .dataCorrupted(let context), .keyNotFound(_, let context),
            .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            self.init(.wrongShape, reason: "at '\(path)': \(context.debugDescription)")
        @unknown default:
            self.init(.wrongShape, reason: "\(error)")
        }
    }
}
