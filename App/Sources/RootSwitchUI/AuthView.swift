#if canImport(SwiftUI)
    import Auth
    import Routing
    import RoutingUI
    import SwiftUI

    /// The signed-out flow: its stack bound to the flow's router, each route drawn from its
    /// model.
    struct AuthView: View {
        let flow: any AuthFlow

        var body: some View {
            RoutedStack(flow.router) { screen($0) }
        }

        @ViewBuilder
        private func screen(_ route: AuthRoute) -> some View {
            switch flow.model(for: route) {
            case .credentials(let model): CredentialsView(model: model)
            case .resetSent(let model): ResetSentView(model: model)
            }
        }
    }

    /// The intro and sign-in screens: fields, the three requests, the notice, the error and
    /// the request under way, every word the model's or ``AuthText``'s; each field as AutoFill
    /// knows it (``CredentialField``).
    struct CredentialsView: View {
        let model: CredentialsModel
        @State private var email = ""
        @State private var password = ""

        var body: some View {
            Form {
                Section {
                    Text(model.message)
                    if let notice = model.notice { Text(notice).foregroundStyle(.orange) }
                    if let error = model.error { Text(error.reason).foregroundStyle(.red) }
                }
                Section {
                    TextField(CredentialField.email.label, text: $email)
                        .credentialField(.email)
                    SecureField(CredentialField.password.label, text: $password)
                        .credentialField(.password)
                }
                Section {
                    Button(AuthText.signIn) { model.signIn(email: email, password: password) }
                    Button(AuthText.signUp) { model.signUp(email: email, password: password) }
                    Button(AuthText.requestReset) { model.requestPasswordReset(email: email) }
                }
                .disabled(model.request != nil)
                if let activity = model.activity { ProgressView(activity) }
            }
            .navigationTitle(model.title)
        }
    }

    /// The confirmation that a reset link is on its way.
    struct ResetSentView: View {
        let model: ResetSentModel

        var body: some View {
            VStack(spacing: 16) {
                Text(AuthText.resetSentMessage)
                Button(AuthText.backToSignIn) { model.backToSignIn() }
            }
            .padding()
            .navigationTitle(AuthText.resetSentTitle)
        }
    }

    extension View {
        /// Asks for `field` as Password AutoFill knows it: its content type, and for the
        /// email the email keyboard, without capitalization or autocorrection.
        @ViewBuilder
        func credentialField(_ field: CredentialField) -> some View {
            switch field {
            case .email:
                #if os(iOS)
                    textContentType(.username)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                #else
                    textContentType(.username).autocorrectionDisabled()
                #endif
            case .password:
                textContentType(.password)
            }
        }
    }
#endif
