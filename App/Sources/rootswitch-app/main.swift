// `rootswitch-app`: the SwiftUI shell on the composed App, a Mac app only. Elsewhere it says
// so and points at the terminal front end.
#if canImport(SwiftUI) && os(macOS)
    RootSwitchDesktop.main()
#else
    import Foundation

    FileHandle.standardError.write(
        Data("rootswitch-app is a macOS app (SwiftUI); here, run `swift run rootswitch`.\n".utf8))
    exit(1)
#endif
