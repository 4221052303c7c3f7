import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys typed at the terminal, read on a thread of their own (a read blocks) and handed
/// to the main actor in order, decoded by ``KeyDecoder``, in a ``KeyQueue``: a paste of any size
/// is read in time linear in its size, in reads of up to 64 KiB.
@MainActor
final class Keyboard {
    private var keys = KeyQueue()
    private var undecoded: [UInt8] = []
    private var ended = false
    private var waiter: CheckedContinuation<Void, Never>?

    private init() {}

    /// Starts reading `descriptor` (a terminal in ``TerminalMode``) until it ends.
    static func reading(_ descriptor: Int32 = STDIN_FILENO) -> Keyboard {
        let keyboard = Keyboard()
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
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
    var hasPendingKeys: Bool { !keys.isEmpty }

    /// The next key; nil once the input has ended and every key was read.
    func nextKey() async -> Key? {
        while keys.isEmpty && !ended {
            await withCheckedContinuation { waiter = $0 }
        }
        return keys.next()
    }

    /// Ctrl-C came as SIGINT while a line is read: it reaches the editor as a key, after the
    /// keys typed before it.
    func interrupt() {
        keys.append(.interrupt)
        wake()
    }

    private func receive(_ bytes: [UInt8]) {
        let decoded = KeyDecoder.decode(undecoded + bytes)
        keys.append(contentsOf: decoded.keys)
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
