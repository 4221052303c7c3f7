/// The bodies of the backend contract (docs/backend-contract.md), declared once: a feature's
/// live client encodes what it sends and decodes what it gets with them, and a server decodes
/// and encodes the same types, so a field cannot differ between the two. Features map them to
/// their own models at their boundary, as they map a ``BackendFailure`` to their own errors.
public enum BackendContract {
    /// The most UTF-8 bytes an email may have: RFC 5321's 254 octets of a forward path,
    /// whatever its characters (one letter with many combining accents is one character).
    public static let maximumEmailBytes = 254

    /// `{"email", "password"}`: the body of sign-up and sign-in. Its description hides both.
    public struct Credentials: BackendRequestBody, Hashable, CustomStringConvertible {
        /// The most UTF-8 bytes a password may have, at sign-up and at sign-in alike: what
        /// keeps one request from costing a server an unbounded hash.
        public static let maximumPasswordBytes = 1024

        /// An email and a password at their limits, every byte escaped.
        public static let maximumBytes = jsonBytes(
            forText: BackendContract.maximumEmailBytes + maximumPasswordBytes)

        /// The email, as typed.
        public var email: String
        /// The password, as typed; never printed.
        public var password: String

        /// Creates the body.
        public init(email: String, password: String) {
            self.email = email
            self.password = password
        }

        /// `Credentials([hidden])`.
        public var description: String { "Credentials([hidden])" }
    }

    /// `{"email"}`: the body of a password reset.
    public struct PasswordReset: BackendRequestBody, Hashable {
        /// An email at its limit, every byte escaped.
        public static let maximumBytes = jsonBytes(forText: BackendContract.maximumEmailBytes)

        /// The account's email.
        public var email: String

        /// Creates the body.
        public init(email: String) {
            self.email = email
        }
    }

    /// `{"step", "finished", "name"?, "permissionsGranted"?}`: the body of an onboarding
    /// update. A field left `nil` is not sent, which keeps the stored value.
    public struct OnboardingUpdate: BackendRequestBody, Hashable {
        /// `welcome`, `permissions`, `profile` or `complete`.
        public var step: String
        /// Whether onboarding is finished (only at `complete`).
        public var finished: Bool
        /// The name to store, if one is set now.
        public var name: String?
        /// Whether notifications were allowed, if asked now.
        public var permissionsGranted: Bool?

        /// How many characters a name may have once trimmed of surrounding whitespace: the
        /// backend refuses any other with 400 `bad_request`.
        public static let nameLength = 1...100

        /// The most UTF-8 bytes a name may have once trimmed, whatever its characters: four
        /// for each of the most characters it may have. The backend refuses more with 400
        /// `bad_request`.
        public static let maximumNameBytes = 4 * nameLength.upperBound

        /// A name at its limit, every byte escaped; the step is one short word.
        public static let maximumBytes = jsonBytes(forText: maximumNameBytes)

        /// Creates the body.
        public init(
            step: String, finished: Bool, name: String? = nil, permissionsGranted: Bool? = nil
        ) {
            self.step = step
            self.finished = finished
            self.name = name
            self.permissionsGranted = permissionsGranted
        }
    }

    /// `{"step", "finished", "permissionsGranted"}`: where a user is in onboarding.
    public struct Onboarding: Codable, Hashable, Sendable {
        /// `welcome`, `permissions`, `profile` or `complete`.
        public var step: String
        /// Whether onboarding is finished.
        public var finished: Bool
        /// Whether notifications were allowed; `null` until asked.
        public var permissionsGranted: Bool?

        /// Creates the object.
        public init(step: String, finished: Bool, permissionsGranted: Bool? = nil) {
            self.step = step
            self.finished = finished
            self.permissionsGranted = permissionsGranted
        }

        /// Every key, `permissionsGranted` as `null` until set, as the contract requires.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(step, forKey: .step)
            try container.encode(finished, forKey: .finished)
            try container.encode(permissionsGranted, forKey: .permissionsGranted)
        }
    }

    /// `{"id", "email", "name", "onboarding"}`: a user; `name` is `null` until set.
    public struct User: Codable, Hashable, Sendable {
        /// The account's opaque id, `u_...`.
        public var id: String
        /// The email given at sign-up.
        public var email: String
        /// The name set during onboarding.
        public var name: String?
        /// Where the user is in onboarding.
        public var onboarding: Onboarding

        /// Creates the object.
        public init(id: String, email: String, name: String?, onboarding: Onboarding) {
            self.id = id
            self.email = email
            self.name = name
            self.onboarding = onboarding
        }

        /// Every key, `name` as `null` until set, as the contract requires.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(email, forKey: .email)
            try container.encode(name, forKey: .name)
            try container.encode(onboarding, forKey: .onboarding)
        }
    }

    /// `{"token", "user"}`: the answer to sign-up and sign-in. Its description hides the token.
    public struct Session: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The bearer token; never printed.
        public var token: String
        /// The signed-in user.
        public var user: User

        /// Creates the object.
        public init(token: String, user: User) {
            self.token = token
            self.user = user
        }

        /// `Session(user: ID, token: [hidden])`.
        public var description: String { "Session(user: \(user.id), token: [hidden])" }
    }

    /// `{"user"}`: the answer about the current user, and to an onboarding update.
    public struct CurrentUser: Codable, Hashable, Sendable {
        /// The user.
        public var user: User

        /// Creates the object.
        public init(user: User) {
            self.user = user
        }
    }

    /// `{"id", "title", "summary"}`: one item.
    public struct Item: Codable, Hashable, Sendable {
        /// From 1 to 100.
        public var id: Int
        /// `Item 42`.
        public var title: String
        /// One sentence about it.
        public var summary: String

        /// Creates the object.
        public init(id: Int, title: String, summary: String) {
            self.id = id
            self.title = title
            self.summary = summary
        }
    }

    /// `{"items", "total"}`: one page of the items list.
    public struct ItemsPage: Codable, Hashable, Sendable {
        /// The page's items, in id order.
        public var items: [Item]
        /// How many items exist.
        public var total: Int

        /// Creates the object.
        public init(items: [Item], total: Int) {
            self.items = items
            self.total = total
        }
    }

    /// `{"query", "items"}`: the answer to a search.
    public struct SearchResults: Codable, Hashable, Sendable {
        /// The query, trimmed.
        public var query: String
        /// Every matching item, in id order.
        public var items: [Item]

        /// Creates the object.
        public init(query: String, items: [Item]) {
            self.query = query
            self.items = items
        }
    }

    /// `{}`: the answer to a password reset.
    public struct Empty: Codable, Hashable, Sendable {
        /// Creates the object.
        public init() {}
    }
}
