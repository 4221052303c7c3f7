/// Commands for a ``TabRouter`` and its tabs' routers, collected to apply as one change
/// (``TabRouter/batch(_:)``): all or nothing, observers notified once per piece of state
/// that changed, as ``NavigationBatch`` says.
///
/// ```swift
/// tabs.batch { batch in
///     batch.dismissAll()
///     batch.select(.home)
///     batch.on(.home) { home in
///         home.popToRoot()
///         home.push(.item(42))
///     }
/// }
/// ```
@MainActor
public struct TabBatch<Tab: Hashable & Sendable & Codable, R: Route> {
    private let tabs: TabRouter<Tab, R>
    private(set) var steps: [BatchStep] = []

    init(tabs: TabRouter<Tab, R>) {
        self.tabs = tabs
    }

    /// Makes `tab` the selected one, as a link does: unlike a tap on it
    /// (``TabRouter/select(_:)``), selecting the selected tab changes nothing; add
    /// `popToRoot()` and `dismissAll()` on it for what a tap does. An unknown tab refuses
    /// the batch.
    public mutating func select(_ tab: Tab) {
        steps.append(tabs.selectStep(tab))
    }

    /// Closes the layers presented in every tab.
    public mutating func dismissAll() {
        for tab in tabs.tabs { on(tab) { $0.dismissAll() } }
    }

    /// Adds commands for `tab`'s router; an unknown tab refuses the batch.
    /// - Parameters:
    ///   - tab: the tab whose router the commands are for.
    ///   - layout: the columns `tab` is shown in, for ``NavigationBatch/show(_:in:layout:)``.
    ///   - build: adds the commands.
    public mutating func on(
        _ tab: Tab, layout: ColumnLayout? = nil, _ build: (inout NavigationBatch<R>) -> Void
    ) {
        guard let router = tabs.router(for: tab) else {
            return steps.append(tabs.unknownTabStep(tab))
        }
        var batch = NavigationBatch(router: router, layout: layout)
        build(&batch)
        steps += batch.steps
    }
}
