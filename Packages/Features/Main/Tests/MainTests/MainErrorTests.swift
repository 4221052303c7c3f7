import Main
import Testing

@Suite struct MainErrorTests {
    @Test func codesAreTheContractsNames() {
        #expect(
            MainError.Code.allCases.map(\.rawValue) == [
                "offline", "maintenance", "session_expired", "not_found", "unexpected",
            ])
        #expect(MainError(.notFound, reason: "Gone.").description == "Gone.")
    }

    @Test func errorsCompareByCodeAndReasonWhateverCausedThem() {
        struct Cause: Error {}
        let caused = MainError(.offline, reason: "Offline.", underlying: Cause())
        #expect(caused == MainError(.offline, reason: "Offline."))
        #expect(Set([caused, MainError(.offline, reason: "Offline.")]).count == 1)
        #expect(caused.underlying is Cause)
        #expect(caused != MainError(.maintenance, reason: "Offline."))
    }
}
