import Foundation
import Routing
import Testing

/// The apple-app-site-association file a table makes for its universal-link host: one
/// component per pattern, nothing for another host, and every path it admits resolving.
@Suite struct AppSiteAssociationTests {
    static let host = "rootswitch.example"
    static let appID = "ABCDE12345.dev.rootswitch.test"

    /// How each kind of template reads in Apple's component syntax.
    @Test(
        arguments: [
            ("", "/", nil),
            ("settings", "/settings", nil),
            ("items/<int:id>", "/items/*", nil),
            ("map/<float:lat>/<float:lon>", "/map/*/*", nil),
            ("files/<path:rest>", "/files/*", nil),
            ("menu/café", "/menu/caf%C3%A9", nil),
            // An optional query item is not required: a link without `page` opens too.
            ("search?q=<q>&page=<int:page>?", "/search", ["q": "*"]),
            ("feed?since=<int:since>&tag=<tag>", "/feed", ["since": "*", "tag": "*"]),
        ] as [(String, String, [String: String]?)])
    func templateBecomesAComponent(template: String, path: String, query: [String: String]?)
        throws
    {
        var table = DeepLinkTable<DeepLinkTestRoute>(
            scheme: "rootswitch", universalLinkHosts: [Self.host])
        try table.register(DeepLinkFixtures.probe(template))

        let file = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])

        #expect(
            file.applinks.details[0].components == [
                AppSiteAssociation.Component(path: path, query: query, comment: template)
            ])
    }

    /// Every pattern has its component, in registration order, and the file names only the
    /// apps it was asked for.
    @Test func everyPatternIsCoveredAndNothingElse() throws {
        let table = try DeepLinkFixtures.table()

        let file = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])

        #expect(file.applinks.details.map(\.appIDs) == [[Self.appID]])
        let components = file.applinks.details[0].components
        #expect(components.map(\.comment) == DeepLinkFixtures.patterns.map(\.template))
        #expect(components.allSatisfy { $0.path.hasPrefix("/") && !$0.path.contains(":") })
    }

    /// For each component, a URL it admits (each `*` replaced by a sample value) resolves
    /// through the same table over https.
    @Test func aPathEachComponentAdmitsResolves() throws {
        let table = try DeepLinkFixtures.table()
        let components = try table.appSiteAssociation(host: Self.host, appIDs: [Self.appID])
            .applinks.details[0].components
        let samples = ["1", DeepLinkFixtures.uuid.uuidString, "hello-world"]

        for component in components {
            let resolves = samples.contains { sample in
                let query = (component.query ?? [:]).sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value.replacingOccurrences(of: "*", with: sample))" }
                let path = component.path.replacingOccurrences(of: "*", with: sample)
                let url =
                    "https://\(Self.host)\(path)" + (query.isEmpty ? "" : "?")
                    + query.joined(separator: "&")
                return (try? table.resolve(url)) != nil
            }
            #expect(resolves, "no sample URL of \(component.path) resolves")
        }
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
        let file = try? table.appSiteAssociation(host: "RootSwitch.Example", appIDs: [])
        #expect(file?.applinks.details[0].components.count == DeepLinkFixtures.patterns.count)
    }

    @Test func aTableWithoutUniversalLinkHostsHasNoFile() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkFixtures.probe("items/<int:id>"))

        #expect(
            thrownDeepLinkCode { _ = try table.appSiteAssociation(host: Self.host, appIDs: []) }
                == .unknownHost)
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
                            "/" : "/search",
                            "?" : {
                              "q" : "*"
                            },
                            "comment" : "search?q=<q>"
                          },
                          {
                            "/" : "/items/*",
                            "comment" : "items/<int:id>"
                          }
                        ]
                      }
                    ]
                  }
                }
                """)
        #expect(try JSONDecoder().decode(AppSiteAssociation.self, from: json) == file)
        #expect(try file.json() == json)
    }
}
