import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection, as the server's event loop drives it: it reads one request's head,
/// has it admitted, reads the body the head announced, has the request answered, writes the
/// answer as the client takes it, and closes.
///
/// Every call returns at once (the socket is non-blocking), so one thread serves every
/// connection: a client that sends slowly, or not at all, costs a descriptor and a buffer,
/// never a thread. The head is looked for in new bytes only and parsed once; each phase has
/// its deadline (``expire(at:)``).
struct HTTPConnection {
    /// Where the connection is.
    enum Phase: Equatable {
        /// Waiting for the request's head, until the request deadline.
        case head
        /// Waiting for the body the admitted head announced, until the request deadline.
        case body
        /// The request is with the handler, until the handling deadline; nothing is read.
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
        /// The head arrived: decide whether its body may be read (``admit(_:at:)``).
        case admit(RequestHead)
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
    private(set) var phase = Phase.head
    private(set) var deadline: ContinuousClock.Instant
    /// The request's bytes so far: its head, then its body.
    private(set) var input: [UInt8] = []
    /// How far the head's end was looked for: new bytes are searched, never old ones again.
    private var searched = 0
    /// The parsed head, while its body is read.
    private var head: RequestHead?
    /// Where the body starts in ``input`` (the head's size, its blank line included), and how
    /// long it is.
    private(set) var bodyStart = 0
    private var bodyLength = 0
    private var output: [UInt8] = []
    private var sent = 0
    private var drained = 0
    private var omitsBody = false
    private let limits: HTTPServerLimits
    private let hosts: Set<String>

    /// - Parameters:
    ///   - hosts: the `Host` values that name this server, lowercased (`127.0.0.1:8080`).
    init(
        descriptor: Int32, serial: UInt64, client: String, hosts: Set<String>,
        limits: HTTPServerLimits, at time: ContinuousClock.Instant
    ) {
        self.descriptor = descriptor
        self.serial = serial
        self.client = client
        self.hosts = hosts
        self.limits = limits
        deadline = time + limits.requestDeadline
    }

    /// The `poll(2)` events the connection waits for now.
    var events: Int16 {
        switch phase {
        case .head, .body, .draining: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .handling: 0
        }
    }

    /// The request bytes the connection holds or has been admitted to hold: its head so far,
    /// or its head and its whole announced body; nothing once handed over.
    var claim: Int {
        switch phase {
        case .head: input.count
        case .body: bodyStart + bodyLength
        case .handling, .writing, .draining: 0
        }
    }

    /// How many more bytes a read may take now: the rest of the head's room, or the rest of
    /// the body.
    var wanted: Int {
        switch phase {
        case .head: max(0, LoopbackHTTPServer.maxHeaderBytes - input.count)
        case .body: bodyStart + bodyLength - input.count
        case .handling, .writing, .draining: 0
        }
    }

    /// Reads what has arrived, at most `budget` bytes, and says what to do.
    mutating func read(budget: Int, at time: ContinuousClock.Instant) -> Next {
        switch phase {
        case .head:
            let ended = receive(into: &input, atMost: min(budget, wanted))
            do throws(APIFailure) {
                guard let head = try findHead(ended: ended) else { return .wait }
                return .admit(head)
            } catch {
                answer(error.response, at: time)
                return write(at: time)
            }
        case .body:
            let ended = receive(into: &input, atMost: min(budget, wanted))
            return bodyArrived(ended: ended, at: time)
        case .draining:
            var sink: [UInt8] = []
            let ended = receive(into: &sink, atMost: 65_536)
            drained += sink.count
            return ended || drained >= Self.lingerBytes ? .close : .wait
        case .handling, .writing:
            return .wait
        }
    }

    /// Goes on with an admitted head: reads the body it announced, up to `maximumBytes`, or
    /// answers `refusal`. The caller has checked that the body fits in the server's budget.
    mutating func admit(
        _ head: RequestHead, _ admission: HTTPAdmission, at time: ContinuousClock.Instant
    )
        -> Next
    {
        do throws(APIFailure) {
            switch admission {
            case .refuse(let response):
                answer(response, at: time)
                return write(at: time)
            case .body(let maximumBytes):
                let length = try head.bodyLength()
                guard length <= maximumBytes else {
                    throw APIFailure(
                        .payloadTooLarge,
                        "A body of this request may have at most \(maximumBytes) bytes.")
                }
                self.head = head
                bodyLength = length
                phase = .body
                if head.header("expect")?.lowercased() == "100-continue", length > 0,
                    input.count == bodyStart
                {
                    // Best effort: a client that does not get it sends its body after a pause.
                    let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
                    _ = interim.withUnsafeBytes { Sockets.send(descriptor, $0) }
                }
                return bodyArrived(ended: false, at: time)
            }
        } catch {
            answer(error.response, at: time)
            return write(at: time)
        }
    }

    /// Sets the answer to send; the caller then waits to ``write(at:)``.
    mutating func answer(_ response: HTTPResponse, at time: ContinuousClock.Instant) {
        output = ResponseWriter.bytes(of: response, omittingBody: omitsBody)
        sent = 0
        input = []
        head = nil
        phase = .writing
        deadline = time + limits.requestDeadline
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
    /// that sent nothing is closed), one its handler did not answer in time 503 `busy`,
    /// anything else is closed.
    mutating func expire(at time: ContinuousClock.Instant) -> Next {
        switch phase {
        case .head where input.isEmpty:
            return .close
        case .head, .body:
            answer(
                APIFailure(
                    .requestTimeout,
                    "The request did not arrive within \(limits.requestDeadline.timeInterval) "
                        + "seconds."
                ).response, at: time)
        case .handling:
            answer(
                APIFailure(
                    .busy,
                    "The server did not answer within \(limits.handlingDeadline.timeInterval) "
                        + "seconds; try again shortly.", headers: ["Retry-After": "1"]
                ).response, at: time)
        case .writing, .draining:
            return .close
        }
        return write(at: time)
    }

    /// The head, once its blank line has arrived within ``LoopbackHTTPServer/maxHeaderBytes``;
    /// nil while it has not. Only the bytes not searched before are searched.
    /// - Parameter ended: whether the client closed its side.
    /// - Throws: the server's refusals: a head too large (431), malformed (400), without a
    ///   `Host` (400) or for another host (421), a body over the server's own limit (413).
    private mutating func findHead(ended: Bool) throws(APIFailure) -> RequestHead? {
        let window = min(input.count, LoopbackHTTPServer.maxHeaderBytes)
        var index = max(0, searched - 3)
        var end: Int?
        while index + 4 <= window {
            if input[index] == 0x0D, input[index + 1] == 0x0A, input[index + 2] == 0x0D,
                input[index + 3] == 0x0A
            {
                end = index
                break
            }
            index += 1
        }
        searched = window
        guard let end else {
            if input.count >= LoopbackHTTPServer.maxHeaderBytes { throw Self.headTooLarge }
            if ended { throw .badRequest("The connection ended before the request's head did.") }
            return nil
        }
        let head = try RequestHead(input[..<end])
        try checkHost(head)
        _ = try head.bodyLength()
        omitsBody = head.method == .head
        bodyStart = end + 4
        return head
    }

    /// Hands the request over once its whole body has arrived.
    private mutating func bodyArrived(ended: Bool, at time: ContinuousClock.Instant) -> Next {
        guard let head else { return .wait }
        guard input.count - bodyStart >= bodyLength else {
            guard ended else { return .wait }
            answer(
                APIFailure.badRequest("The body is shorter than its Content-Length.").response,
                at: time)
            return write(at: time)
        }
        let body = bodyLength > 0 ? Data(input[bodyStart..<bodyStart + bodyLength]) : nil
        input = []
        self.head = nil
        phase = .handling
        deadline = time + limits.handlingDeadline
        return .handle(head.request(body: body))
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
