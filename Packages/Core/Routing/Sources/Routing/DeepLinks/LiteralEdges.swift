/// The literal edges of a ``PatternTrie``, all nodes' in one open-addressing hash table
/// keyed by (node, segment bytes): following a literal segment is one hash of its bytes and
/// one probe, with no `String` made from the link.
///
/// Literals are compared byte for byte as UTF-8. A segment beyond ASCII that no literal spells
/// byte for byte is compared with its node's literals as `String`s (canonical equivalence, as
/// `==` does), so a link in another normalization form still matches.
struct LiteralEdges: Sendable {
    private struct Slot: Sendable {
        var hash: UInt32 = 0
        var node: Int32 = 0
        /// The child node, or -1 for an empty slot.
        var child: Int32 = -1
        var length: Int32 = 0
        /// A literal of up to 8 bytes, packed, so comparing it reads nothing else; a longer
        /// one's offset in `bytes`.
        var text: UInt64 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 16)
    private var bytes: [UInt8] = []
    private var count = 0
    /// Each node's literals, for the comparison by canonical equivalence.
    private var literals: [Int: [(literal: String, child: Int)]] = [:]

    /// The child of `node` along the literal `segment`, `nil` when there is none.
    func child(of node: Int, _ segment: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(node, segment)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        let packed = segment.count <= 8 ? Self.packed(segment) : 0
        while true {
            let slot = slots[index]
            if slot.child < 0 { break }
            if slot.hash == UInt32(truncatingIfNeeded: hash), Int(slot.node) == node,
                Int(slot.length) == segment.count,
                segment.count <= 8
                    ? slot.text == packed
                    : bytes.withUnsafeBufferPointer({
                        $0[Int(slot.text)..<Int(slot.text) + segment.count].elementsEqual(segment)
                    })
            {
                return Int(slot.child)
            }
            index = (index + 1) & mask
        }
        guard segment.contains(where: { $0 >= 0x80 }), let candidates = literals[node] else {
            return nil
        }
        let text = String(decoding: segment, as: UTF8.self)
        return candidates.first { $0.literal == text }?.child
    }

    /// Adds the edge `node --literal--> child`; the literal must not be there yet.
    mutating func insert(_ literal: String, from node: Int, to child: Int) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let utf8 = Array(literal.utf8)
        let (hash, text) = utf8.withUnsafeBufferPointer {
            (Self.hash(node, $0), $0.count <= 8 ? Self.packed($0) : UInt64(bytes.count))
        }
        if utf8.count > 8 { bytes += utf8 }
        place(
            Slot(
                hash: UInt32(truncatingIfNeeded: hash), node: Int32(node), child: Int32(child),
                length: Int32(utf8.count), text: text))
        count += 1
        literals[node, default: []].append((literal, child))
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].child >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.child >= 0 { place(slot) }
    }

    /// Up to 8 bytes in one integer, the first in the lowest byte.
    private static func packed(_ segment: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for (offset, byte) in segment.enumerated() { value |= UInt64(byte) << (8 * offset) }
        return value
    }

    /// FNV-1a over the node and the bytes, then mixed so the low bits used for the index
    /// depend on every byte.
    private static func hash(_ node: Int, _ segment: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: node)
        for byte in segment {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 29
        hash &*= 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
