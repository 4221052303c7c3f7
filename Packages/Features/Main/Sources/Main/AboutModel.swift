public import Observation

/// About the app, pushed inside the settings sheet.
///
/// ```swift
/// Text(MainText.version(model.version))
/// ```
@MainActor
@Observable
public final class AboutModel {
    /// The app's version, such as `1.0.0`.
    public let version: String

    init(version: String) {
        self.version = version
    }
}
