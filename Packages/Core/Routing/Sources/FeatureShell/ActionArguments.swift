/// The validated arguments a ``ScreenAction`` runs with.
///
/// Every name is declared, every required one is present and every integer parses.
/// Printing or dumping the arguments hides secret values.
public struct ActionArguments: Sendable, CustomStringConvertible, CustomReflectable {
    private let values: [String: String]
    private let secrets: Set<String>

    init(values: [String: String], secrets: Set<String>) {
        self.values = values
        self.secrets = secrets
    }

    /// The value of `name` as given, or `nil` when an optional argument was left out.
    public subscript(_ name: String) -> String? {
        values[name]
    }

    /// The value of `name` as an integer, or `nil` when it was left out or is not one.
    public func integer(_ name: String) -> Int? {
        values[name].flatMap { Int($0) }
    }

    /// `email=ann, password=[secret]`, sorted by name.
    public var description: String {
        values.keys.sorted()
            .map { "\($0)=\(secrets.contains($0) ? "[secret]" : values[$0] ?? "")" }
            .joined(separator: ", ")
    }

    /// Shows ``description`` only, so `dump` cannot reveal a secret either.
    public var customMirror: Mirror {
        Mirror(self, children: ["arguments": description])
    }
}
