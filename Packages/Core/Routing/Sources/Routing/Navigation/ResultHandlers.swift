/// The result handlers of a navigation (``Router/onResult(_:at:perform:)``), each kept at the
/// place of the route it was registered at: its tab, the depth of its stack and its position.
///
/// A handler stays while that place holds that route, whatever the change: a restore that
/// brings back the same route at the same place keeps it, so a restored sheet's result reaches
/// it with no rewiring; a change that takes the route away drops it.
@MainActor
struct ResultHandlers<R: Route> {
    /// Takes a result of the type it was registered for.
    typealias Handler = @MainActor (any Sendable) -> Void

    private var byPlace: [RoutePlace: (route: R, handlers: [ObjectIdentifier: Handler])] = [:]

    var isEmpty: Bool { byPlace.isEmpty }

    /// Registers `handler` for results of `type` at `place`, which holds `route`, replacing the
    /// handler there for `type`.
    mutating func register(
        _ handler: @escaping Handler, for type: ObjectIdentifier, at place: RoutePlace, route: R
    ) {
        var entry =
            byPlace[place].flatMap { $0.route == route ? $0 : nil } ?? (route: route, handlers: [:])
        entry.handlers[type] = handler
        byPlace[place] = entry
    }

    /// Drops the handlers whose place no longer holds their route in `navigation`.
    mutating func keep(in navigation: Navigation<R>) {
        byPlace = byPlace.filter { place, entry in
            let stacks =
                navigation.tabs.indices.contains(place.tab) ? navigation.tabs[place.tab].stacks : []
            let routes = stacks.indices.contains(place.depth) ? stacks[place.depth].routes : []
            return routes.indices.contains(place.index) && routes[place.index] == entry.route
        }
    }

    /// The nearest handler for `type` below position `top` of the stack at `depth` of `tab`:
    /// that stack's routes from the top down, then each stack under it likewise.
    func handler(
        for type: ObjectIdentifier, in navigation: Navigation<R>, tab: Int, depth: Int,
        below top: Int
    ) -> Handler? {
        guard !byPlace.isEmpty else { return nil }
        var limit = top
        for level in (0...depth).reversed() {
            for index in (0..<limit).reversed() {
                let place = RoutePlace(tab: tab, depth: level, index: index)
                if let handler = byPlace[place]?.handlers[type] { return handler }
            }
            if level > 0 { limit = navigation.tabs[tab].stacks[level - 1].routes.count }
        }
        return nil
    }
}

/// Where a route is in a navigation: its tab, the depth of its stack and its position there.
/// Not nested in the generic handlers, as it does not depend on the route (see ``TabStacks``).
struct RoutePlace: Hashable {
    let tab: Int
    let depth: Int
    let index: Int
}
