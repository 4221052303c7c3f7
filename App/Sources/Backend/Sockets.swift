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
/// systems once per socket (`SO_NOSIGPIPE`). Every descriptor the server waits on is
/// non-blocking, so one slow client never holds the thread that serves them all.
enum Sockets {
    /// A new IPv4 TCP socket, non-blocking and closed across exec, that never raises
    /// `SIGPIPE`.
    /// - Returns: its descriptor, or -1 (with `errno` set).
    static func openStream() -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            guard descriptor >= 0 else { return descriptor }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            preventSIGPIPE(on: descriptor)
        #endif
        if descriptor >= 0 { makeNonBlocking(descriptor) }
        return descriptor
    }

    /// Accepts one waiting connection, non-blocking, closed across exec, that never raises
    /// `SIGPIPE`.
    /// - Returns: its descriptor and the client's address (`127.0.0.1`), or nil (with
    ///   `errno` set: `EAGAIN` when none is waiting).
    static func accept(_ listener: Int32) -> (descriptor: Int32, client: String)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let descriptor = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                #if canImport(Glibc)
                    Glibc.accept(listener, pointer, &length)
                #else
                    Darwin.accept(listener, pointer, &length)
                #endif
            }
        }
        guard descriptor >= 0 else { return nil }
        // Glibc's module leaves out accept4(2): both systems set the flags after accepting.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        makeNonBlocking(descriptor)
        #if !canImport(Glibc)
            preventSIGPIPE(on: descriptor)
        #endif
        let host = UInt32(bigEndian: address.sin_addr.s_addr)
        let client = [24, 16, 8, 0].map { String(host >> UInt32($0) & 0xFF) }
            .joined(separator: ".")
        return (descriptor, client)
    }

    /// A pipe whose two ends are non-blocking and closed across exec: how other threads wake
    /// the thread waiting in `poll(2)`.
    /// - Returns: the reading and the writing end, or nil (with `errno` set).
    static func wakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            makeNonBlocking(end)
        }
        return (ends[0], ends[1])
    }

    /// How many descriptors this process may open (its soft `RLIMIT_NOFILE`).
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 256 }
        return Int(clamping: limit.rlim_cur)
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

    /// Sends what fits of `bytes` without raising `SIGPIPE` or blocking.
    /// - Returns: how many bytes were sent, or -1 (with `errno` set).
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
            return Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            return Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
        #endif
    }

    private static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    #if !canImport(Glibc)
        private static func preventSIGPIPE(on descriptor: Int32) {
            var on: Int32 = 1
            setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    #endif
}
