/// The sentences the contract gives each failure (and Onboarding's own for a refusal).
enum Reason {
    static let offline = "RootSwitch cannot be reached. Check your connection and try again."
    static let timeout = "RootSwitch did not answer in time. Check your connection and try again."
    static let sessionExpired = "Your session has expired. Sign in again."
    static let maintenance = "RootSwitch is down for maintenance. Try again later."
    static let refused = "The server refused your onboarding details."
    static let unreadable = "Something went wrong (an answer RootSwitch could not read). Try again."
    static let cancelled = "The request was cancelled."
    static func unexpected(status: Int) -> String {
        "Something went wrong (HTTP \(status)). Try again."
    }
}
