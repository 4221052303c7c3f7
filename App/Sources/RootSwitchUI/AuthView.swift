#if canImport(SwiftUI)
    import Auth
    import Routing
    import SwiftUI

    /// The signed-out flow: its stack bound to the flow's router, each route drawn from its
    /// model.
    struct AuthView: View {
        let flow: any AuthFlow

        var body: some View {
            NavigationStack(path: Bindable(flow.router).path) {
                screen(flow.router.stack[0])
                    .navigationDestination(for: AuthRoute.self) { screen($0) }
            }
        }

        @ViewBuilder
        private func screen(_ route: AuthRoute) -> some View {
            switch flow.model(for: route) {
            case .credentials(let model): CredentialsView(model: model)
            case .resetSent(let model): ResetSentView(model: model)
            }
        }
    }

    /// The intro and sign-in screens: fields, the three requests, the notice and the error.
    struct CredentialsView: View {
        let model: CredentialsModel
        @State private var email = ""
        @State private var password = ""

        var body: some View {
            Form {
                Section {
                    Text(
                        model.kind == .intro
                            ? "Create an account, or sign in if you already have one."
                            : "Welcome back. Sign in with your email.")
                    if let notice = model.notice { Text(notice).foregroundStyle(.orange) }
                    if let error = model.error { Text(error.reason).foregroundStyle(.red) }
                }
                Section {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                }
                Section {
                    Button("Sign in") { model.signIn(email: email, password: password) }
                    Button("Create an account") { model.signUp(email: email, password: password) }
                    Button("Email me a reset link") { model.requestPasswordReset(email: email) }
                }
                .disabled(model.request != nil)
                if model.request != nil { ProgressView() }
            }
            .navigationTitle(model.kind == .intro ? "Welcome to RootSwitch" : "Sign in")
        }
    }

    /// The confirmation that a reset link is on its way.
    struct ResetSentView: View {
        let model: ResetSentModel

        var body: some View {
            VStack(spacing: 16) {
                Text("If an account exists for that email, a reset link is on its way.")
                Button("Back to sign-in") { model.backToSignIn() }
            }
            .padding()
            .navigationTitle("Check your inbox")
        }
    }
#endif
