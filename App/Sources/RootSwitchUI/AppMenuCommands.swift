#if canImport(SwiftUI)
    import AppCore
    import Routing
    import SwiftUI

    /// The menu bar's commands, on the Mac and the iPad: the App's menu (`RootSwitchApp.menu`)
    /// for the focused window, each item forwarded to it. The Go menu lists its items with their
    /// shortcuts; Close Window, after the File menu's New items, names the focused window's
    /// scene. The commands decide and word nothing.
    struct AppMenuCommands: Commands {
        /// The focused window, once it has connected (``SceneWindow``).
        @FocusedValue(\.menuWindow) private var window: MenuWindow?

        var body: some Commands {
            CommandMenu(AppText.goMenu) {
                ForEach(window?.app.menu.go ?? []) { item in button(item) }
            }
            CommandGroup(after: .newItem) {
                if let window, let item = window.app.menu.closeWindow(of: window.scene) {
                    button(item)
                }
            }
        }

        private func button(_ item: AppMenu.Item) -> some View {
            Button(item.title) { window?.run(item) }
                .keyboardShortcut(item.key.map(Self.shortcut))
        }

        /// The shortcut as SwiftUI takes it.
        private static func shortcut(_ key: EntryPoint.Key) -> KeyboardShortcut {
            KeyboardShortcut(
                KeyEquivalent(key.character), modifiers: key.shift ? [.command, .shift] : .command)
        }
    }

    /// A connected window, as the menu bar's commands reach it: the App, the scene it shows,
    /// and how it closes.
    struct MenuWindow {
        let app: RootSwitchApp
        let scene: SceneID
        let dismiss: DismissWindowAction

        /// Runs `item` for this window, a refusal kept for it to say; the window goes once the
        /// App has closed its scene (Close Window).
        @MainActor func run(_ item: AppMenu.Item) {
            app.attempt(in: scene) { try $0.menu.run(item) }
            if app.phase(of: scene) == nil { dismiss() }
        }
    }

    extension FocusedValues {
        /// The focused window, for the menu bar's commands.
        var menuWindow: MenuWindow? {
            get { self[MenuWindowKey.self] }
            set { self[MenuWindowKey.self] = newValue }
        }

        private struct MenuWindowKey: FocusedValueKey {
            typealias Value = MenuWindow
        }
    }

    extension View {
        /// Offers this window to the menu bar's commands while it is focused, once it shows
        /// `scene`.
        func offeringMenu(of app: RootSwitchApp, in scene: SceneID?) -> some View {
            modifier(MenuWindowOffer(app: app, scene: scene))
        }
    }

    /// Offers a window to the menu bar's commands, with its own dismissal.
    private struct MenuWindowOffer: ViewModifier {
        let app: RootSwitchApp
        let scene: SceneID?
        @Environment(\.dismissWindow) private var dismiss

        func body(content: Content) -> some View {
            content.focusedSceneValue(
                \.menuWindow, scene.map { MenuWindow(app: app, scene: $0, dismiss: dismiss) })
        }
    }
#endif
