import Foundation
import Routing

/// A link as the journal and the waiting-link file keep it: what opening it again needs and
/// nothing else. The query values its pattern declares stay (a search's `q`); every other value
/// becomes `[redacted]`, percent-encoded, its key kept (a `?token=` from outside never reaches
/// a file); the fragment and any user and password before the host go. A link the table does
/// not resolve declares nothing: every value goes.
///
/// Keys are kept, so a link opens again as it did: a pattern reads only the values it declares,
/// and a required item stays present. Redacting an already redacted link changes nothing.
///
/// ```swift
/// table.redacted("rootswitch://search?q=swift&token=abc#top")
/// // "rootswitch://search?q=swift&token=%5Bredacted%5D"
/// ```
extension DeepLinkTable {
    /// `url` with the values its pattern does not declare, its fragment and its user info
    /// left out.
    func redacted(_ url: String) -> String {
        var link = url.prefix { $0 != "#" }
        if let authority = link.range(of: "://") {
            let rest = link[authority.upperBound...]
            let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            if let at = rest[..<end].lastIndex(of: "@") {
                link.removeSubrange(rest.startIndex...at)
            }
        }
        guard let question = link.firstIndex(of: "?") else { return String(link) }
        let declared = declaredQueryKeys(of: url)
        let items = link[link.index(after: question)...].split(
            separator: "&", omittingEmptySubsequences: false
        ).map { item -> String in
            guard let equals = item.firstIndex(of: "="),
                !declared.contains(String(item[..<equals]))
            else { return String(item) }
            return String(item[..<equals]) + "=" + Self.redactedValue
        }
        return String(link[...question]) + items.joined(separator: "&")
    }

    /// The query keys of the link the table writes for `url`'s route, as written: those its
    /// pattern declares and the route has a value for. None when it does not resolve.
    private func declaredQueryKeys(of url: String) -> Set<String> {
        guard let match = try? resolve(url), let canonical = try? self.url(for: match.route),
            let question = canonical.firstIndex(of: "?")
        else { return [] }
        return Set(
            canonical[canonical.index(after: question)...].split(separator: "&").map {
                String($0.prefix { $0 != "=" })
            })
    }

    /// What a value not kept is written as: the journal's mark (``AppInput/redacted``),
    /// percent-encoded.
    private static var redactedValue: String {
        AppInput.redacted.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
            ?? AppInput.redacted
    }
}
