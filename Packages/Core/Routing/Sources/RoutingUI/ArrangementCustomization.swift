internal import Foundation
package import Routing

extension Navigation.Arrangement {
    /// This arrangement keeping `customization`, what the platform saved of the user's
    /// arrangement, as ``platformCustomization``: encoded with sorted keys, so the same
    /// customization is the same data and writing it back again changes nothing. Without it
    /// when it cannot be encoded.
    package func keeping(platform customization: some Encodable) -> Self {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var kept = self
        kept.platformCustomization = try? encoder.encode(customization)
        return kept
    }

    /// The platform's customization this arrangement keeps, read as `type`; `nil` when it keeps
    /// none, or when what it keeps does not read as `type` (saved by another version of the
    /// platform, or damaged): the platform then starts from no customization, and the order and
    /// the hidden tabs still apply.
    package func platformCustomization<Customization: Decodable>(
        as type: Customization.Type
    ) -> Customization? {
        platformCustomization.flatMap { try? JSONDecoder().decode(type, from: $0) }
    }
}
