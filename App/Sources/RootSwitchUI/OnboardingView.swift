#if canImport(SwiftUI)
    import Onboarding
    import Routing
    import RoutingUI
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
            .routedDialog(of: flow.router)
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
                StepView(step: .welcome, position: model.position, warning: model.warning) {
                    Text(OnboardingText.welcome)
                    Button(OnboardingText.next) { model.next() }
                }
            case .permissions(let model):
                StepView(step: .permissions, position: model.position, warning: model.warning) {
                    Text(OnboardingText.permissionsQuestion)
                    Button(OnboardingText.allow) { model.allow() }
                    Button(OnboardingText.skip) { model.skip() }
                }
            case .profile(let model):
                ProfileStepView(model: model, back: { _ = flow.back() })
            case .complete(let model):
                StepView(step: .complete, position: model.position, warning: model.warning) {
                    Text(OnboardingText.complete)
                    if let error = model.error { Text(error.reason).foregroundStyle(.red) }
                    Button(OnboardingText.finish) { model.finish() }
                        .disabled(model.isFinishing)
                }
            }
        }
    }

    /// The frame every step shares: its title, content, position and the save warning.
    struct StepView<Content: View>: View {
        let step: OnboardingStep
        let position: OnboardingPosition
        let warning: OnboardingError?
        @ViewBuilder let content: () -> Content

        var body: some View {
            VStack(spacing: 16) {
                content()
                Text(position.description).foregroundStyle(.secondary)
                if let warning {
                    Text(OnboardingText.notSavedOnline(warning)).foregroundStyle(.orange)
                }
            }
            .padding()
            .navigationTitle(step.title)
        }
    }

    /// The profile step: the name field, its limits and the error. While the model says a
    /// typed name is unsaved, the system back button (and its swipe) gives way to one that
    /// goes back through the flow, whose guard asks first.
    struct ProfileStepView: View {
        let model: ProfileStepModel
        let back: () -> Void

        var body: some View {
            StepView(step: .profile, position: model.position, warning: model.warning) {
                Text(model.nameHint)
                TextField(OnboardingText.name, text: Bindable(model).name)
                if let error = model.error { Text(error.reason).foregroundStyle(.red) }
                Button(OnboardingText.save) { model.save(name: model.name) }
            }
            .navigationBarBackButtonHidden(model.hasUnsavedName)
            .toolbar {
                if model.hasUnsavedName {
                    ToolbarItem(placement: .navigation) {
                        Button(OnboardingText.back, action: back)
                    }
                }
            }
        }
    }
#endif
