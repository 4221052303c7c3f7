// The features the signed-in app opens by a deep link, shown over Main until the user leaves
// them. `Scripts/new-feature NAME` adds one import and one entry here, and nothing else in
// the App: each entry is composed the same way (see LinkedFeatureEntry).

extension LinkedFeatureEntry {
    /// Every linked feature of the App.
    public static let all: [LinkedFeatureEntry] = []
}
