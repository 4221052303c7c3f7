import Networking
import Testing

/// Each failure a user can meet has one sentence, written once with the contract.
@Suite struct BackendFailureSentenceTests {
    static func failure(_ error: NetworkError) -> BackendFailure { BackendFailure(error) }

    static func status(_ status: Int) -> BackendFailure {
        failure(.httpStatus(HTTPResponse(status: status)))
    }

    static func timeout(waited: Duration?, attempts: Int) -> BackendFailure {
        var error = NetworkError(.timeout, reason: "scripted", waited: waited)
        error.attempts = attempts
        return failure(error)
    }

    @Test(
        arguments: [
            (
                failure(NetworkError(.offline, reason: "refused")),
                "RootSwitch cannot be reached. Check your connection and try again."
            ),
            (
                timeout(waited: .seconds(30), attempts: 3),
                "RootSwitch did not answer in 30 seconds (3 tries). Check your connection and try again."
            ),
            (
                timeout(waited: .seconds(10), attempts: 1),
                "RootSwitch did not answer in 10 seconds. Check your connection and try again."
            ),
            (
                timeout(waited: .milliseconds(1_500), attempts: 2),
                "RootSwitch did not answer in 1.5 seconds (2 tries). Check your connection and try again."
            ),
            (
                timeout(waited: nil, attempts: 1),
                "RootSwitch did not answer in time. Check your connection and try again."
            ),
            (failure(NetworkError(.cancelled, reason: "cancelled")), "The request was cancelled."),
            (status(503), "RootSwitch is down for maintenance. Try again later."),
            (status(401), "Your session has expired. Sign in again."),
            (status(500), "Something went wrong (HTTP 500). Try again."),
            (status(418), "Something went wrong (HTTP 418). Try again."),
            (
                failure(NetworkError(.undecodable, reason: "bad")),
                "Something went wrong (an answer RootSwitch could not read). Try again."
            ),
            (failure(NetworkError(.transport, reason: "odd")), "Something went wrong. Try again."),
        ] as [(BackendFailure, String)])
    func eachFailureHasOneSentence(failure: BackendFailure, sentence: String) {
        #expect(failure.sentence == sentence)
    }

    @Test func everyCodeHasASentenceEndingWithAFullStop() {
        for code in BackendFailure.Code.allCases {
            #expect(code.sentence.hasSuffix("."), "\(code)")
            #expect(code.sentence.first?.isUppercase == true, "\(code)")
        }
    }
}
