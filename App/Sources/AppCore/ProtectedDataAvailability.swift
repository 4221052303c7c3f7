/// Whether the App can read what it keeps, as the system tells: an input of
/// ``AppEnvironment``, like the clock.
///
/// On Apple's devices nothing protected can be read from the device's start until its first
/// unlock (files of the class `completeUntilFirstUserAuthentication`, Keychain items
/// accessible after first unlock), and iOS may launch an app before then to have it ready
/// (prewarming). Such a launch is not a damaged state directory: the App shows loading
/// (``AppState/locked``), leaves every file and the token as they are, signs nobody out, and
/// reads them when this says data became available.
///
/// ```swift
/// let lock = DeviceLock(locked: true)  // a prewarmed launch, in a test or `rootswitch --locked`
/// environment.protectedData = lock
/// let app = try RootSwitchApp(environment: environment)  // app.state == .locked
/// lock.unlock()  // the App reads its state and shows where it left off
/// ```
public protocol ProtectedDataAvailability: Sendable {
    /// Whether protected data can be read now, as far as the system tells; when it says yes,
    /// the App's own reads still find out if it cannot (`EPERM`, `errSecInteractionNotAllowed`).
    var isAvailable: Bool { get }

    /// Calls `body` once, the next time protected data becomes available (the device is
    /// unlocked), never at once.
    /// - Parameter body: what goes on then.
    @MainActor func whenAvailable(_ body: @escaping @MainActor @Sendable () -> Void)
}
