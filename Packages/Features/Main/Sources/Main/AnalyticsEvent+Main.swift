import Analytics
import Routing

extension AnalyticsEvent {
    /// A sheet closed: `finished`, `cancelled`, `dismissed_by_system` or `closed_by_parent`.
    static func sheetClosed<Value>(_ sheet: String, outcome: CloseOutcome<Value>) -> Self {
        let name =
            switch outcome {
            case .finished: "finished"
            case .cancelled: "cancelled"
            case .dismissedBySystem: "dismissed_by_system"
            case .closedByParent: "closed_by_parent"
            }
        return AnalyticsEvent("sheet_closed", ["sheet": sheet, "outcome": name])
    }
}
