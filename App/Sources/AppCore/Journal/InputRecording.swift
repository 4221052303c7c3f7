/// Runs the App's inputs, recording each in the journal, if there is one, with what it led to:
/// `ok` or the error's code, and the title of the screen then shown. ``RootSwitchApp`` and
/// ``AppWindows`` run every input of theirs through it.
@MainActor
struct InputRecording {
    /// Where inputs are recorded; nothing is made while it is `nil`.
    let journal: JournalRecorder?
    /// The title of the screen shown now.
    let screenTitle: @MainActor () -> String

    /// Runs `body`, then records `input`. `input` is made only when there is a journal, and
    /// before `body` runs (a perform reads the screen it is about to leave).
    func callAsFunction<T, Failure: Error>(
        _ input: @autoclosure () -> AppInput, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard let journal else { return try body() }
        let input = input()
        do {
            let result = try body()
            journal.step(input, outcome: "ok", shows: screenTitle())
            return result
        } catch {
            let code = (error as? AppError)?.code.rawValue ?? "\(error)"
            journal.step(input, outcome: code, shows: screenTitle())
            throw error
        }
    }
}
