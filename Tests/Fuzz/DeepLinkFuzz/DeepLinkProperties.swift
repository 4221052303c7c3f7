import AppCore
import FuzzSupport
import Routing

/// What must hold for any text opened as a link, against the App's own table.
///
/// - Resolving never crashes, and every refusal carries one of the documented deep-link
///   codes.
/// - Every route a link resolves to has a URL (`url(for:)`), that URL resolves back to the
///   same route, and it is canonical: the route's URL is that URL again.
/// - A path means the same under the universal-link host as under the custom scheme when it
///   opens there. The universal form is read as written (Apple's matching of the
///   apple-app-site-association file), so it may be refused where the custom form opens, or
///   for another reason, only as written otherwise (`no_match`: an empty segment, a literal
///   spelled otherwise; `missing_query_item`: a query key spelled otherwise) or for the
///   length limit, which the universal form, one byte longer, may reach alone.
enum DeepLinkProperties {
    /// The App's link table, built once (its features declare their links on the main actor;
    /// libFuzzer calls the entry on the main thread).
    static let table: DeepLinkTable<AppRoute> = MainActor.assumeIsolated {
        do {
            return try AppRoute.deepLinkTable(linking: LinkedFeatureEntry.all)
        } catch {
            fatalError("the App's link table does not build: \(error)")
        }
    }

    /// The codes `resolve` documents for a link it refuses.
    static let refusals: Set<RoutingError.Code> = [
        .malformedURL, .unsupportedScheme, .unknownHost, .pathTooLong, .queryTooLong,
        .tooManySegments, .badPercentEncoding, .noMatch, .unconvertibleValue, .missingQueryItem,
    ]

    /// Why a universal link may be refused where its custom-scheme form is not: it is not
    /// written as the table writes it, or its path, one byte longer, is too long.
    static let writtenOtherwise: Set<RoutingError.Code> = [
        .noMatch, .missingQueryItem, .pathTooLong,
    ]

    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = outcome(of: text)
        let custom = outcome(of: "rootswitch://" + text)
        let universal = outcome(of: "https://rootswitch.example/" + text)
        switch (custom, universal) {
        case (.success(let a), .success(let b)):
            Property.require(
                a.route == b.route, "\(text): \(a.route) by scheme, \(b.route) by host")
        case (.failure(let a), .failure(let b)):
            Property.require(
                a.code == b.code || writtenOtherwise.contains(b.code),
                "\(text): \(a.code) by scheme, \(b.code) by host")
        case (.success, .failure(let error)):
            Property.require(
                writtenOtherwise.contains(error.code),
                "\(text): opens by scheme only (\(error))")
        case (.failure(let error), .success):
            Property.require(false, "\(text): opens by host only (\(error) by scheme)")
        }
    }

    /// Resolves `link`, checking the refusal's code or the match's round trip.
    private static func outcome(of link: String) -> Result<DeepLinkMatch<AppRoute>, RoutingError> {
        let match: DeepLinkMatch<AppRoute>
        do {
            match = try table.resolve(link)
        } catch {
            Property.require(refusals.contains(error.code), "\(link): undocumented \(error)")
            return .failure(error)
        }
        checkRoundTrip(match, from: link)
        return .success(match)
    }

    private static func checkRoundTrip(_ match: DeepLinkMatch<AppRoute>, from link: String) {
        let url: String
        do {
            url = try table.url(for: match.route)
        } catch {
            Property.require(false, "\(link) gives \(match.route), which has no URL: \(error)")
            return
        }
        Property.require(url.hasPrefix("rootswitch://"), "\(match.route) has the URL \(url)")
        do {
            let again = try table.resolve(url)
            Property.require(
                again.route == match.route,
                "\(link) gives \(match.route), whose URL \(url) gives \(again.route)")
            Property.require(
                (try? table.url(for: again.route)) == url, "\(url) is not canonical")
        } catch {
            Property.require(
                false, "\(link) gives \(match.route), whose URL \(url) fails: \(error)")
        }
    }
}
