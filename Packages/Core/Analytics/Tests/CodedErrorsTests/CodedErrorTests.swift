import CodedErrors
import Testing

/// The boilerplate every coded error shares, written once.
@Suite struct CodedErrorTests {
    struct Cause: Error {}

    struct SampleError: CodedError {
        enum Code: String, Hashable, Sendable { case one, two }
        let code: Code
        let reason: String
        let underlying: (any Error)?
    }

    struct PlainError: CodedError {
        let code: Int
        let reason: String
    }

    @Test func equalityAndHashingUseTheCodeAndTheReasonOnly() {
        let plain = SampleError(code: .one, reason: "It broke.", underlying: nil)
        let caused = SampleError(code: .one, reason: "It broke.", underlying: Cause())
        #expect(plain == caused)
        #expect(plain.hashValue == caused.hashValue)
        #expect(plain != SampleError(code: .two, reason: "It broke.", underlying: nil))
        #expect(plain != SampleError(code: .one, reason: "It broke again.", underlying: nil))
        #expect(Set([plain, caused]).count == 1)
    }

    @Test func theDescriptionIsTheReasonAndTheCauseIsKept() {
        let error = SampleError(code: .two, reason: "Try again.", underlying: Cause())
        #expect(error.description == "Try again.")
        #expect("\(error)" == "Try again.")
        #expect(error.underlying is Cause)
        #expect(PlainError(code: 3, reason: "No cause.").underlying == nil)
    }
}
