import FeatureShell
import Observation

/// A screen derived from observable state, made at the first read after that state changed
/// and read from here until it changes again: a getter read by several readers (a terminal
/// after each command, a journal, views) does its work once per change, not once per read.
///
/// Reading it registers the reader with Observation just as reading the state itself would,
/// so whoever read it is told when it goes out of date. Not generic: the Observation macro's
/// accessors on a generic class build the property's key path at every read.
@MainActor
@Observable
final class DerivedScreen {
    @ObservationIgnored private var value: Screen?
    /// Moves when ``current`` goes out of date: reading it is what registers a reader.
    private var version = 0
    @ObservationIgnored private let make: @MainActor () -> Screen
    /// How many times the value was made: once per change that was read.
    @ObservationIgnored private(set) var made = 0

    /// - Parameter make: derives the value from observable state, doing nothing else.
    init(_ make: @escaping @MainActor () -> Screen) {
        self.make = make
    }

    /// The value for the state now.
    var current: Screen {
        _ = version
        if let value { return value }
        made += 1
        let value = withObservationTracking {
            make()
        } onChange: { [weak self] in
            // What the value is derived from is main-actor state (the root, its flows, their
            // routers and models), so a change to it begins on the main actor.
            MainActor.assumeIsolated { self?.outdate() }
        }
        self.value = value
        return value
    }

    /// The value made now, not read from here: what ``current`` must equal.
    var madeNow: Screen { make() }

    private func outdate() {
        value = nil
        version += 1
    }
}
