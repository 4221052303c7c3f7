import Foundation
import PrivateStorage
import Routing

/// The state directory as the App found it at launch: a replay writes it into its own,
/// fresh, state directory first. Tokens are replaced like everywhere in the journal.
struct JournalLaunch: Codable {
    var session: SessionFile?
    /// The session's token, from the token store (a placeholder in the journal).
    var token: String?
    var scenes: SceneListFile?
    var pendingLink: PendingLinkFile?
    /// Each listed scene's saved navigation, by scene number.
    var navigation: [String: String] = [:]
    /// Whether each window connected its own scene (`WindowRestoration.awaitWindows`);
    /// absent when the App connected them itself.
    var awaitsWindows: Bool?
    /// Whether the App started before the device's first unlock; a replay starts locked too,
    /// until its `unlock` step. Absent when not.
    var locked: Bool?
}

extension JournalLaunch {
    /// What the App reads at launch from `environment`'s files, token store and scene
    /// storage (read even when the device is locked, as far as they can be), and who connects
    /// its windows.
    init(environment: AppEnvironment, windows: WindowRestoration) {
        awaitsWindows = windows == .awaitWindows ? true : nil
        let files = environment.files
        session = files.load(SessionFile.self)
        token = session?.legacyToken ?? (try? environment.sessionTokens.load()) ?? nil
        scenes = files.load(SceneListFile.self)
        pendingLink = files.load(PendingLinkFile.self)
        for number in (scenes?.scenes ?? [1]) + (scenes?.kept?.map(\.id) ?? []) {
            guard let data = try? environment.sceneStorage.load(SceneID(number)) else { continue }
            navigation["\(number)"] = String(decoding: data, as: UTF8.self)
        }
        locked = environment.protectedData.isAvailable ? nil : true
    }

    /// Writes it into a fresh state directory's files, token store and scene storage.
    func write(to environment: AppEnvironment) throws {
        if let session { try environment.files.save(session) }
        if let token { try environment.sessionTokens.save(token) }
        if let scenes { try environment.files.save(scenes) }
        if let pendingLink { try environment.files.save(pendingLink) }
        for (number, text) in navigation {
            guard let number = Int(number) else { continue }
            try environment.sceneStorage.save(Data(text.utf8), for: SceneID(number))
        }
    }
}
