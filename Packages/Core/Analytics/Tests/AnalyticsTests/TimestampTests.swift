import Analytics
import Foundation
import Testing

/// `Timestamp.utc` writes what Foundation's ISO 8601 style writes, to the second and to the
/// millisecond: before 1970, in a leap year, past 2038.
@Suite struct TimestampTests {
    @Test(arguments: [
        0, 0.25, 0.999, -0.5, -2_208_988_800, 951_782_400.123, 1_764_331_200.5,
        4_107_542_399.999,
    ])
    func writesWhatFoundationWrites(seconds: Double) {
        // As callers pass it: a `Date` keeps its time from 2001, so 0.999 reads back a hair less.
        let date = Date(timeIntervalSince1970: seconds)
        let interval = date.timeIntervalSince1970
        #expect(
            Timestamp.utc(secondsSince1970: interval)
                == date.formatted(Date.ISO8601FormatStyle()))
        #expect(
            Timestamp.utc(secondsSince1970: interval, milliseconds: true)
                == date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }

    @Test func writesTheDocumentedExamples() {
        #expect(Timestamp.utc(secondsSince1970: 0) == "1970-01-01T00:00:00Z")
        #expect(
            Timestamp.utc(secondsSince1970: 0.25, milliseconds: true)
                == "1970-01-01T00:00:00.250Z")
    }
}
