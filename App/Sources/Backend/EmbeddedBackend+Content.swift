import Foundation
import Networking

/// The current user, onboarding progress, items and search.
extension EmbeddedBackend {
    func me(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let account = try authenticate(request).account
        return Reply.json(200, BackendContract.CurrentUser(user: account.user))
    }

    func updateOnboarding(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let id = try authenticate(request).account.id
        let update = try decodeBody(BackendContract.OnboardingUpdate.self, of: request)
        let user = try store.change(saving: [.accounts]) { state throws(APIFailure) in
            guard let index = state.accounts.firstIndex(where: { $0.id == id }) else {
                throw .sessionExpired
            }
            try Self.apply(update, to: &state.accounts[index])
            return state.accounts[index].user
        }
        return Reply.json(200, BackendContract.CurrentUser(user: user))
    }

    func items(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try authenticate(request)
        let items = try store.read { $0.items }
        let offset = try Self.integer(.offset, of: request)
        let limit = try Self.integer(.limit, of: request)
        let page = offset < items.count ? items[offset..<min(items.count, offset + limit)] : []
        return Reply.json(200, BackendContract.ItemsPage(items: Array(page), total: items.count))
    }

    func item(_ text: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try authenticate(request)
        let deleted = try store.read { $0.deletedItems }
        // Digits only: `Int("+7")` would accept a sign the contract does not.
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(text),
            let item = ItemCatalog.item(id), !deleted.contains(id)
        else {
            throw .notFound("There is no item \(text.prefix(40)).")
        }
        return Reply.json(200, item)
    }

    func search(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try authenticate(request)
        let items = try store.read { $0.items }
        let query =
            request.queryItems.first { $0.name == BackendQueryItem.searchText.name }?.value
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        guard !query.isEmpty else {
            throw APIFailure(.missingQuery, "Say what to search for with q.")
        }
        let needle = query.lowercased()
        let found = items.filter {
            $0.title.lowercased().contains(needle) || $0.summary.lowercased().contains(needle)
        }
        return Reply.json(200, BackendContract.SearchResults(query: query, items: found))
    }

    private static func apply(_ update: BackendContract.OnboardingUpdate, to account: inout Account)
        throws(APIFailure)
    {
        guard OnboardingProgress.steps.contains(update.step) else {
            throw .badRequest("The step must be welcome, permissions, profile or complete.")
        }
        guard !update.finished || update.step == "complete" else {
            throw .badRequest("Only the complete step can be finished.")
        }
        if let name = update.name {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            let length = BackendContract.OnboardingUpdate.nameLength
            let bytes = BackendContract.OnboardingUpdate.maximumNameBytes
            guard length.contains(trimmed.count), trimmed.utf8.count <= bytes else {
                throw .badRequest(
                    "A name has \(length.lowerBound) to \(length.upperBound) characters and at most "
                        + "\(bytes) bytes.")
            }
            account.name = trimmed
        }
        account.onboarding.step = update.step
        account.onboarding.finished = update.finished
        if let granted = update.permissionsGranted {
            account.onboarding.permissionsGranted = granted
        }
    }

    /// A declared integer query item's value, or its default when it is absent.
    /// - Throws: 400 `bad_request` if it is not a decimal integer within its bounds.
    private static func integer(_ item: BackendQueryItem, of request: HTTPRequest)
        throws(APIFailure) -> Int
    {
        let range = item.integers ?? Int.min...Int.max
        guard let given = request.queryItems.first(where: { $0.name == item.name }) else {
            return item.defaultValue ?? range.lowerBound
        }
        guard let value = given.value.flatMap({ Int($0) }), range.contains(value) else {
            throw .badRequest(
                "\(item.name) must be a whole number from \(range.lowerBound) to "
                    + (range.upperBound == Int.max ? "any" : "\(range.upperBound)") + ".")
        }
        return value
    }
}
