import Foundation

/// What Apple's systems keep of a state file beyond its mode: the data-protection class it is
/// encrypted with, and whether backups hold it. Elsewhere there is neither, and these do
/// nothing.
///
/// Every file ``AtomicFile`` writes and ``StateFileAppender`` opens gets the class
/// `completeUntilFirstUserAuthentication` (``protect(_:)``): unreadable from the device's start
/// until its first unlock (a prewarmed launch meets `EPERM`, ``FileProblem/Code/unavailable``),
/// readable from then on, the device locked or not, so work in the background goes on. A file
/// the app can rebuild (its saved navigation, a log) is also kept out of backups:
///
/// ```swift
/// try AtomicFile.replace(path, with: data)
/// try FileProtection.excludeFromBackup(path)  // after every save: some operations reset it
/// ```
public enum FileProtection {
    /// Gives the file at `path` the data-protection class of every state file, on the systems
    /// that have data protection (iOS, iPadOS, tvOS, watchOS, visionOS); nothing elsewhere.
    /// - Throws: `.system` when the system refuses the class.
    static func protect(_ path: String) throws(FileProblem) {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            do {
                try FileManager.default.setAttributes(
                    [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication],
                    ofItemAtPath: path)
            } catch {
                throw FileProblem(
                    .system, path: path,
                    reason: "cannot give \(path) its data-protection class: \(error)")
            }
        #endif
    }

    /// Keeps the file at `path` out of the device's backups (iCloud, a computer), on Apple's
    /// systems (`URLResourceValues.isExcludedFromBackup`); nothing elsewhere. For a file the
    /// app can rebuild; call it after every save, since Apple documents that some file
    /// operations reset it.
    /// - Parameter path: a file that exists.
    /// - Throws: `.system` when the system refuses.
    public static func excludeFromBackup(_ path: String) throws(FileProblem) {
        #if canImport(Darwin)
            var url = URL(filePath: path)
            var values = URLResourceValues()
            values.isExcludedFromBackup = true
            do {
                try url.setResourceValues(values)
            } catch {
                throw FileProblem(
                    .system, path: path, reason: "cannot keep \(path) out of backups: \(error)")
            }
        #endif
    }
}
