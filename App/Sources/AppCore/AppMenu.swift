public import Routing

/// The menu bar's commands, as data: what SwiftUI's `commands` make of them on the Mac and, as
/// of iPadOS 26, the iPad, and what the CLI's `menu` lists and runs. The Go menu
/// (``AppText/goMenu``) is the App's
/// menu item entry points (``EntryPoint/Kind/menuItem(title:key:)``), each opened as any entry
/// through the one table and gate (``AppEntries/open(_:)``): at once in the window showing
/// its tab, or waiting for sign-in. Close Window names the scene of the window it is for, and
/// closes that scene as the user closing its window does.
///
/// ```swift
/// for item in app.menu.items(for: app.currentScene) {
///     print(item.title, item.key?.description ?? "")  // Home ⌘1 ... Close Window ⇧⌘W
/// }
/// try app.menu.run(app.menu.go[0])  // Home
/// ```
@MainActor
public final class AppMenu {
    /// One command of the menu bar: its title, its shortcut, what it does.
    public struct Item: Hashable, Sendable, Identifiable {
        /// What running an item does.
        public enum Action: Hashable, Sendable {
            /// Opens a Go menu entry point's link, as any entry.
            case go(IncomingEntry)
            /// Closes the scene and its window, as the user closing the window does.
            case closeWindow(SceneID)
        }

        /// What the menu shows.
        public let title: String
        /// Its keyboard shortcut, if any.
        public let key: EntryPoint.Key?
        /// What it does.
        public let action: Action

        /// Its title: unique in its menu.
        public var id: String { title }
    }

    private let entries: AppEntries
    private let windows: AppWindows
    private let coordinator: AppCoordinator

    init(entries: AppEntries, windows: AppWindows, coordinator: AppCoordinator) {
        self.entries = entries
        self.windows = windows
        self.coordinator = coordinator
    }

    /// The Go menu: the App's menu item entry points, in the order they are declared.
    public var go: [Item] {
        entries.points.compactMap { point in
            guard case .menuItem(let title, let key) = point.kind else { return nil }
            return Item(title: title, key: key, action: .go(.menuItem(title: title)))
        }
    }

    /// Close Window for scene `id`'s window, or `nil` when no window shows it.
    public func closeWindow(of id: SceneID) -> Item? {
        guard coordinator.windows.isConnected(id) else { return nil }
        return Item(title: AppText.closeWindow, key: .closeWindow, action: .closeWindow(id))
    }

    /// Every item for the window of scene `id`: the Go menu, then its Close Window.
    public func items(for id: SceneID) -> [Item] {
        go + (closeWindow(of: id).map { [$0] } ?? [])
    }

    /// Runs an item: opens its entry (see ``AppEntries/open(_:)``), or closes the scene it
    /// names and discards its navigation, the last one's included (``AppWindows/closed(_:)``;
    /// a scene closed meanwhile is left alone).
    /// - Throws: for a Go item, what ``AppEntries/open(_:)`` throws; a waiting link keeps
    ///   waiting.
    public func run(_ item: Item) throws(AppError) {
        switch item.action {
        case .go(let entry): try entries.open(entry)
        case .closeWindow(let id): windows.closed([id])
        }
    }

    /// Runs the item titled `title` of scene `id`'s window, as ``run(_:)`` does.
    /// - Throws: `unknown_menu_item` when none has that title; what ``run(_:)`` throws.
    public func run(titled title: String, in id: SceneID) throws(AppError) {
        let items = items(for: id)
        guard let item = items.first(where: { $0.title == title }) else {
            let titles = items.map { "'\($0.title)'" }.joined(separator: ", ")
            throw AppError(
                .unknownMenuItem,
                reason: "no menu item is titled '\(title)': the menu has \(titles)")
        }
        try run(item)
    }
}
