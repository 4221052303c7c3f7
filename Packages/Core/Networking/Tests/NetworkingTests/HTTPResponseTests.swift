import Foundation
import Networking
import Testing

@Suite struct HTTPResponseTests {
    @Test func headerLookupIgnoresCase() {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"])
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("CONTENT-TYPE") == "application/json")
        #expect(response.header("accept") == nil)
    }

    @Test(arguments: [
        (199, false), (200, true), (204, true), (299, true), (300, false), (404, false),
        (500, false),
    ])
    func onlyTwoHundredsAreSuccessful(status: Int, successful: Bool) {
        #expect(HTTPResponse(status: status).isSuccessful == successful)
    }

    @Test func httpStatusErrorKeepsResponse() {
        let response = HTTPResponse(status: 409, body: Data("taken".utf8))
        let error = NetworkError.httpStatus(response)
        #expect(error.code == .httpStatus(409))
        #expect(error.response == response)
        #expect(error.reason.contains("409"))
    }
}
