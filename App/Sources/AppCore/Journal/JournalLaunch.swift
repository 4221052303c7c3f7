import Foundation
import PrivateStorage
import Routing

/// The state directory as the App found it at launch: a replay writes it into its own,
/// fresh, state directory first. Tokens are replaced like everywhere in the journal.
struct JournalLaunch: Codable {
    var session: SessionFile?
    var scenes: SceneListFile?
    var pendingLink: PendingLinkFile?
    /// Each listed scene's saved navigation, by scene number.
    var navigation: [String: String] = [:]
    /// Whether each window connected its own scene (`WindowRestoration.awaitWindows`);
    /// absent when the App connected them itself.
    var awaitsWindows: Bool?
}

extension JournalLaunch {
    /// What the App reads at launch from `files` and `storage`, and who connects its windows.
    init(files: PrivateFileStore, storage: any SceneStateStorage, windows: WindowRestoration) {
        awaitsWindows = windows == .awaitWindows ? true : nil
        session = files.load(SessionFile.self)
        scenes = files.load(SceneListFile.self)
        pendingLink = files.load(PendingLinkFile.self)
        for number in (scenes?.scenes ?? [1]) + (scenes?.kept?.map(\.id) ?? []) {
            guard let data = try? storage.load(SceneID(number)) else { continue }
            navigation["\(number)"] = String(decoding: data, as: UTF8.self)
        }
    }

    /// Writes it into a fresh state directory's `files` and `storage`.
    func write(to files: PrivateFileStore, storage: any SceneStateStorage) throws {
        if let session { try files.save(session) }
        if let scenes { try files.save(scenes) }
        if let pendingLink { try files.save(pendingLink) }
        for (number, text) in navigation {
            guard let number = Int(number) else { continue }
            try storage.save(Data(text.utf8), for: SceneID(number))
        }
    }
}
