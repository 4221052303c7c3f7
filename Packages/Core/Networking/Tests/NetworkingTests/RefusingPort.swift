import Foundation
import NetworkingLive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP port on 127.0.0.1 that is bound but not listening, so connecting to it is refused.
/// Held until `release()`, so no other process can start listening there meanwhile.
final class RefusingPort {
    let port: Int
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard fd >= 0, bound else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            if fd >= 0 { close(fd) }
            throw POSIXError(code)
        }
        descriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// A live client for this port, on which every request is refused.
    var client: URLSessionHTTPClient {
        URLSessionHTTPClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, defaultTimeout: .seconds(5))
    }

    func release() {
        close(descriptor)
    }
}
