import Analytics
import AnalyticsLive
import TestSupport
import Testing

@Suite struct ConsoleAnalyticsTests {
    @Test func writesNameThenSortedProperties() {
        let lines = Collector<String>()
        let analytics = ConsoleAnalytics(write: lines.append)
        analytics.track(.stateTransition(from: "loading", to: "main", cause: "launch"))
        #expect(lines.values == ["state_transition cause=launch from=loading to=main"])
    }

    @Test func writesBareNameWithoutProperties() {
        let lines = Collector<String>()
        ConsoleAnalytics(write: lines.append).track(AnalyticsEvent("app_launched"))
        #expect(lines.values == ["app_launched"])
    }

    @Test func writesOneLinePerEventInOrder() {
        let lines = Collector<String>()
        let analytics = ConsoleAnalytics(write: lines.append)
        analytics.track(.screenViewed("intro"))
        analytics.track(.signIn(result: "offline"))
        #expect(lines.values == ["screen_viewed screen=intro", "sign_in result=offline"])
    }

    @Test func printsRedactedPlaceholderNotSecret() {
        let lines = Collector<String>()
        ConsoleAnalytics(write: lines.append).track(
            AnalyticsEvent("sign_in", ["password": "hunter2"]))
        #expect(lines.values == ["sign_in password=[redacted]"])
        #expect(!lines.values.joined().contains("hunter2"))
    }
}
