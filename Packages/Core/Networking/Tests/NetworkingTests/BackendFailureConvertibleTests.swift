import CodedErrors
import Networking
import NetworkingTesting
import Testing

/// The one mapping of a failed backend call to a feature's error: the shared kinds alike for
/// every feature, a refusal as the feature reads it.
@Suite struct BackendFailureConvertibleTests {
    /// A feature's error as a feature declares it: the four shared codes and one of its own.
    struct ShopError: BackendFailureConvertible {
        enum Code: String, SharedFailureCode {
            case offline, maintenance, unexpected
            case sessionExpired = "session_expired"
            case soldOut = "sold_out"
        }

        let code: Code
        let reason: String
        let underlying: (any Error)?

        init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
            self.code = code
            self.reason = reason
            self.underlying = underlying
        }

        static func refusal(_ body: BackendErrorBody, in failure: BackendFailure) -> ShopError? {
            body.error == "sold_out" ? ShopError(.soldOut, reason: "Sold out.") : nil
        }
    }

    nonisolated static let cases: [(StubAnswer, ShopError.Code)] = [
        (.failure(.offline), .offline),
        (.failure(.timeout), .offline),
        (.status(401, error: "session_expired"), .sessionExpired),
        (.status(401, error: nil), .sessionExpired),
        (.status(503, error: nil), .maintenance),
        (.status(500, error: "internal_error"), .unexpected),
        (.body(200, "<html>surprise</html>"), .unexpected),
        (.failure(.cancelled), .unexpected),
        (.failure(.invalidRequest), .unexpected),
        (.failure(.transport), .unexpected),
        (.status(409, error: "sold_out"), .soldOut),
        (.status(409, error: "account_exists"), .unexpected),
        (.body(400, "<html>Bad Request</html>"), .unexpected),
    ]

    @Test(arguments: cases)
    func mapsEveryFailureOnce(_ answer: StubAnswer, to code: ShopError.Code) async throws {
        let failure = try #require(await Self.failure(answering: answer))
        let error = ShopError(failure)
        #expect(error.code == code)
        #expect((error.underlying as? BackendFailure) == (code == .soldOut ? nil : failure))
        if code != .soldOut {
            #expect(error.reason == failure.sentence)
            #expect(!error.reason.contains(StubAnswer.serverMessage))
        }
    }

    @Test func theSharedSentencesAreTheContracts() {
        #expect(ShopError.Code.offline.sharedSentence == BackendFailure.Code.offline.sentence)
        #expect(
            ShopError.Code.sessionExpired.sharedSentence
                == BackendFailure.Code.unauthorized.sentence)
        #expect(
            ShopError.Code.maintenance.sharedSentence == BackendFailure.Code.maintenance.sentence)
        #expect(
            ShopError.Code.unexpected.sharedSentence == BackendFailure.Code.serverError.sentence)
        #expect(ShopError.Code.soldOut.sharedSentence == BackendFailure.Code.serverError.sentence)
    }

    struct Item: Decodable {
        let id: Int
    }

    /// What a call decoding an item throws when the backend answers `answer`.
    private static func failure(answering answer: StubAnswer) async -> BackendFailure? {
        do {
            let request = HTTPRequest.contract(.item, ["id": "42"])
            _ = try await StubHTTPClient(always: answer).call(request, decoding: Item.self)
            return nil
        } catch {
            return error
        }
    }
}
