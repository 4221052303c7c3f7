import Foundation

extension NavigationSnapshot {
    /// Reads the payload of a snapshot saved for `userID` with the current schema.
    ///
    /// The version and user are checked before the payload is read, so another version's
    /// payload is reported as such rather than as a wrong shape.
    static func payload(from data: Data, for userID: String) throws(RoutingError) -> Payload {
        let decoder = JSONDecoder()
        let header: SnapshotHeader
        do {
            header = try decoder.decode(SnapshotHeader.self, from: data)
        } catch {
            throw RoutingError(decoding: error)
        }
        guard header.schemaVersion == currentSchemaVersion else {
            throw RoutingError(
                .unsupportedVersion,
                reason: "saved with schema version \(header.schemaVersion); this build reads "
                    + "version \(currentSchemaVersion)")
        }
        guard header.userID == userID else {
            throw RoutingError(.otherUser, reason: "saved for another user")
        }
        do {
            return try decoder.decode(Self.self, from: data).payload
        } catch {
            throw RoutingError(decoding: error)
        }
    }
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
