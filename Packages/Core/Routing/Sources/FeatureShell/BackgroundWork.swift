public import WorkTracking

/// The task tracker features start their work on: WorkTracking's `BackgroundWork`, named here
/// too so that code written against FeatureShell keeps compiling.
public typealias BackgroundWork = WorkTracking.BackgroundWork
