"""A tiny HTTP server for the NetworkingLive tests (Python standard library only).

Listens on 127.0.0.1 on a free port and prints that port as its first stdout line.
Prints "started <path>" when a /delay request arrives, so a test can act while it is in flight.
Exits when its stdin closes, so it never outlives the test process.

Routes:
  GET  /json               200 {"message": "hello", "count": 3}
  GET  /status/<code>      <code> {"error": "status <code>"}
  GET  /delay?seconds=<s>  200 after <s> seconds
  ANY  .../echo            200 {"method", "path", "query", "headers" (lower-cased), "body"}
  GET  /redirect?to=<url>  302 to <url>
  GET  /large?bytes=<n>    200 with a body of <n> bytes; with &length=none, no Content-Length
                           (the body ends when the connection closes)
"""

import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def send_json(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Server", "fixture")
        self.end_headers()
        self.wfile.write(body)

    def handle_any(self):
        url = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if url.path == "/json":
            self.send_json(200, {"message": "hello", "count": 3})
        elif url.path.startswith("/status/"):
            code = int(url.path.rsplit("/", 1)[1])
            self.send_json(code, {"error": f"status {code}"})
        elif url.path == "/delay":
            print(f"started {url.path}", flush=True)
            seconds = float(parse_qs(url.query).get("seconds", ["1"])[0])
            time.sleep(seconds)
            try:
                self.send_json(200, {"slept": seconds})
            except OSError:
                pass  # The client gave up first.
        elif url.path == "/redirect":
            self.send_response(302)
            self.send_header("Location", parse_qs(url.query)["to"][0])
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif url.path == "/large":
            query = parse_qs(url.query)
            size = int(query["bytes"][0])
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if query.get("length") == ["none"]:
                self.send_header("Connection", "close")
                self.close_connection = True
            else:
                self.send_header("Content-Length", str(size))
            self.end_headers()
            try:
                for start in range(0, size, 65536):
                    self.wfile.write(b"x" * min(65536, size - start))
            except OSError:
                pass  # The client gave up first.
        elif url.path.endswith("/echo"):
            self.send_json(200, {
                "method": self.command,
                "path": url.path,
                "query": url.query,
                "headers": {key.lower(): value for key, value in self.headers.items()},
                "body": body.decode("utf-8", errors="replace"),
            })
        else:
            self.send_json(404, {"error": "no route"})

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


def exit_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
