/// Why a navigation command was refused or only partly applied.
///
/// Router commands are queued, so they report these to the `onIssue` handler given to
/// ``Router/init(root:events:onIssue:)`` or ``TabRouter/init(tabs:selected:events:onIssue:root:)``
/// instead of returning or throwing them.
extension RoutingError.Code {
    /// `back()` on a stack that holds only its root.
    public static let atRoot = Self(rawValue: "at_root")
    /// The route named by `pop(to:)` or `onResult(_:at:perform:)` is not in the stack.
    public static let routeNotInStack = Self(rawValue: "route_not_in_stack")
    /// A push into a sheet presented without its own stack.
    public static let sheetWithoutStack = Self(rawValue: "sheet_without_stack")
    /// `dismiss()` or `dismissBySystem()` on a router that is not presented.
    public static let notPresented = Self(rawValue: "not_presented")
    /// A command reached a router whose layer has already closed.
    public static let routerClosed = Self(rawValue: "router_closed")
    /// `terminate(_:)` on the root of a base stack, which nothing can close.
    public static let cannotTerminateRoot = Self(rawValue: "cannot_terminate_root")
    /// A result reached neither a handler nor the presenter's `onClose`.
    public static let undeliveredResult = Self(rawValue: "undelivered_result")
    /// A layer finished with a result of another type than its presenter expects.
    public static let resultTypeMismatch = Self(rawValue: "result_type_mismatch")
    /// A state to restore has an empty stack or a sheet without its own stack holding
    /// several routes.
    public static let invalidState = Self(rawValue: "invalid_state")
    /// A tab that the tab router does not have.
    public static let unknownTab = Self(rawValue: "unknown_tab")
    /// A tab list that is empty, repeats a tab, or lacks the selected tab.
    public static let invalidTabs = Self(rawValue: "invalid_tabs")
    /// A column router's command names a column its layout lacks, or one after a column
    /// that shows nothing.
    public static let columnUnavailable = Self(rawValue: "column_unavailable")
    /// A layer's ``SheetSizing`` without detents, with an invalid or repeated detent, a
    /// selection it lacks or a window without a positive size; or a detent selected on a
    /// layer presented without sizes.
    public static let invalidSizing = Self(rawValue: "invalid_sizing")
    /// A push refused because the stack and its layers hold
    /// ``NavigationLimits/maximumRoutes`` routes already.
    public static let stackTooDeep = Self(rawValue: "stack_too_deep")
}
