import Foundation
import Routing
import RoutingTools
import Testing

/// The apple-app-site-association file a table makes for its universal-link host: the
/// components that keep out what the table refuses, then one that claims each pattern, nothing
/// for another host, app IDs that are no placeholder, and the passwords of the host's sign-in
/// form for the same apps.
@Suite struct AppSiteAssociationTests {
    static let host = "rootswitch.example"
    static let appID = "ABCDE12345.dev.rootswitch.test"
    typealias Component = AppSiteAssociation.Component

    /// What every file keeps out first: a link with an empty segment opens nowhere.
    static let emptySegments = [
        excluded("*//*", "an empty segment: no link with one opens"),
        excluded("?*/", "a trailing slash: no link with one opens"),
    ]

    static func excluded(_ path: String, _ comment: String) -> Component {
        var component = Component(path: path, comment: comment)
        component.exclude = true
        return component
    }

    /// How each kind of template reads in Apple's component syntax: the paths a placeholder
    /// would make deeper, kept out, then the path, each placeholder at least one character.
    @Test(
        arguments: [
            ("", [], "/", nil),
            ("settings", [], "/settings", nil),
            ("items/<int:id>", ["/items/*/*"], "/items/?*", nil),
            ("map/<float:lat>/<float:lon>", ["/map/*/*/?*", "/map/?*/*/*"], "/map/?*/?*", nil),
            ("files/<path:rest>", [], "/files/?*", nil),
            ("menu/café", [], "/menu/caf%C3%A9", nil),
            // An optional query item is not required: a link without `page` opens too.
            ("search?q=<q>&page=<int:page>?", [], "/search", ["q": "*"]),
            ("feed?since=<int:since>&tag=<tag>", [], "/feed", ["since": "*", "tag": "*"]),
        ] as [(String, [String], String, [String: String]?)])
    func templateBecomesComponents(
        template: String, deeper: [String], path: String, query: [String: String]?
    ) throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(
            scheme: "rootswitch", universalLinkHosts: [Self.host])
        try table.register(DeepLinkFixtures.probe(template))

        let file = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])

        #expect(
            file.applinks.details[0].components
                == Self.emptySegments
                + deeper.map { Self.excluded($0, "deeper than '\(path)'") }
                + [Component(path: path, query: query, comment: template)])
    }

    /// Every pattern is claimed, each pattern with more segments (or a `<path:>`) before, and
    /// one path once: `items/<int:id>` and `items/<name>` share `/items/?*`. The file names only
    /// the apps it was asked for, and lets them fill in the host's passwords.
    @Test func everyPatternIsClaimedAndNothingElse() throws {
        let table = try DeepLinkFixtures.table()

        let file = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])

        #expect(file.applinks.details.map(\.appIDs) == [[Self.appID]])
        #expect(file.webcredentials == AppSiteAssociation.WebCredentials(apps: [Self.appID]))
        let claims = file.applinks.details[0].components.filter { $0.exclude == nil }
        #expect(
            claims.map(\.comment) == [
                "files/<path:rest>", "map/<float:lat>/<float:lon>",
                "items/<int:id>, items/<name>", "items/new", "users/<uuid:id>",
                "articles/<slug:s>", "tags/<string:tag>", "search?q=<q>&page=<int:page>?",
                "settings", "",
            ])
        #expect(claims.allSatisfy { $0.path.hasPrefix("/") && !$0.path.contains(":") })
    }

    /// For each component that claims, a URL it admits (each `?*` a sample value) resolves
    /// through the same table over https.
    @Test func aPathEachComponentClaimsResolves() throws {
        let table = try DeepLinkFixtures.table()
        let components = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])
            .applinks.details[0].components.filter { $0.exclude == nil }
        let samples = ["1", DeepLinkFixtures.uuid.uuidString, "hello-world"]

        for component in components {
            let resolves = samples.contains { sample in
                let query = (component.query ?? [:]).sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value.replacingOccurrences(of: "*", with: sample))" }
                let path = component.path.replacingOccurrences(of: "?*", with: sample)
                let url =
                    "https://\(Self.host)\(path)" + (query.isEmpty ? "" : "?")
                    + query.joined(separator: "&")
                return (try? table.resolve(url)) != nil
            }
            #expect(resolves, "no sample URL of \(component.path) resolves")
        }
    }

    /// A file meant to be served names real apps: a team ID of ten letters and digits, a
    /// bundle identifier, never a placeholder.
    @Test(arguments: [
        [], ["TEAMID.dev.rootswitch.app"], ["abcde12345.dev.rootswitch.app"],
        ["ABCDE12345"], ["ABCDE12345."], ["ABCDE12345.dev rootswitch"], ["ABCDE123456.dev.x"],
        [AppSiteAssociationTests.appID, "TEAMID.dev.rootswitch.app"],
    ])
    func aFileWithoutARealAppIsRefused(appIDs: [String]) throws {
        let table = try DeepLinkFixtures.table()
        #expect(
            thrownDeepLinkCode { _ = try table.appSiteAssociation(host: Self.host, appIDs: appIDs) }
                == .invalidAppID)
    }

    /// A file for a host the table does not answer would send the app links it refuses: it is
    /// an error, the custom scheme included. The host's case does not matter.
    @Test(arguments: ["other.example", "rootswitch", "", "www.rootswitch.example"])
    func anotherHostIsRefused(host: String) throws {
        let table = try DeepLinkFixtures.table()

        #expect(
            thrownDeepLinkCode {
                _ = try table.appSiteAssociation(host: host, appIDs: [Self.appID])
            }
                == .unknownHost)
        let file = try? table.appSiteAssociation(host: "RootSwitch.Example", appIDs: [Self.appID])
        #expect(file != nil)
    }

    @Test func aTableWithoutUniversalLinkHostsHasNoFile() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkFixtures.probe("items/<int:id>"))

        #expect(
            thrownDeepLinkCode {
                _ = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])
            } == .unknownHost)
    }

    @Test func aTableWithoutPatternsAdmitsNoPath() throws {
        let table = DeepLinkTable<DeepLinkTestRoute>(
            scheme: "rootswitch", universalLinkHosts: [Self.host])

        let file = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])

        #expect(file.applinks.details[0].components.isEmpty)
    }

    /// The served bytes: Apple's keys, sorted, pretty-printed, slashes unescaped; and they
    /// read back as the same file.
    @Test func jsonIsStableAndReadsBack() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(
            scheme: "rootswitch", universalLinkHosts: [Self.host])
        try table.register(DeepLinkFixtures.probe("search?q=<q>"))
        try table.register(DeepLinkFixtures.probe("items/<int:id>"))
        let file = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])

        let json = try file.json()

        #expect(
            String(decoding: json, as: UTF8.self) == """
                {
                  "applinks" : {
                    "details" : [
                      {
                        "appIDs" : [
                          "ABCDE12345.dev.rootswitch.test"
                        ],
                        "components" : [
                          {
                            "/" : "*//*",
                            "comment" : "an empty segment: no link with one opens",
                            "exclude" : true
                          },
                          {
                            "/" : "?*/",
                            "comment" : "a trailing slash: no link with one opens",
                            "exclude" : true
                          },
                          {
                            "/" : "/items/*/*",
                            "comment" : "deeper than '/items/?*'",
                            "exclude" : true
                          },
                          {
                            "/" : "/items/?*",
                            "comment" : "items/<int:id>"
                          },
                          {
                            "/" : "/search",
                            "?" : {
                              "q" : "*"
                            },
                            "comment" : "search?q=<q>"
                          }
                        ]
                      }
                    ]
                  },
                  "webcredentials" : {
                    "apps" : [
                      "ABCDE12345.dev.rootswitch.test"
                    ]
                  }
                }
                """)
        #expect(try JSONDecoder().decode(AppSiteAssociation.self, from: json) == file)
        #expect(try file.json() == json)
    }
}
