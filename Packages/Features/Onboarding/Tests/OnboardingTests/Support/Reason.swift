/// The sentences the feature shows for each failure of its backend call.
enum Reason {
    static let offline = "You appear to be offline."
    static let timeout = "The server did not answer in time."
    static let sessionExpired = "Your session has expired. Please sign in again."
    static let maintenance = "RootSwitch is under maintenance. Please try again later."
    static let refused = "The server refused your onboarding details."
    static let unexpected = "Something went wrong. Please try again."
    static func unexpected(status: Int) -> String {
        "Something went wrong (HTTP \(status)). Please try again."
    }
}
