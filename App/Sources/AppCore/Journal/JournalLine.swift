import Foundation

/// One line of a journal, a JSON object with one key saying what it is: the `journal` header
/// first, then `step`s and `answer`s in the order they happened, and the `end`.
///
/// ```json
/// {"journal":{"format":"rootswitch-journal","version":1,"started":"2026-11-25T09:00:00Z",...}}
/// {"step":{"step":1,"at":0.02,"input":{"open":{"url":"rootswitch://items/42"}},"outcome":"ok",...}}
/// {"answer":{"request":"GET /items/42","status":200,"body":"{...}"}}
/// {"end":{"state":"{\"app\":\"authenticated\",...}"}}
/// ```
enum JournalLine: Codable {
    case header(JournalHeader)
    case step(JournalStep)
    case answer(JournalAnswer)
    case end(JournalEnd)

    private enum CodingKeys: String, CodingKey {
        case journal, step, answer, end
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription: "a line holds exactly one of journal, step, answer, end"))
        }
        switch key {
        case .journal: self = .header(try container.decode(JournalHeader.self, forKey: key))
        case .step: self = .step(try container.decode(JournalStep.self, forKey: key))
        case .answer: self = .answer(try container.decode(JournalAnswer.self, forKey: key))
        case .end: self = .end(try container.decode(JournalEnd.self, forKey: key))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .header(let header): try container.encode(header, forKey: .journal)
        case .step(let step): try container.encode(step, forKey: .step)
        case .answer(let answer): try container.encode(answer, forKey: .answer)
        case .end(let end): try container.encode(end, forKey: .end)
        }
    }
}

/// The first line: the format and its version, when the recording started by the wall clock,
/// and what the App read from its state directory at launch.
struct JournalHeader: Codable {
    /// What the file is, so another JSON-lines file is told apart.
    static let format = "rootswitch-journal"
    /// The one version written and read so far.
    static let currentVersion = 1

    var format = Self.format
    var version = Self.currentVersion
    var started: Date
    var launch: JournalLaunch
}

/// Something the App was asked to do, through ``RootSwitchApp``, when, and what it led to
/// at once: whether it was refused, and the title of the screen then shown.
struct JournalStep: Codable {
    var step: Int
    /// Seconds since the recording started, on the App's clock, within ``times``.
    var at: Double
    /// The times a step may have: a replay's clock cannot go outside them (about 31 years).
    static let times: ClosedRange<Double> = 0...1e9
    var input: AppInput
    /// `ok`, or the code of the error the App threw.
    var outcome: String
    /// The title of the current scene's screen right after the input.
    var shows: String
}

/// What the backend answered one request: a status and a body, or a failure with no answer.
struct JournalAnswer: Codable {
    /// `METHOD /path?query`: what a replayed request is matched on.
    var request: String
    var status: Int?
    /// The header fields, as earlier builds wrote them; read, never written.
    var headers: [String: String]?
    var body: String?
    /// The failure's code (`offline`, `timeout`, ...) when there was no answer.
    var failure: String?
    var reason: String?
}

/// The last line: the App's state when the recording stopped, as the `state` command prints
/// it.
struct JournalEnd: Codable {
    var state: String
}
