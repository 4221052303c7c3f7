import Networking

/// Turns an `HTTPResponse` into the bytes of an HTTP/1.1 answer that closes the connection.
enum ResponseWriter {
    static func bytes(of response: HTTPResponse, omittingBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(reasonPhrase(response.status))\r\n"
        // The server owns framing; a handler's own framing fields, or any field that could
        // smuggle a line break into the head, are left out.
        let framing: Set<String> = ["content-length", "connection", "transfer-encoding"]
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
        where !framing.contains(name.lowercased())
            && !(name + value).contains(where: { $0 == "\r" || $0 == "\n" })
        {
            head += "\(name): \(value)\r\n"
        }
        let hasBody = response.status != 204 && response.status != 304
        if hasBody {
            head += "Content-Length: \(response.body.count)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if hasBody && !omittingBody {
            bytes.append(contentsOf: response.body)
        }
        return bytes
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
