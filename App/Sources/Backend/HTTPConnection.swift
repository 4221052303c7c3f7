import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection: reads one request, answers it, and closes.
struct HTTPConnection {
    let descriptor: Int32
    let handler: LoopbackHTTPServer.Handler

    /// Serves the connection on the calling thread and closes it.
    func serve() {
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(
                descriptor, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        var buffer: [UInt8] = []
        let response: HTTPResponse
        var omitsBody = false
        do throws(APIFailure) {
            let request = try readRequest(into: &buffer)
            omitsBody = request.method == .head
            response = handler(request)
        } catch {
            response = error.response
        }
        send(ResponseWriter.bytes(of: response, omittingBody: omitsBody))
        // Read what the client still sends before closing: closing with unread input makes
        // the kernel reset the connection, and the client could lose the answer.
        shutdown(descriptor, Int32(SHUT_WR))
        var drained = 0
        var sink: [UInt8] = []
        while drained < 4 * LoopbackHTTPServer.maxBodyBytes, let count = receive(into: &sink),
            count > 0
        {
            drained += count
            sink.removeAll(keepingCapacity: true)
        }
    }

    private func readRequest(into buffer: inout [UInt8]) throws(APIFailure) -> HTTPRequest {
        let headEnd = try readHead(into: &buffer)
        let head = try RequestHead(buffer[..<headEnd])
        let length = try head.bodyLength()
        let bodyStart = headEnd + 4
        if head.header("expect")?.lowercased() == "100-continue", length > 0 {
            send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while buffer.count - bodyStart < length {
            guard let count = receive(into: &buffer), count > 0 else {
                throw .badRequest("The body is shorter than its Content-Length.")
            }
        }
        let body = length > 0 ? Data(buffer[bodyStart..<bodyStart + length]) : nil
        return HTTPRequest(
            method: head.method, path: head.path, queryItems: head.queryItems,
            headers: head.headers, body: body)
    }

    /// Reads until the blank line that ends the head; returns where that blank line starts.
    private func readHead(into buffer: inout [UInt8]) throws(APIFailure) -> Int {
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        var searchFrom = 0
        while true {
            if let end = buffer[searchFrom...].firstRange(of: terminator)?.lowerBound {
                guard end + 4 <= LoopbackHTTPServer.maxHeaderBytes else { throw Self.headTooLarge }
                return end
            }
            guard buffer.count < LoopbackHTTPServer.maxHeaderBytes else { throw Self.headTooLarge }
            searchFrom = max(0, buffer.count - 3)
            guard let count = receive(into: &buffer), count > 0 else {
                throw .badRequest("The connection ended before the request's head did.")
            }
        }
    }

    /// Appends what arrives to `buffer`; the count read, 0 at the end, nil on an error.
    private func receive(into buffer: inout [UInt8]) -> Int? {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count >= 0 {
                buffer.append(contentsOf: chunk[..<count])
                return count
            }
            if errno != EINTR { return nil }
        }
    }

    /// Sends every byte, or gives up quietly if the client went away.
    private func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Sockets.send(descriptor, $0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    private static let headTooLarge = APIFailure(
        status: 431, code: "header_too_large",
        message: "The request line and headers may have at most "
            + "\(LoopbackHTTPServer.maxHeaderBytes) bytes.")
}
