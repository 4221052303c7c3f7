#if canImport(SwiftUI)
    import Onboarding
    import Routing
    import SwiftUI

    /// Onboarding: one step per screen on one stack. Going back (a swipe, the back button)
    /// goes through the flow, so the App hears of the step the user returned to, and a typed,
    /// unsaved name asks first (the flow's dialogs show on its router).
    struct OnboardingView: View {
        let flow: any OnboardingFlow

        var body: some View {
            NavigationStack(path: path) {
                step(.welcome)
                    .navigationDestination(for: OnboardingRoute.self) { step($0) }
            }
            .dialog(of: flow.router)
        }

        /// The stack above the welcome step; shortening it steps back through the flow,
        /// lengthening it is the models' job.
        private var path: Binding<[OnboardingRoute]> {
            let flow = flow
            return Binding(
                get: { flow.router.path },
                set: { path in
                    // A guard may hold a step back while its dialog asks: stop there.
                    while flow.router.path.count > path.count {
                        let before = flow.router.path.count
                        guard flow.back(), flow.router.path.count < before else { break }
                    }
                })
        }

        @ViewBuilder
        private func step(_ route: OnboardingRoute) -> some View {
            switch flow.model(for: route) {
            case .welcome(let model):
                StepView(title: "Welcome", position: model.position, warning: model.warning) {
                    Text("Welcome to RootSwitch. A few steps and you are ready.")
                    Button("Continue") { model.next() }
                }
            case .permissions(let model):
                StepView(title: "Permissions", position: model.position, warning: model.warning) {
                    Text("Allow notifications about new items?")
                    Button("Allow notifications") { model.allow() }
                    Button("Not now") { model.skip() }
                }
            case .profile(let model):
                ProfileStepView(model: model, back: { _ = flow.back() })
            case .complete(let model):
                StepView(title: "All set", position: model.position, warning: model.warning) {
                    Text("You are ready to use RootSwitch.")
                    if let error = model.error { Text(error.reason).foregroundStyle(.red) }
                    Button("Start using RootSwitch") { model.finish() }
                        .disabled(model.isFinishing)
                }
            }
        }
    }

    /// The frame every step shares: its content, the position and the save warning.
    struct StepView<Content: View>: View {
        let title: String
        let position: OnboardingPosition
        let warning: OnboardingError?
        @ViewBuilder let content: () -> Content

        var body: some View {
            VStack(spacing: 16) {
                content()
                Text("Step \(position.number) of \(position.count)").foregroundStyle(.secondary)
                if let warning { Text(warning.reason).foregroundStyle(.orange) }
            }
            .padding()
            .navigationTitle(title)
        }
    }

    /// The profile step: the name field, its limits and the error. While a typed name is
    /// unsaved, the system back button (and its swipe) gives way to one that goes back
    /// through the flow, whose guard asks first.
    struct ProfileStepView: View {
        let model: ProfileStepModel
        let back: () -> Void

        var body: some View {
            let isEditing = !model.name.trimmingCharacters(in: .whitespaces).isEmpty
            StepView(title: "Your profile", position: model.position, warning: model.warning) {
                Text(
                    "Choose the name others see (\(model.nameLength.lowerBound) to "
                        + "\(model.nameLength.upperBound) characters).")
                TextField("Name", text: Bindable(model).name)
                if let error = model.error { Text(error.reason).foregroundStyle(.red) }
                Button("Save") { model.save(name: model.name) }
            }
            .navigationBarBackButtonHidden(isEditing)
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .navigation) { Button("Back", action: back) }
                }
            }
        }
    }
#endif
