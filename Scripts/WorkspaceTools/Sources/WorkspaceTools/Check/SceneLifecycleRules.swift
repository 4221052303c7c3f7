/// scene-life-cycle: shipped code (every target but tests) takes the ways into the app per
/// scene, as the UIScene life cycle delivers them, never through what an app delegate is told
/// only without it (TN3187: an app built with a newer SDK that has not adopted scenes will not
/// launch). So no app-delegate callback that scenes replace, no launch-option key, and no
/// app-wide window. The one list of those names, each with what a scene uses instead.
enum SceneLifecycleRules {
    /// A name scenes replace, written as code reads it, and the scene's way.
    private struct Replaced {
        let pattern: String
        let written: String
        let instead: String
    }

    private static let replaced: [Replaced] = [
        Replaced(
            pattern: #"\bapplication\s*\(\s*_\s+\w+\s*:\s*UIApplication\s*,\s*open\b"#,
            written: "application(_:open:options:)",
            instead: "`onOpenURL` in the window (a `UISceneDelegate`'s `scene(_:openURLContexts:)`)"
        ),
        Replaced(
            pattern:
                #"\bapplication\s*\(\s*_\s+\w+\s*:\s*UIApplication\s*,\s*(continue|willContinueUserActivityWithType|didFailToContinueUserActivityWithType|didUpdate)\b"#,
            written: "application(_:continue:restorationHandler:)",
            instead: "`onContinueUserActivity` in the window (`scene(_:continue:)`)"),
        Replaced(
            pattern: #"\bapplication\s*\(\s*_\s+\w+\s*:\s*UIApplication\s*,\s*performActionFor\b"#,
            written: "application(_:performActionFor:completionHandler:)",
            instead:
                "the scene delegate's `windowScene(_:performActionFor:completionHandler:)` and "
                + "`UIScene.ConnectionOptions.shortcutItem`"),
        Replaced(
            pattern:
                #"\bfunc\s+application(DidBecomeActive|WillResignActive|DidEnterBackground|WillEnterForeground)\b"#,
            written: "the app's life-cycle callbacks",
            instead: "each scene's phase (`scenePhase` in SwiftUI, `sceneDidBecomeActive(_:)`...)"),
        Replaced(
            pattern: #"\b(launchOptions|LaunchOptionsKey)\b"#,
            written: "launch options",
            instead:
                "what the scene connects with (`UIScene.ConnectionOptions`: its URL contexts, "
                + "user activities, shortcut item, notification response)"),
        Replaced(
            pattern: #"\bUIApplication\s*\.\s*shared\s*\.\s*(keyWindow|windows)\b"#,
            written: "an app-wide window",
            instead: "the window of the scene (`UIWindowScene.windows`, SwiftUI's `WindowGroup`)"),
    ]

    private static let patterns = replaced.map { SourceScan.pattern($0.pattern) }

    static func findings(_ context: CheckContext) -> [Finding] {
        let shipped = context.workspace.packages.flatMap { package in
            package.targets.filter { $0.kind != .test }.flatMap {
                context.files(of: $0, in: package)
            }
        }
        return Set(shipped).sorted().flatMap { file -> [Finding] in
            guard let scan = context.scans[file] else { return [] }
            return zip(replaced, patterns).flatMap { replaced, pattern in
                Set(scan.matches(pattern).map { scan.line($0.range.location) }).sorted().map {
                    Finding(
                        rule: .sceneLifeCycle, path: file, line: $0,
                        message: "this relies on \(replaced.written), which only an app without "
                            + "scenes gets, and such an app built with a newer SDK will not launch",
                        fix: "take it per scene: \(replaced.instead)")
                }
            }
        }
    }
}
