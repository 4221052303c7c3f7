import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys typed at the terminal, read on a thread of their own (a read blocks) and handed
/// to the main actor in order, decoded by ``KeyDecoder``. Taking a key costs the same however
/// many wait (a paste of a megabyte): they are read by position, and the queue emptied once
/// read.
@MainActor
package final class Keyboard {
    private var keys: [Key] = []
    /// The position of the next key to read in `keys`.
    private var next = 0
    private var undecoded: [UInt8] = []
    private var ended = false
    private var waiter: CheckedContinuation<Void, Never>?

    private init() {}

    /// Starts reading `descriptor` (a terminal in ``TerminalMode``) until it ends.
    package static func reading(_ descriptor: Int32 = STDIN_FILENO) -> Keyboard {
        let keyboard = Keyboard()
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let bytes = Array(buffer[..<count])
                DispatchQueue.main.async { MainActor.assumeIsolated { keyboard.receive(bytes) } }
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { keyboard.receiveEnd() } }
        }
        return keyboard
    }

    /// Whether keys already typed wait to be read (a paste): the line is drawn once after them.
    package var hasPendingKeys: Bool { next < keys.count }

    /// The next key; nil once the input has ended and every key was read.
    package func nextKey() async -> Key? {
        while !hasPendingKeys && !ended {
            await withCheckedContinuation { waiter = $0 }
        }
        guard hasPendingKeys else { return nil }
        let key = keys[next]
        next += 1
        if next == keys.count {
            keys.removeAll(keepingCapacity: true)
            next = 0
        }
        return key
    }

    /// Ctrl-C came as SIGINT while a line is read: it reaches the editor as a key, after the
    /// keys typed before it.
    func interrupt() {
        keys.append(.interrupt)
        wake()
    }

    private func receive(_ bytes: [UInt8]) {
        let decoded = KeyDecoder.decode(undecoded + bytes)
        keys += decoded.keys
        undecoded = decoded.rest
        wake()
    }

    private func receiveEnd() {
        ended = true
        wake()
    }

    private func wake() {
        waiter?.resume()
        waiter = nil
    }
}
