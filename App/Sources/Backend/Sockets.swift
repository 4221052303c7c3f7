#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket calls that are spelled differently on Linux and on Apple's systems, in the one
/// file that needs both spellings.
///
/// Writing to a connection the client closed must report `EPIPE`, never raise `SIGPIPE`
/// (which would end the process): Linux asks for that on each send (`MSG_NOSIGNAL`), Apple's
/// systems once per socket (`SO_NOSIGPIPE`).
enum Sockets {
    /// A new IPv4 TCP socket, closed across exec, that never raises `SIGPIPE`.
    /// - Returns: its descriptor, or -1 (with `errno` set).
    static func openStream() -> Int32 {
        #if canImport(Glibc)
            return socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            guard descriptor >= 0 else { return descriptor }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            preventSIGPIPE(on: descriptor)
            return descriptor
        #endif
    }

    /// Readies a connection `accept(2)` returned: on Apple's systems it must not raise
    /// `SIGPIPE` either.
    static func prepareAccepted(_ descriptor: Int32) {
        #if !canImport(Glibc)
            preventSIGPIPE(on: descriptor)
        #endif
    }

    /// The IPv4 loopback address, 127.0.0.1, on `port`.
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if !canImport(Glibc)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// Sends what fits of `bytes` without raising `SIGPIPE`.
    /// - Returns: how many bytes were sent, or -1 (with `errno` set).
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
            return Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            return Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
        #endif
    }

    #if !canImport(Glibc)
        private static func preventSIGPIPE(on descriptor: Int32) {
            var on: Int32 = 1
            setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    #endif
}
