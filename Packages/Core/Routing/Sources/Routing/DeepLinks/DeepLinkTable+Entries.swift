/// Every way into the app through the one table: the ``EntryPoint``s declared on it turn each
/// ``IncomingEntry`` (a tapped notification, a continued user activity, a Spotlight item, a quick
/// action, an App Intent, a menu item, or a link itself) into a link of the table, and a screen's
/// route becomes the user activity that comes back as the same link.
///
/// ```swift
/// var table = DeepLinkTable<ShopRoute>(
///     scheme: "shop", universalLinkHosts: ["shop.example"],
///     activityType: "com.example.shop.screen")
/// try table.register(orderPattern)
/// try table.register(
///     .notification("order.shipped", opens: orderPattern, fields: ["id": "order"]))
/// let link = try table.link(
///     for: .notification(category: "order.shipped", payload: ["order": "7"]))
/// // link == "shop://orders/7"
/// ```
extension DeepLinkTable {
    /// The entry points, in registration order.
    public var entryPoints: [EntryPoint] { entries.points }

    /// The app's own user activity type, whose `userInfo` holds a link; `nil` for none.
    public var activityType: String? { entries.activityType }

    /// Adds an entry point.
    /// - Throws: `invalidEntryPoint` when its pattern is restoration-only or not registered here,
    ///   another entry point has its name (category, type or intent name), it names a field
    ///   that is not a placeholder, a quick action's or a menu item's pattern needs values, a
    ///   menu item's title is empty or its shortcut is not a lowercase letter or digit, is the
    ///   platform's menus' or another item's. What App Intents would refuse of an intent is
    ///   refused when RoutingTools' `AppIntentsSource` writes it.
    public mutating func register(_ point: EntryPoint) throws(RoutingError) {
        let invalid = { (problem: String) in point.refusal(EntryPointCheck.invalid(problem)) }
        guard let pattern = registeredPatterns.first(where: { $0.template == point.template })
        else {
            throw invalid("'\(point.template)' is not a pattern of the table")
        }
        guard !pattern.isRestorationOnly else {
            throw invalid("'\(point.template)' is restoration-only: no entry opens it")
        }
        guard entries.byName[point.name] == nil else { throw invalid("it is declared twice") }
        if let problem = EntryPointCheck.problem(
            of: point, opening: pattern, among: entryPoints)
        {
            throw point.refusal(problem)
        }
        entries.byName[point.name] = (point, pattern)
        entries.points.append(point)
    }

    /// The link an entry opens.
    /// - Throws: `unknownEntry` for a category, quick action, intent, menu item or activity type
    ///   no entry point or the table declares; `incompleteEntry` when the entry lacks its link or a
    ///   value its pattern needs; `unconvertibleValue` or `invalidParameter` for a value its
    ///   placeholder's type does not read or write. A link it returns is not resolved here.
    public func link(for entry: IncomingEntry) throws(RoutingError) -> String {
        switch entry {
        case .link(let url):
            return url
        case .notification(let category, let payload):
            if let link = payload[entries.linkKey] { return link }
            let (point, pattern) = try declared(entry, category)
            var values: [String: String] = [:]
            for name in pattern.names { values[name] = payload[point.payloadKey(of: name)] }
            return url(of: try pattern.path(reading: values))
        case .activity(let type, let webpageURL, let userInfo):
            let link =
                switch type {
                case IncomingEntry.browsingWeb: webpageURL
                case entries.activityType: userInfo[entries.linkKey]
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
        case .quickAction(let name), .menuItem(let name):
            return url(of: try declared(entry, name).pattern.path(reading: [:]))
        case .intent(let name, let values):
            return url(of: try declared(entry, name).pattern.path(reading: values))
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
                if payload[entries.linkKey] != nil {
                    [entries.linkKey]
                } else if let (point, pattern) = try? declared(entry, category) {
                    Set(pattern.names.map(point.payloadKey))
                } else {
                    []
                }
            return .notification(
                category: category, payload: payload.filter { keys.contains($0.key) })
        case .activity(let type, let webpageURL, let userInfo):
            return .activity(
                type: type, webpageURL: type == IncomingEntry.browsingWeb ? webpageURL : nil,
                userInfo: type == entries.activityType
                    ? userInfo.filter { $0.key == entries.linkKey } : [:])
        case .intent(let name, let values):
            let names = Set((try? declared(entry, name))?.pattern.names ?? [])
            return .intent(name: name, values: values.filter { names.contains($0.key) })
        case .link, .spotlight, .quickAction, .menuItem:
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
    ///   restoration-only), and without an activity type.
    /// - Throws: `unroutable` or `invalidParameter` when the table writes no link for it.
    public func activity(for route: R, title: String, target: String? = nil)
        throws(RoutingError) -> EntryActivity?
    {
        let path = try path(for: route)
        let link = url(of: path)
        guard let activityType = entries.activityType, (try? resolve(link)) != nil else {
            return nil
        }
        let page = hosts.first.map { "https://\($0)\(path)" }
        return EntryActivity(
            type: activityType, title: title, link: link,
            webpageURL: page.flatMap { (try? resolve($0)) != nil ? $0 : nil },
            userInfo: [entries.linkKey: link], targetContentIdentifier: target)
    }

    /// The pattern of `point`, a registered entry point.
    package func pattern(of point: EntryPoint) -> RegisteredPattern? {
        entries.byName[point.name]?.pattern
    }

    /// The entry point that answers `entry`, keyed `key` (its category, type, name or title),
    /// and its pattern: the one named `KIND KEY` (``EntryPoint/name``).
    /// - Throws: `unknownEntry` when none is.
    private func declared(_ entry: IncomingEntry, _ key: String) throws(RoutingError) -> (
        point: EntryPoint, pattern: RegisteredPattern
    ) {
        let name = "\(entry.kind) \(key)"
        guard let declared = entries.byName[name] else {
            throw RoutingError(.unknownEntry, reason: "no entry point answers \(name)")
        }
        return declared
    }
}

/// The entry points of a ``DeepLinkTable`` and what reads entries: the app's user activity type
/// and the key of a link in a payload.
struct EntryPoints: Sendable {
    let activityType: String?
    let linkKey: String
    var points: [EntryPoint] = []
    /// Each entry point and the pattern it opens, by ``EntryPoint/name``.
    var byName: [String: (point: EntryPoint, pattern: RegisteredPattern)] = [:]
}
