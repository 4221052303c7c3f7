/// A query item an endpoint of the backend contract reads, declared once: the server reads
/// its bounds and default here, and the OpenAPI document derives its parameter from it.
///
/// ```swift
/// BackendQueryItem.limit.integers      // 1...100
/// BackendQueryItem.limit.defaultValue  // 20
/// ```
public struct BackendQueryItem: Hashable, Sendable {
    /// The item's name, such as `limit`.
    public let name: String
    /// The whole numbers it takes (written in decimal), or `nil` when it takes any text. A
    /// value outside them is answered ``BackendErrorCode/badRequest``.
    public let integers: ClosedRange<Int>?
    /// The number it stands for when absent, for an integer item that may be left out.
    public let defaultValue: Int?
    /// Whether a request must give it; one without it is answered with the endpoint's error
    /// for that (``BackendErrorCode/missingQuery`` for a search).
    public let isRequired: Bool

    private init(
        _ name: String, integers: ClosedRange<Int>? = nil, default defaultValue: Int? = nil,
        required: Bool = false
    ) {
        self.name = name
        self.integers = integers
        self.defaultValue = defaultValue
        isRequired = required
    }

    /// `offset` of the items list: where the page starts, from 0 (the default).
    public static let offset = Self("offset", integers: 0...Int.max, default: 0)
    /// `limit` of the items list: how many items a page has, 1 to 100 (20 by default).
    public static let limit = Self("limit", integers: 1...100, default: 20)
    /// `q` of a search: the text to look for, trimmed; required and not blank.
    public static let searchText = Self("q", required: true)
}
