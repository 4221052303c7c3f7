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
    /// A new TCP socket of `family` (`AF_INET` or `AF_INET6`), non-blocking and closed across
    /// exec, that never raises `SIGPIPE`; an IPv6 one takes IPv6 only.
    /// - Returns: its descriptor, or -1 (with `errno` set).
    static func openStream(family: Int32) -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(family, SOCK_STREAM, 0)
            guard descriptor >= 0 else { return descriptor }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            preventSIGPIPE(on: descriptor)
        #endif
        guard descriptor >= 0 else { return descriptor }
        makeNonBlocking(descriptor)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 {
            setsockopt(
                descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on,
                socklen_t(MemoryLayout<Int32>.size))
        }
        return descriptor
    }

    /// Binds `descriptor` to the loopback address of its family on `port` and listens.
    /// - Returns: the port it listens on (the one the system picked for port 0), or nil (with
    ///   `errno` set).
    static func bindLoopback(_ descriptor: Int32, family: Int32, port: UInt16) -> UInt16? {
        var address = sockaddr_storage()
        var length: socklen_t
        if family == AF_INET6 {
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            withUnsafeMutableBytes(of: &address) { raw in
                let v6 = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                #if !canImport(Glibc)
                    v6.pointee.sin6_len = UInt8(length)
                #endif
                v6.pointee.sin6_family = sa_family_t(AF_INET6)
                v6.pointee.sin6_port = port.bigEndian
                v6.pointee.sin6_addr = in6addr_loopback
            }
        } else {
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutableBytes(of: &address) { raw in
                let v4 = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                #if !canImport(Glibc)
                    v4.pointee.sin_len = UInt8(length)
                #endif
                v4.pointee.sin_family = sa_family_t(AF_INET)
                v4.pointee.sin_port = port.bigEndian
                v4.pointee.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            }
        }
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 511) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { return nil }
        // sin_port and sin6_port sit at the same offset, right after the family.
        return withUnsafeBytes(of: &address) { raw in
            UInt16(bigEndian: raw.load(fromByteOffset: 2, as: UInt16.self))
        }
    }

    /// Accepts one waiting connection, non-blocking, closed across exec, that never raises
    /// `SIGPIPE`.
    /// - Returns: its descriptor and the client's address (`127.0.0.1`, `::1`), or nil (with
    ///   `errno` set: `EAGAIN` when none is waiting).
    static func accept(_ listener: Int32) -> (descriptor: Int32, client: String)? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
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
        return (descriptor, Self.name(of: &address))
    }

    /// The numeric address in `address` (`127.0.0.1`, `::1`).
    private static func name(of address: inout sockaddr_storage) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = Int32(address.ss_family)
        let written = withUnsafeMutableBytes(of: &address) { raw -> Bool in
            let offset =
                family == AF_INET6
                ? MemoryLayout<sockaddr_in6>.offset(of: \.sin6_addr)!
                : MemoryLayout<sockaddr_in>.offset(of: \.sin_addr)!
            return inet_ntop(family, raw.baseAddress! + offset, &text, socklen_t(text.count))
                != nil
        }
        let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return written ? String(decoding: bytes, as: UTF8.self) : "unknown"
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
