/// A custom placeholder type: `<slug:s>` in a template uses the converter named `slug`.
/// Register it on the table before the patterns that use it. It ranks after `int`, `uuid` and
/// `float` and before `string`; custom converters rank among themselves by name.
///
/// ```swift
/// let slug = DeepLinkConverter<String>(
///     name: "slug",
///     parse: { $0.allSatisfy { $0.isLetter || $0 == "-" } ? $0 : nil },
///     format: { $0 }
/// )
/// try table.register(slug)
/// ```
public struct DeepLinkConverter<Value: Sendable>: Sendable {
    /// The name used in templates: letters, digits and `_`, not starting with a digit.
    public let name: String
    let parse: @Sendable (String) -> Value?
    let format: @Sendable (Value) -> String

    /// Creates a converter.
    /// - Parameters:
    ///   - name: the name used in templates; must not be a built-in name.
    ///   - parse: turns a decoded segment or query value into a value, `nil` to refuse it.
    ///   - format: turns a value back into text that `parse` accepts.
    public init(
        name: String, parse: @escaping @Sendable (String) -> Value?,
        format: @escaping @Sendable (Value) -> String
    ) {
        (self.name, self.parse, self.format) = (name, parse, format)
    }
}
