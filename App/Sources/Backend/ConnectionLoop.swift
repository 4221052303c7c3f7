import Dispatch
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's event loop: one thread waits in `poll(2)` on the listening sockets, every open
/// connection and a wake-up pipe, and moves whichever is ready one step on. Handlers run on a
/// concurrent queue and post their answers back (``LoopMailbox``).
///
/// Nothing here blocks: a slow or silent client holds a descriptor and its buffer until its
/// deadline, never a thread. A head is admitted before its body is read (``HTTPAdmission``),
/// and the body it may send is reserved from the buffer budget then, so held bodies cannot
/// crowd out other requests. Past ``HTTPServerLimits/maximumConnections`` the oldest
/// connection still sending its request makes way for the new one; when none is, the new one
/// is answered 503 at once. Owned by the loop's thread alone.
struct ConnectionLoop {
    let listeners: [Int32]
    let mailbox: LoopMailbox
    let limits: HTTPServerLimits
    let admit: LoopbackHTTPServer.Admit
    let handler: LoopbackHTTPServer.ClientHandler
    /// The `Host` values that name the server.
    let hosts: Set<String>

    private let clock = ContinuousClock()
    private let handlers = DispatchQueue(
        label: "rootswitch.backend.handlers", attributes: .concurrent)
    private var connections: [Int32: HTTPConnection] = [:]
    private var serial: UInt64 = 0
    /// The request bytes the open connections hold or have been admitted to hold.
    private var claimed = 0
    private var isListening = true
    /// Set when `accept(2)` ran out of descriptors: the listeners rest until then.
    private var acceptResumes: ContinuousClock.Instant?
    private let capacity: Int

    init(
        listeners: [Int32], mailbox: LoopMailbox, limits: HTTPServerLimits, hosts: Set<String>,
        admit: @escaping LoopbackHTTPServer.Admit,
        handler: @escaping LoopbackHTTPServer.ClientHandler
    ) {
        self.listeners = listeners
        self.mailbox = mailbox
        self.limits = limits
        self.admit = admit
        self.handler = handler
        self.hosts = hosts
        // Room for the listeners, the pipe, the process's own files and the handlers' files.
        capacity = max(1, min(limits.maximumConnections, Sockets.descriptorLimit() - 64))
    }

    /// Serves until stopped and every open connection is done.
    mutating func run() {
        while true {
            if isListening, mailbox.isStopped {
                for listener in listeners { close(listener) }
                isListening = false
            }
            if !isListening, connections.isEmpty { return }
            let now = clock.now
            var waits = [pollfd(fd: mailbox.wakeRead, events: Int16(POLLIN), revents: 0)]
            if isListening && (acceptResumes.map { now >= $0 } ?? true) {
                for listener in listeners {
                    waits.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
                }
            }
            for (descriptor, connection) in connections where connection.events != 0 {
                waits.append(pollfd(fd: descriptor, events: connection.events, revents: 0))
            }
            _ = poll(&waits, nfds_t(waits.count), timeout(from: now))
            let time = clock.now
            for wait in waits where wait.revents != 0 {
                if wait.fd == mailbox.wakeRead {
                    deliverAnswers(at: time)
                } else if listeners.contains(wait.fd) {
                    acceptWaiting(on: wait.fd, at: time)
                } else if connections[wait.fd] != nil {
                    advance(wait.fd, at: time)
                }
            }
            expireDeadlines(at: clock.now)
        }
    }

    /// Milliseconds until the nearest deadline (or the listeners' rest), at most one second.
    private func timeout(from now: ContinuousClock.Instant) -> Int32 {
        var nearest = now + .seconds(1)
        for connection in connections.values {
            nearest = min(nearest, connection.deadline)
        }
        if let acceptResumes { nearest = min(nearest, acceptResumes) }
        let wait = now.duration(to: nearest)
        return Int32(max(0, (wait.timeInterval * 1000).rounded(.up)))
    }

    private mutating func acceptWaiting(on listener: Int32, at time: ContinuousClock.Instant) {
        while let (descriptor, client) = Sockets.accept(listener) {
            serial += 1
            var connection = HTTPConnection(
                descriptor: descriptor, serial: serial, client: client, hosts: hosts,
                limits: limits, at: time)
            if connections.count >= capacity, !makeRoom(at: time) {
                connection.answer(Self.busy, at: time)
                _ = connection.write(at: time)
                close(descriptor)
                continue
            }
            connections[descriptor] = connection
        }
        // Out of descriptors: connections in flight need a moment to finish.
        if errno == EMFILE || errno == ENFILE { acceptResumes = time + .milliseconds(50) }
    }

    /// Closes the connection that gives least by closing: one draining an answered request,
    /// else the oldest still sending its request (answered 503). False when every one is
    /// being answered.
    private mutating func makeRoom(at time: ContinuousClock.Instant) -> Bool {
        let finished = connections.values.first { $0.phase == .draining }
        let oldestReading = connections.values.filter { $0.phase == .head || $0.phase == .body }
            .min { $0.serial < $1.serial }
        guard var victim = finished ?? oldestReading else { return false }
        if victim.phase != .draining {
            claimed -= victim.claim
            victim.answer(Self.busy, at: time)
            _ = victim.write(at: time)
            connections[victim.descriptor] = victim
        }
        finish(victim.descriptor)
        return true
    }

    private mutating func advance(_ descriptor: Int32, at time: ContinuousClock.Instant) {
        guard var connection = connections[descriptor] else { return }
        let before = connection.claim
        // What is left of the budget for a head; a body's bytes were reserved when admitted.
        let left = limits.maximumBufferedBytes - claimed
        var next: HTTPConnection.Next
        switch connection.phase {
        case .writing:
            next = connection.write(at: time)
        case .head where left <= 0:
            connection.answer(Self.busy, at: time)
            next = connection.write(at: time)
        case .head:
            next = connection.read(budget: left, at: time)
        case .body, .draining, .handling:
            next = connection.read(budget: .max, at: time)
        }
        if case .admit(let head) = next {
            next = connection.admit(head, admission(of: head, on: connection), at: time)
        }
        claimed += connection.claim - before
        connections[descriptor] = connection
        switch next {
        case .wait, .admit: break
        case .close: finish(descriptor)
        case .handle(let request): handle(request, on: connection)
        }
    }

    /// What the service admits of `head`, unless its body does not fit in what is left of the
    /// budget: then 503 `busy`.
    private func admission(of head: RequestHead, on connection: HTTPConnection)
        -> HTTPAdmission
    {
        let admission = admit(head.request(body: nil))
        guard case .body(let maximumBytes) = admission,
            let length = try? head.bodyLength(), length <= maximumBytes
        else { return admission }
        let others = claimed - connection.claim
        guard others + connection.bodyStart + length <= limits.maximumBufferedBytes else {
            return .refuse(Self.busy)
        }
        return admission
    }

    private func handle(_ request: HTTPRequest, on connection: HTTPConnection) {
        let (handler, mailbox) = (handler, mailbox)
        let (descriptor, serial, client) = (
            connection.descriptor, connection.serial, connection.client
        )
        handlers.async {
            let response = handler(request, client)
            mailbox.post(
                LoopMailbox.Answer(descriptor: descriptor, serial: serial, response: response))
        }
    }

    private mutating func deliverAnswers(at time: ContinuousClock.Instant) {
        for answer in mailbox.take() {
            guard var connection = connections[answer.descriptor],
                connection.serial == answer.serial, connection.phase == .handling
            else { continue }
            connection.answer(answer.response, at: time)
            let next = connection.write(at: time)
            connections[answer.descriptor] = connection
            if case .close = next { finish(answer.descriptor) }
        }
    }

    private mutating func expireDeadlines(at time: ContinuousClock.Instant) {
        let late = connections.values.filter { $0.deadline <= time }
        for var connection in late {
            let before = connection.claim
            let next = connection.expire(at: time)
            claimed += connection.claim - before
            connections[connection.descriptor] = connection
            if case .close = next { finish(connection.descriptor) }
        }
    }

    private mutating func finish(_ descriptor: Int32) {
        guard let connection = connections.removeValue(forKey: descriptor) else { return }
        claimed -= connection.claim
        close(descriptor)
    }

    private static let busy = APIFailure(
        .busy, "The server has as many connections as it takes; try again shortly.",
        headers: ["Retry-After": "1"]
    ).response
}
