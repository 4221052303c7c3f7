import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection, as the server's event loop drives it: it reads one request as its
/// bytes come, has it answered, writes the answer as the client takes it, and closes.
///
/// Every call returns at once (the socket is non-blocking), so one thread serves every
/// connection: a client that sends slowly, or not at all, costs a descriptor and a buffer,
/// never a thread. Each phase has its deadline (``expire(at:)``).
struct HTTPConnection {
    /// Where the connection is.
    enum Phase: Equatable {
        /// Waiting for the request's head and body, until the request deadline.
        case reading
        /// The request is with the handler; nothing is read meanwhile.
        case handling
        /// Sending the answer, until the deadline to read it.
        case writing
        /// Answered: reading what the client still sends, briefly, before closing, since
        /// closing with unread input makes the kernel reset the connection and the client
        /// could lose the answer.
        case draining
    }

    /// What the event loop does next for this connection.
    enum Next {
        /// Wait for the socket again.
        case wait
        /// Hand this request to the handler, then ``answer(_:at:)`` with its response.
        case handle(HTTPRequest)
        /// Close the connection.
        case close
    }

    /// The longest a finished connection keeps reading what the client still sends.
    static let lingerTime = Duration.seconds(2)
    /// The most bytes read from a finished connection before it is closed anyway.
    static let lingerBytes = 4 * LoopbackHTTPServer.maxBodyBytes

    let descriptor: Int32
    /// Counts the connections in the order they were accepted: tells this one from a later
    /// one that reuses its descriptor, and the oldest from the newest.
    let serial: UInt64
    /// The client's address.
    let client: String
    private(set) var phase = Phase.reading
    private(set) var deadline: ContinuousClock.Instant
    /// The request's bytes so far.
    private(set) var input: [UInt8] = []
    private var output: [UInt8] = []
    private var sent = 0
    private var drained = 0
    private var omitsBody = false
    private let requestDeadline: Duration
    private let hosts: Set<String>

    /// - Parameters:
    ///   - hosts: the `Host` values that name this server, lowercased (`127.0.0.1:8080`).
    init(
        descriptor: Int32, serial: UInt64, client: String, hosts: Set<String>,
        requestDeadline: Duration, at time: ContinuousClock.Instant
    ) {
        self.descriptor = descriptor
        self.serial = serial
        self.client = client
        self.hosts = hosts
        self.requestDeadline = requestDeadline
        deadline = time + requestDeadline
    }

    /// The `poll(2)` events the connection waits for now.
    var events: Int16 {
        switch phase {
        case .reading, .draining: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .handling: 0
        }
    }

    /// Reads what has arrived, at most `budget` bytes, and says what to do.
    mutating func read(budget: Int, at time: ContinuousClock.Instant) -> Next {
        switch phase {
        case .reading:
            let ended = receive(into: &input, atMost: budget)
            do throws(APIFailure) {
                guard let request = try parse(ended: ended) else { return .wait }
                phase = .handling
                omitsBody = request.method == .head
                input = []
                return .handle(request)
            } catch {
                answer(error.response, at: time)
                return write(at: time)
            }
        case .draining:
            var sink: [UInt8] = []
            let ended = receive(into: &sink, atMost: 65_536)
            drained += sink.count
            return ended || drained >= Self.lingerBytes ? .close : .wait
        case .handling, .writing:
            return .wait
        }
    }

    /// Sets the answer to send; the caller then waits to ``write(at:)``.
    mutating func answer(_ response: HTTPResponse, at time: ContinuousClock.Instant) {
        output = ResponseWriter.bytes(of: response, omittingBody: omitsBody)
        sent = 0
        input = []
        phase = .writing
        deadline = time + requestDeadline
    }

    /// Sends what the client takes of the answer; once all of it is sent, stops writing and
    /// starts draining.
    mutating func write(at time: ContinuousClock.Instant) -> Next {
        guard phase == .writing else { return .wait }
        while sent < output.count {
            let count = output[sent...].withUnsafeBytes { Sockets.send(descriptor, $0) }
            if count > 0 {
                sent += count
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .wait }
            return .close
        }
        output = []
        shutdown(descriptor, Int32(SHUT_WR))
        phase = .draining
        deadline = time + Self.lingerTime
        return .wait
    }

    /// What to do once ``deadline`` has passed: a request still arriving gets 408 (a client
    /// that sent nothing is closed), anything else is closed.
    mutating func expire(at time: ContinuousClock.Instant) -> Next {
        guard phase == .reading, !input.isEmpty else { return .close }
        answer(
            APIFailure(
                .requestTimeout,
                "The request did not arrive within \(requestDeadline.timeInterval) seconds."
            ).response, at: time)
        return write(at: time)
    }

    /// The request, once its head and its whole body have arrived; nil while they have not.
    /// - Parameter ended: whether the client closed its side.
    /// - Throws: the server's refusals: a head too large (431), malformed (400), without a
    ///   `Host` (400) or for another host (421), a body too large (413) or cut short (400).
    private mutating func parse(ended: Bool) throws(APIFailure) -> HTTPRequest? {
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        let window = input.prefix(LoopbackHTTPServer.maxHeaderBytes)
        guard let headEnd = window.firstRange(of: terminator)?.lowerBound else {
            if input.count >= LoopbackHTTPServer.maxHeaderBytes { throw Self.headTooLarge }
            if ended { throw .badRequest("The connection ended before the request's head did.") }
            return nil
        }
        let head = try RequestHead(input[..<headEnd])
        try checkHost(head)
        let length = try head.bodyLength()
        let bodyStart = headEnd + 4
        guard input.count - bodyStart >= length else {
            if ended { throw .badRequest("The body is shorter than its Content-Length.") }
            if head.header("expect")?.lowercased() == "100-continue", input.count == bodyStart,
                length > 0
            {
                // Best effort: a client that does not get it sends its body after a pause.
                let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
                _ = interim.withUnsafeBytes { Sockets.send(descriptor, $0) }
            }
            return nil
        }
        let body = length > 0 ? Data(input[bodyStart..<bodyStart + length]) : nil
        return HTTPRequest(
            method: head.method, path: head.path, queryItems: head.queryItems,
            headers: head.headers, body: body)
    }

    /// Refuses a request that does not name this server: what keeps a web page the user
    /// visits from reaching it through a name of its own that resolves to 127.0.0.1.
    private func checkHost(_ head: RequestHead) throws(APIFailure) {
        guard let host = head.header("host") else {
            throw .badRequest("A request names the server it is for in Host.")
        }
        guard hosts.contains(host.lowercased()) else {
            throw APIFailure(
                .misdirectedRequest,
                "This server answers to \(hosts.sorted().joined(separator: " or ")) only.")
        }
    }

    /// Appends what has arrived, at most `limit` bytes; whether the client closed its side
    /// (or the connection failed).
    private func receive(into buffer: inout [UInt8], atMost limit: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var total = 0
        while total < limit {
            let count = recv(descriptor, &chunk, min(chunk.count, limit - total), 0)
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                total += count
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return !(count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        }
        return false
    }

    private static let headTooLarge = APIFailure(
        .headerTooLarge,
        "The request line and headers may have at most \(LoopbackHTTPServer.maxHeaderBytes) bytes."
    )
}
