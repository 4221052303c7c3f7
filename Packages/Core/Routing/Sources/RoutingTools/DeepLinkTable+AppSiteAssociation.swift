public import Routing

extension DeepLinkTable {
    /// The apple-app-site-association file sending this table's links on `host` to `appIDs`
    /// (`TEAMID.bundle.identifier`), which also may fill in the host's passwords
    /// (`webcredentials`). Under Apple's matching it claims exactly the https links the table
    /// opens, but for a value a placeholder's type refuses (`/items/abc`): each pattern but
    /// the restoration-only ones claims its path, after the components that keep out empty
    /// segments and paths deeper than a placeholder (see ``AppSiteAssociation/Component``).
    /// - Throws: `unknownHost` when the table refuses links on `host`; `invalidAppID` without
    ///   an app ID, or for one that is not `TEAMID.bundle.identifier` (a file meant to be served
    ///   has no placeholder).
    public func appSiteAssociation(host: String, appIDs: [String]) throws(RoutingError)
        -> AppSiteAssociation
    {
        guard hosts.contains(host.lowercased()) else {
            throw RoutingError(
                .unknownHost, reason: "'\(host)' is not one of the table's universal-link hosts")
        }
        guard !appIDs.isEmpty else {
            throw RoutingError(.invalidAppID, reason: "the file names no app")
        }
        if let invalid = appIDs.first(where: { !Self.isAppID($0) }) {
            throw RoutingError(
                .invalidAppID,
                reason: "'\(invalid)' is not TEAMID.bundle.identifier with a team ID of ten "
                    + "letters and digits")
        }
        var file = AppSiteAssociation(
            appIDs: appIDs,
            components: AssociationComponents.components(
                of: registeredPatterns.filter { !$0.isRestorationOnly }))
        file.webcredentials = AppSiteAssociation.WebCredentials(apps: appIDs)
        return file
    }

    /// Whether `text` is `TEAMID.bundle.identifier`: ten upper-case letters and digits, a dot,
    /// then letters, digits, `-` and `.`.
    private static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 10
            && parts[0].allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
            && !parts[1].isEmpty && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
            && parts[1].allSatisfy {
                $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0))
            }
    }
}
