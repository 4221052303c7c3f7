import Onboarding

extension OnboardingScreenModel {
    /// The welcome step's model; nil for another step.
    var welcome: WelcomeStepModel? {
        if case .welcome(let model) = self { model } else { nil }
    }

    /// The permissions step's model; nil for another step.
    var permissions: PermissionsStepModel? {
        if case .permissions(let model) = self { model } else { nil }
    }

    /// The profile step's model; nil for another step.
    var profile: ProfileStepModel? {
        if case .profile(let model) = self { model } else { nil }
    }

    /// The last step's model; nil for another step.
    var complete: CompleteStepModel? {
        if case .complete(let model) = self { model } else { nil }
    }

    /// The step's position, whichever step it is.
    var position: OnboardingPosition {
        switch self {
        case .welcome(let model): model.position
        case .permissions(let model): model.position
        case .profile(let model): model.position
        case .complete(let model): model.position
        }
    }

    /// The save warning, whichever step it is.
    var warning: OnboardingError? {
        switch self {
        case .welcome(let model): model.warning
        case .permissions(let model): model.warning
        case .profile(let model): model.warning
        case .complete(let model): model.warning
        }
    }
}
