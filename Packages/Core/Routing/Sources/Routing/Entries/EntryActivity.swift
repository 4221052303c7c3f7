/// What a screen offers the system as its user activity, made from its link by
/// ``DeepLinkTable/activity(for:title:target:)``: Handoff continues it on another device,
/// Spotlight keeps it, and continuing it anywhere opens the same link through the same table
/// and gate.
///
/// The app's edge copies it onto an `NSUserActivity`: ``type`` as its activity type,
/// ``title``, ``userInfo``, ``webpageURL`` (a device without the app opens the web page), and
/// ``targetContentIdentifier`` (which window the system gives it to).
public struct EntryActivity: Hashable, Sendable {
    /// The app's own activity type.
    public let type: String
    /// The screen's title.
    public let title: String
    /// The screen's link.
    public let link: String
    /// The same screen under the app's universal-link host, when the table answers it there.
    public let webpageURL: String?
    /// The link, under the table's link key (`linkKey`, `link` unless the table says otherwise).
    public let userInfo: [String: String]
    /// What the app calls the part of it that shows the screen (a tab), for the system to give
    /// the activity to the window showing it; `nil` for any window.
    public let targetContentIdentifier: String?

    /// The entry the activity is when it is continued.
    public var entry: IncomingEntry {
        .activity(type: type, webpageURL: webpageURL, userInfo: userInfo)
    }
}
