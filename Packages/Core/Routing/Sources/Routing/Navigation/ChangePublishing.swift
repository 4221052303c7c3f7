/// An observable navigation object whose state changes only inside jobs of its
/// ``CommandQueue`` and whose observers hear of each job once, when it is done.
///
/// Such an object keeps its observed state in `@ObservationIgnored` storage, notes what it
/// was at the job's first change (``CommandQueue/changing(_:)``), and, once the queue calls
/// ``publishChanges()``, tells the observers of each property that differs from then: one
/// notification per property the job really changed, however many times it wrote it, and
/// never while the job is half done.
@MainActor
protocol ChangePublishing: AnyObject {
    /// Notifies the observers of each property the job changed, and forgets the job.
    func publishChanges()
}
