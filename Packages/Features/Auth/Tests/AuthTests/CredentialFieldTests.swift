import Auth
import Testing

/// The intro and sign-in screens ask for an email and a password, each as AutoFill knows it,
/// labelled from Auth's text table.
@Suite struct CredentialFieldTests {
    @Test func theFieldsAreTheEmailThenThePassword() {
        #expect(CredentialField.allCases == [.email, .password])
        #expect(CredentialField.email.label == AuthText.email)
        #expect(CredentialField.password.label == AuthText.password)
    }
}
