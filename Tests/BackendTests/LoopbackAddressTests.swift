import Backend
import Foundation
import Networking
import NetworkingLive
import TestSockets
import Testing

#if canImport(Glibc)
    import Glibc
    private let stream = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let stream = SOCK_STREAM
#endif

/// The server listens on every loopback name a client takes plain HTTP to: `localhost`
/// resolves to ::1 first on many systems, so a server on 127.0.0.1 alone would not be found
/// there.
@Suite struct LoopbackAddressTests {
    /// Whether this system has an IPv6 loopback to listen on.
    static let hasIPv6: Bool = {
        let descriptor = socket(AF_INET6, stream, 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
            }
        }
    }()

    @Test(.enabled(if: hasIPv6, "this system has no IPv6 loopback"))
    func theServerListensOnTheIPv6LoopbackToo() throws {
        let served = try ServedBackend()
        for host in ["[::1]", "localhost"] {
            let client = try RawClient(port: served.port, ipv6: true)
            defer { client.close() }
            client.send(Array("GET /v1/me HTTP/1.1\r\nHost: \(host):\(served.port)\r\n\r\n".utf8))
            #expect(client.readToEnd().status == 401, "\(host)")
        }
    }

    /// `localhost` works whichever address it resolves to first. (FoundationNetworking on
    /// Linux takes no `http://[::1]` URL at all: it fails as a bad URL before connecting.)
    @Test(arguments: ["localhost", "127.0.0.1"])
    func theLiveClientReachesTheServerByName(host: String) async throws {
        let served = try ServedBackend()
        let url = try #require(URL(string: "http://\(host):\(served.port)"))
        let client = URLSessionHTTPClient(baseURL: url)
        let outcome = await ServedBackend.outcome(client, HTTPRequest(path: "/v1/me"))
        #expect(outcome.status == 401, "\(outcome.body)")
    }

    @Test(arguments: ["localhost", "LocalHost", "127.0.0.1", "::1", "[::1]"])
    func theNamesAreTheLoopbacks(host: String) {
        #expect(LoopbackHTTPServer.isLoopback(host))
    }

    @Test(arguments: ["127.0.0.2", "0.0.0.0", "example.com", "[::2]", "localhost.example"])
    func otherNamesAreNot(host: String) {
        #expect(!LoopbackHTTPServer.isLoopback(host))
    }
}
