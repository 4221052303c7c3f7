/// The part of a ``DeepLinkTable`` that resolves links, free of the route type: the trie,
/// each pattern's parsed template and placeholder names, and its route closure erased to one
/// that writes the route into memory the table provides.
///
/// Keeping the lookup non-generic keeps it fast when called from another module: generic
/// code that is not specialized for the caller's route type looks up the metadata of every
/// generic type it touches, at run time, on every call, and copies a struct it reads
/// (retaining every array in it). The table holds its index in a ``Shared`` box, whose `let`
/// is read in place.
@usableFromInline struct DeepLinkIndex: Sendable {
    /// An index in a class: reading it from a table costs one retain, not a copy.
    @usableFromInline final class Shared: Sendable {
        let index: DeepLinkIndex

        init(_ index: DeepLinkIndex) {
            self.index = index
        }

        /// Resolves `url`, writing the route into `route`.
        /// - Returns: what the pattern that matched declares.
        /// - Throws: why no pattern did; `route` is then left uninitialized.
        @usableFromInline
        func resolve(_ url: String, into route: UnsafeMutableRawPointer) throws(RoutingError)
            -> (template: String, requirement: DeepLinkRequirement, policy: DeepLinkPolicy)
        {
            var url = url
            let result = url.withUTF8 { bytes in
                Result { () throws(RoutingError) in try resolve(bytes, into: route) }
            }
            let found = try result.get()
            return (
                index.entries[found].text, index.entries[found].requirement,
                index.entries[found].policy
            )
        }

        /// The URL of `entry`'s template written with `parameters`, under `scheme`.
        /// - Throws: `invalidParameter` when the parameters do not fit the template.
        @usableFromInline
        func url(_ entry: Int, scheme: String, with parameters: DeepLinkParameters)
            throws(RoutingError) -> String
        {
            try index.entries[entry].template.url(scheme: scheme, with: parameters)
        }

        private func resolve(
            _ bytes: UnsafeBufferPointer<UInt8>, into route: UnsafeMutableRawPointer
        )
            throws(RoutingError) -> Int
        {
            try IncomingLink.parse(bytes, schemes: index.schemes, hosts: index.hosts) {
                link throws(RoutingError) in
                var match: Int?
                let failure = index.trie.firstMatch(link, capacity: index.capacity) {
                    found, values throws(RoutingError) in
                    try build(found, values: values, link: link, into: route)
                    match = found
                }
                if let match { return match }
                throw failure ?? RoutingError(.noMatch, reason: "no pattern matches the path")
            }
        }

        /// Reads the entry's query items from the link and builds its route.
        /// - Throws: `missingQueryItem`, `unconvertibleValue`, or what the route closure threw.
        private func build(
            _ entry: Int,
            values: [any Sendable],
            link: IncomingLink,
            into route: UnsafeMutableRawPointer
        ) throws(RoutingError) {
            var values = values
            for item in index.entries[entry].template.query {
                guard let text = link.queryValue(item.key) else {
                    guard item.isOptional else {
                        throw RoutingError(
                            .missingQueryItem, reason: "query item '\(item.key)' is required")
                    }
                    values.append(DeepLinkParameters.absent)
                    continue
                }
                guard let value = item.converter.parse(text) else {
                    throw RoutingError(
                        .unconvertibleValue,
                        reason: "query item '\(item.key)' is not a valid \(item.converter.name)"
                    )
                }
                values.append(value)
            }
            do {
                try index.entries[entry].build(
                    DeepLinkParameters(names: index.entries[entry].names, values: values), route)
            } catch let error as RoutingError {
                throw error
            } catch {
                throw RoutingError(
                    .unconvertibleValue, reason: "the route refused the values: \(error)")
            }
        }
    }

    /// Builds a pattern's route from its parameters into uninitialized memory of the route
    /// type; on a throw, the memory stays uninitialized.
    typealias Build = @Sendable (DeepLinkParameters, UnsafeMutableRawPointer) throws -> Void

    struct Entry: Sendable {
        /// The pattern's template as written, e.g. `items/<int:id>`.
        let text: String
        let requirement: DeepLinkRequirement
        let policy: DeepLinkPolicy
        let template: ParsedTemplate
        /// The path placeholders' names in order, then the query items'.
        let names: [String]
        let build: Build
    }

    fileprivate let schemes: Set<String>
    /// The universal-link hosts, lowercased: the hosts an apple-app-site-association file is
    /// made for.
    let hosts: Set<String>
    private(set) var entries: [Entry] = []
    fileprivate private(set) var trie = PatternTrie()
    /// The most values a pattern has, reserved once per lookup that needs any.
    fileprivate private(set) var capacity = 0

    /// - Parameters:
    ///   - schemes: the custom schemes, lowercased.
    ///   - hosts: the universal-link hosts, lowercased.
    init(schemes: Set<String>, hosts: Set<String>) {
        self.schemes = schemes
        self.hosts = hosts
    }

    /// Adds a pattern, tried in the fixed priority order whatever the order of registration.
    mutating func register(
        _ text: String, _ template: ParsedTemplate, requirement: DeepLinkRequirement,
        policy: DeepLinkPolicy, build: @escaping Build
    ) {
        let names = template.placeholderNames + template.query.map(\.name)
        entries.append(
            Entry(
                text: text, requirement: requirement, policy: policy, template: template,
                names: names, build: build))
        capacity = max(capacity, names.count)
        trie.insert(template, entry: entries.count - 1) { [entries] in
            entries[$0].template.precedes(entries[$1].template)
        }
    }
}
