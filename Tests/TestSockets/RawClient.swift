import Foundation

#if canImport(Glibc)
    import Glibc

    /// The C calls whose names the client's own methods shadow, and the send flag that keeps
    /// a write to a closed peer from raising SIGPIPE.
    private let systemConnect = Glibc.connect
    private let systemClose = Glibc.close
    private let systemSend = Glibc.send
    private let streamType = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin

    private let systemConnect = Darwin.connect
    private let systemClose = Darwin.close
    private let systemSend = Darwin.send
    private let streamType = SOCK_STREAM
    /// Apple's systems have no per-send flag: the socket gets SO_NOSIGPIPE instead.
    private let sendFlags: Int32 = 0
#endif

/// A bare TCP client for sending a server bytes no HTTP library would send: the backend's tests,
/// and the App's tests of a backend running in a process of its own.
public struct RawClient {
    /// Why the client could not connect.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// One answer, as read from the socket until the server closed it.
    public struct Answer {
        public let text: String
        /// Whether the server closed the connection (rather than the read timing out).
        public var closedByServer = true

        /// The status code of the first line; 0 if there is none.
        public var status: Int {
            let line = text.split(separator: "\r\n", maxSplits: 1).first ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }

        /// What follows the head.
        public var body: String {
            guard let range = text.range(of: "\r\n\r\n") else { return "" }
            return String(text[range.upperBound...])
        }
    }

    /// The connected socket.
    public let descriptor: Int32

    /// Connects to 127.0.0.1:port, or [::1]:port.
    /// - Parameters:
    ///   - timeout: how long a read waits before giving up: a safety net, so a broken server
    ///     fails the test instead of hanging it.
    ///   - ipv6: whether to connect to ::1 rather than 127.0.0.1.
    public init(port: UInt16, timeout: Int = 20, ipv6: Bool = false) throws {
        descriptor = socket(ipv6 ? AF_INET6 : AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw Failure(description: "socket failed") }
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let connected: Bool
        if ipv6 {
            var address = sockaddr_in6()
            #if canImport(Darwin)
                address.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr = in6addr_loopback
            connected = Self.connect(descriptor, &address)
        } else {
            var address = sockaddr_in()
            #if canImport(Darwin)
                address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            connected = Self.connect(descriptor, &address)
        }
        guard connected else {
            let reason = String(cString: strerror(errno))
            _ = systemClose(descriptor)
            throw Failure(description: "connect failed: \(reason)")
        }
    }

    private static func connect<Address>(_ descriptor: Int32, _ address: inout Address) -> Bool {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<Address>.size)) == 0
            }
        }
    }

    /// Sends the bytes, closes the writing side, and reads the answer.
    public static func exchange(_ bytes: [UInt8], port: UInt16) throws -> Answer {
        let client = try RawClient(port: port)
        defer { client.close() }
        client.send(bytes)
        shutdown(client.descriptor, Int32(SHUT_WR))
        return client.readToEnd()
    }

    /// Sends the text's bytes, closes the writing side, and reads the answer.
    public static func exchange(_ text: String, port: UInt16) throws -> Answer {
        try exchange(Array(text.utf8), port: port)
    }

    /// Sends every byte, or as many as the server takes before it closes.
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes {
                systemSend(descriptor, $0.baseAddress, $0.count, sendFlags)
            }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Reads until the server closes its side.
    public func readToEnd() -> Answer {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else {
                return Answer(
                    text: String(decoding: bytes, as: UTF8.self), closedByServer: count == 0)
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Reads until the bytes end with `suffix` or the server closes.
    public func read(until suffix: String) -> String {
        let end = Array(suffix.utf8)
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.suffix(end.count) != end[...], recv(descriptor, &byte, 1, 0) == 1 {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Closes the socket.
    public func close() {
        _ = systemClose(descriptor)
    }
}
