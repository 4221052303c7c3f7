/// An HTTP method such as `GET` or `POST`.
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
    /// The method as sent on the wire, upper-cased.
    public let rawValue: String

    /// Creates a method; the name is upper-cased.
    /// - Parameter rawValue: the method's name, such as `"PROPFIND"`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`: read a resource.
    public static let get = HTTPMethod("GET")
    /// `HEAD`: read a resource's headers only.
    public static let head = HTTPMethod("HEAD")
    /// `POST`: create or act; not idempotent.
    public static let post = HTTPMethod("POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod("PUT")
    /// `PATCH`: change part of a resource; not idempotent.
    public static let patch = HTTPMethod("PATCH")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod("DELETE")
    /// `OPTIONS`: ask what a resource supports.
    public static let options = HTTPMethod("OPTIONS")

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which is what makes a retry safe. `POST`, `PATCH` and unknown methods are not.
    public var isIdempotent: Bool {
        [Self.get, .head, .put, .delete, .options].contains(self)
    }

    /// The method's name.
    public var description: String { rawValue }
}
