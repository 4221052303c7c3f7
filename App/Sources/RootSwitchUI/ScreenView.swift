#if canImport(SwiftUI)
    import AppCore
    import FeatureShell
    import SwiftUI

    /// A feature's text screen (``Screen``) drawn as a form: its title and lines, then each
    /// action as a button under a field for each of its parameters (a secret's hidden), every
    /// word the screen's, and a way to close it (Escape on a Mac, where a sheet has no other).
    /// A secret typed is emptied once its action ran, as its kind asks of a front end.
    /// What a window shows of a linked feature that has no views of its own.
    struct ScreenView: View {
        let screen: Screen
        /// Closes what the screen belongs to.
        let close: @MainActor () -> Void
        /// Performs the action named by the first argument with the second's values.
        let perform: @MainActor (String, [String: String]) -> Void
        /// What is typed in each field, by action name, then parameter name.
        @State private var typed: [String: [String: String]] = [:]

        var body: some View {
            NavigationStack {
                Form {
                    #if os(macOS)
                        // A sheet on a Mac shows no navigation title.
                        Text(screen.title).font(.headline)
                    #endif
                    if !screen.content.isEmpty {
                        Section {
                            ForEach(Array(screen.content.enumerated()), id: \.offset) { line in
                                Text(line.element)
                            }
                        }
                    }
                    ForEach(screen.actions, id: \.name) { action in
                        Section {
                            ForEach(action.parameters, id: \.name) { parameter in
                                field(parameter, of: action)
                            }
                            Button(action.summary) { submit(action) }
                        }
                    }
                }
                .navigationTitle(screen.title)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(AppText.close) { close() }
                    }
                }
            }
            #if os(macOS)
                .frame(minWidth: 360, minHeight: 280)
            #endif
        }

        @ViewBuilder
        private func field(_ parameter: ActionParameter, of action: ScreenAction) -> some View {
            let text = Binding(
                get: { typed[action.name]?[parameter.name] ?? "" },
                set: { typed[action.name, default: [:]][parameter.name] = $0 })
            switch parameter.kind {
            case .secret: SecureField(parameter.name, text: text)
            case .text, .integer: TextField(parameter.name, text: text)
            }
        }

        /// Performs `action` with what its fields hold, then empties its secret ones
        /// (``ActionParameter/Kind/secret``).
        private func submit(_ action: ScreenAction) {
            perform(action.name, arguments(of: action))
            for parameter in action.parameters where parameter.kind == .secret {
                typed[action.name]?[parameter.name] = nil
            }
        }

        /// What the fields of `action`'s parameters hold (an empty one is not given, as
        /// `Screen.perform` reads it).
        private func arguments(of action: ScreenAction) -> [String: String] {
            let names = Set(action.parameters.map(\.name))
            return (typed[action.name] ?? [:]).filter { names.contains($0.key) }
        }
    }
#endif
