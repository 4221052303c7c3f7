/// Every way into the app through one table: the ``EntryPoint``s declared beside a
/// ``DeepLinkTable``, turning each ``IncomingEntry`` (a tapped notification, a continued user
/// activity, a Spotlight item, a quick action, an App Intent) into a link of that table, and a
/// screen's route into the user activity that comes back as the same link.
///
/// ``DeepLinkGate/open(_:in:show:)-(IncomingEntry,_,_)`` opens an entry with the same
/// decisions as a URL: an entry that does not become a link is refused (`unknown_entry`,
/// `incomplete_entry`), a link the table refuses is refused with its code, and a
/// restoration-only pattern is never opened.
///
/// ```swift
/// var entries = EntryTable(
///     links: table, activityType: "com.example.shop.screen",
///     universalLinkHost: "shop.example")
/// try entries.register(
///     .notification("order.shipped", opens: orderPattern, fields: ["id": "order"]))
/// let link = try entries.link(
///     for: .notification(category: "order.shipped", payload: ["order": "7"]))
/// // link == "shop://orders/7"
/// ```
public struct EntryTable<R: Route>: Sendable {
    /// The links every entry becomes one of.
    public let links: DeepLinkTable<R>
    /// The app's own user activity type: an activity of it holds a link in its `userInfo`.
    public let activityType: String
    /// The key of a payload's or a `userInfo`'s link: `link`.
    public let linkKey: String
    /// The host whose https links open the app, for an activity's web page and an intent
    /// entity's URL representation; `nil` for none.
    public let universalLinkHost: String?
    /// The entry points, in registration order.
    public private(set) var entryPoints: [EntryPoint] = []
    /// Each entry point and its template, by ``EntryPoint/name``.
    private var byName: [String: (point: EntryPoint, template: EntryTemplate)] = [:]

    /// Creates a table without entry points: it opens notifications and activities that carry
    /// a link, web pages, and Spotlight items.
    /// - Parameters:
    ///   - links: the app's links.
    ///   - activityType: the app's own user activity type (listed in its `NSUserActivityTypes`).
    ///   - universalLinkHost: one of `links`' universal-link hosts, or `nil`.
    ///   - linkKey: the key of a link in a payload or a `userInfo`; `link` by default.
    public init(
        links: DeepLinkTable<R>, activityType: String, universalLinkHost: String? = nil,
        linkKey: String = "link"
    ) {
        self.links = links
        self.activityType = activityType
        self.universalLinkHost = universalLinkHost
        self.linkKey = linkKey
    }

    /// Adds an entry point.
    /// - Throws: `invalidEntryPoint` when its pattern is restoration-only or not in ``links``,
    ///   another entry point has its name (category, type or intent name), it names a field
    ///   that is not a placeholder, a quick action's pattern needs values, or an intent's name,
    ///   entity or shortcut is not one App Intents can have.
    public mutating func register(_ point: EntryPoint) throws(RoutingError) {
        let invalid = { (problem: String) in
            RoutingError(.invalidEntryPoint, reason: "\(point.name): \(problem)")
        }
        guard !point.isRestorationOnly else {
            throw invalid("'\(point.template)' is restoration-only: no entry opens it")
        }
        guard byName[point.name] == nil else { throw invalid("it is declared twice") }
        let template = try EntryTemplate(point.template)
        if let problem = EntryPointCheck.problem(of: point, template: template) {
            throw invalid(problem)
        }
        if let problem = EntryPointCheck.problem(opening: template, in: links) {
            throw invalid(problem)
        }
        byName[point.name] = (point, template)
        entryPoints.append(point)
    }

    /// The link an entry opens.
    /// - Throws: `unknownEntry` for a category, quick action, intent or activity type no entry
    ///   point or the table declares; `incompleteEntry` when the entry lacks its link or a value
    ///   its pattern needs. The link itself is not resolved here.
    public func link(for entry: IncomingEntry) throws(RoutingError) -> String {
        switch entry {
        case .notification(let category, let payload):
            if let link = payload[linkKey] { return link }
            let (point, template) = try declared("notification \(category)")
            let fields: [String: String] =
                if case .notification(_, let fields) = point.kind { fields } else { [:] }
            var values: [String: String] = [:]
            for placeholder in template.placeholders {
                values[placeholder.name] = payload[fields[placeholder.name] ?? placeholder.name]
            }
            return try template.link(scheme: links.scheme, values: values)
        case .activity(let type, let webpageURL, let userInfo):
            let link =
                switch type {
                case IncomingEntry.browsingWeb: webpageURL
                case activityType: userInfo[linkKey]
                default: throw RoutingError(.unknownEntry, reason: "\(entry.kind) \(type)")
                }
            guard let link, !link.isEmpty else {
                throw RoutingError(.incompleteEntry, reason: "the activity carries no link")
            }
            return link
        case .spotlight(let identifier):
            guard !identifier.isEmpty else {
                throw RoutingError(.incompleteEntry, reason: "the Spotlight item has no identifier")
            }
            return identifier
        case .quickAction(let type):
            return try declared("quickAction \(type)").template.link(
                scheme: links.scheme, values: [:])
        case .intent(let name, let values):
            return try declared("intent \(name)").template.link(
                scheme: links.scheme, values: values)
        }
    }

    /// The entry with only the values ``link(for:)`` reads (a payload's link or its
    /// category's fields, an activity's link, an intent's parameters): what a journal or a log
    /// keeps of it, so that no other field of a payload (a message's text) is written down.
    /// It becomes the same link, or is refused with the same code.
    public func reduced(_ entry: IncomingEntry) -> IncomingEntry {
        switch entry {
        case .notification(let category, let payload):
            let keys: Set<String> =
                if payload[linkKey] != nil {
                    [linkKey]
                } else if let (point, template) = try? declared("notification \(category)"),
                    case .notification(_, let fields) = point.kind
                {
                    Set(template.placeholders.map { fields[$0.name] ?? $0.name })
                } else {
                    []
                }
            return .notification(
                category: category, payload: payload.filter { keys.contains($0.key) })
        case .activity(let type, let webpageURL, let userInfo):
            return .activity(
                type: type, webpageURL: type == IncomingEntry.browsingWeb ? webpageURL : nil,
                userInfo: type == activityType ? userInfo.filter { $0.key == linkKey } : [:])
        case .intent(let name, let values):
            let names = Set(
                ((try? declared("intent \(name)"))?.template.placeholders ?? []).map(\.name))
            return .intent(name: name, values: values.filter { names.contains($0.key) })
        case .spotlight, .quickAction:
            return entry
        }
    }

    /// The user activity of a screen showing `route`, made from the route's link: Handoff and
    /// Spotlight give it back as an entry that opens the same link.
    /// - Parameters:
    ///   - route: the route on screen.
    ///   - title: the screen's title.
    ///   - target: what the app calls the part of it that shows the route (a tab), if anything.
    /// - Returns: `nil` for a route no link from outside opens (its pattern is
    ///   restoration-only).
    /// - Throws: `unroutable` or `invalidParameter` when the table writes no link for it.
    public func activity(for route: R, title: String, target: String? = nil)
        throws(RoutingError) -> EntryActivity?
    {
        let link = try links.url(for: route)
        guard (try? links.resolve(link)) != nil else { return nil }
        let page = try universalLinkHost.map { host throws(RoutingError) in
            "https://\(host)\(try links.path(for: route))"
        }
        return EntryActivity(
            type: activityType, title: title, link: link,
            webpageURL: page.flatMap { (try? links.resolve($0)) != nil ? $0 : nil },
            userInfo: [linkKey: link], targetContentIdentifier: target)
    }

    /// The entry point named `name` and its template.
    /// - Throws: `unknownEntry` when none is.
    private func declared(_ name: String) throws(RoutingError) -> (
        point: EntryPoint, template: EntryTemplate
    ) {
        guard let declared = byName[name] else {
            throw RoutingError(.unknownEntry, reason: "no entry point answers \(name)")
        }
        return declared
    }
}
