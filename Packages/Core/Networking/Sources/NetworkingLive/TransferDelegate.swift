import Foundation
import Networking
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of ``URLSessionHTTPClient``: collects each transfer's answer, refuses
/// every redirect, and cuts an answer off past the client's size limit.
///
/// A redirect is never followed: Foundation would send every header of the request, the
/// `Authorization` with the session's token included, to whatever host and scheme the server
/// names, past the rule that keeps plain HTTP on the loopback. The 3xx itself is the answer.
/// An answer is collected up to `limit` bytes, its `Content-Length` checked first: past it
/// the transfer is cancelled and fails as `.transport`.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// How a transfer ended.
    typealias Completion = @Sendable (Result<(Data, URLResponse), any Error>) -> Void

    private struct Transfer {
        var data = Data()
        var response: URLResponse?
        var tooLarge = false
        let completion: Completion
    }

    private let limit: Int
    private let transfers = Mutex<[Int: Transfer]>([:])

    /// - Parameter limit: the most bytes an answer's body may have.
    init(limit: Int) {
        self.limit = limit
    }

    /// Collects `task`'s answer and tells `completion` once it ended.
    func track(_ task: URLSessionTask, completion: @escaping Completion) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(completion: completion) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = response.expectedContentLength > Int64(limit)
        transfers.withLock { transfers in
            transfers[dataTask.taskIdentifier]?.response = response
            transfers[dataTask.taskIdentifier]?.tooLarge = tooLarge
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
            guard transfer.data.count + data.count <= limit else {
                transfer.tooLarge = true
                transfers[dataTask.taskIdentifier] = transfer
                return true
            }
            transfer.data.append(data)
            transfers[dataTask.taskIdentifier] = transfer
            return false
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) })
        else { return }
        if transfer.tooLarge {
            transfer.completion(.failure(TooLarge(limit: limit)))
        } else if let error {
            transfer.completion(.failure(error))
        } else if let response = transfer.response ?? task.response {
            transfer.completion(.success((transfer.data, response)))
        } else {
            transfer.completion(.failure(URLError(.badServerResponse)))
        }
    }

    /// An answer over the limit.
    struct TooLarge: Error {
        let limit: Int
    }
}
