import Routing

/// A named thing the user can do on a ``Screen``, wired to a closure as a button is.
///
/// The closure only ever runs with arguments that match ``parameters``;
/// ``Screen/perform(_:arguments:)`` checks them first.
///
/// ```swift
/// let signIn = ScreenAction(
///     "signIn", summary: "Sign in with your account",
///     parameters: [ActionParameter("email"), ActionParameter("password", .secret)]
/// ) { arguments in
///     try model.signIn(email: arguments["email"] ?? "", password: arguments["password"] ?? "")
/// }
/// ```
public struct ScreenAction: Sendable, CustomStringConvertible {
    /// The name used to perform the action.
    public let name: String
    /// One line saying what it does.
    public let summary: String
    /// The arguments it takes, in display order.
    public let parameters: [ActionParameter]

    private let run: @MainActor (ActionArguments) throws -> Void

    /// Creates an action.
    /// - Parameters:
    ///   - name: the name used to perform it, unique on its screen.
    ///   - summary: one line saying what it does.
    ///   - parameters: the arguments it takes.
    ///   - run: what it does; may throw a feature error, which the caller receives as a
    ///     `RoutingError.Code.actionFailed` carrying the error's description. A
    ///     `RoutingError` it throws reaches the caller unchanged.
    public init(
        _ name: String,
        summary: String,
        parameters: [ActionParameter] = [],
        run: @escaping @MainActor (ActionArguments) throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.run = run
    }

    /// `signIn email:text password:secret`.
    public var description: String {
        ([name] + parameters.map(\.description)).joined(separator: " ")
    }

    /// Validates `arguments`, then runs the closure.
    @MainActor
    func perform(_ arguments: [String: String]) throws(RoutingError) {
        let validated = try validate(arguments)
        do {
            try run(validated)
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError(
                .actionFailed, reason: String(describing: error), underlying: error)
        }
    }

    /// Checks in a fixed order: unknown names, then missing required ones, then kinds.
    /// Reasons name arguments, never their values. An empty value counts as not given.
    private func validate(_ arguments: [String: String]) throws(RoutingError) -> ActionArguments {
        let declared = Set(parameters.map(\.name))
        let unknown = arguments.keys.filter { !declared.contains($0) }.sorted()
        guard unknown.isEmpty else {
            throw RoutingError(
                .unknownArgument,
                reason: "\(name) does not take \(unknown.joined(separator: ", "))")
        }
        let given = arguments.filter { !$0.value.isEmpty }
        let missing = parameters.filter { $0.isRequired && given[$0.name] == nil }.map(\.name)
        guard missing.isEmpty else {
            throw RoutingError(
                .missingArgument, reason: "\(name) needs \(missing.joined(separator: ", "))")
        }
        let invalid = parameters.filter { parameter in
            parameter.kind == .integer && given[parameter.name].map { Int($0) == nil } == true
        }.map(\.name)
        guard invalid.isEmpty else {
            throw RoutingError(
                .invalidArgument,
                reason: "\(name): \(invalid.joined(separator: ", ")) must be an integer")
        }
        let secrets = Set(parameters.filter { $0.kind == .secret }.map(\.name))
        return ActionArguments(values: given, secrets: secrets)
    }
}
