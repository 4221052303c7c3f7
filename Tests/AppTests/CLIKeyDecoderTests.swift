import RootSwitchCommands
import Testing

/// The bytes a terminal sends, decoded into the keys the line editor acts on.
@Suite struct CLIKeyDecoderTests {
    @Test(arguments: [
        ("ab", [Key.character("a"), .character("b")]),
        ("é✓😀", [.character("é"), .character("✓"), .character("😀")]),
        ("\r", [.enter]), ("\n", [.enter]),
        ("\u{7F}", [.backspace]), ("\u{08}", [.backspace]),
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
        ("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
        ("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~\u{01}", [.home, .home, .home, .home, .home]),
        ("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~\u{05}", [.end, .end, .end, .end, .end]),
        ("\u{1B}[3~", [.delete]),
        ("\u{02}\u{06}\u{10}\u{0E}", [.left, .right, .up, .down]),
        ("\u{15}\u{04}\u{03}", [.eraseToStart, .endOfInput, .interrupt]),
        // Unknown sequences and control bytes are dropped whole.
        (
            "a\u{1B}[24~b\u{1B}[200~c\u{07}\u{09}d",
            [.character("a"), .character("b"), .character("c"), .character("d")]
        ),
        // A modified arrow (Ctrl-Right) moves as the arrow does.
        ("\u{1B}[1;5C", [.right]),
        // Alt-x: the Escape is dropped, the key kept.
        ("\u{1B}x", [.character("x")]),
    ])
    func decodesKeys(text: String, keys: [Key]) {
        let decoded = KeyDecoder.decode(Array(text.utf8))
        #expect(decoded.keys == keys)
        #expect(decoded.rest.isEmpty)
    }

    @Test(arguments: [
        [0x1B], [0x1B, 0x5B], [0x1B, 0x5B, 0x33], [0x1B, 0x4F], [0xC3], [0xF0, 0x9F, 0x98],
    ])
    func incompleteSequenceWaitsForMoreBytes(bytes: [UInt8]) {
        let decoded = KeyDecoder.decode([0x61] + bytes)
        #expect(decoded.keys == [.character("a")])
        #expect(decoded.rest == bytes)
    }

    @Test func sequenceCompletedByTheNextReadIsOneKey() {
        let first = KeyDecoder.decode([0x1B, 0x5B])
        let second = KeyDecoder.decode(first.rest + [0x41, 0x62])
        #expect(first.keys.isEmpty)
        #expect(second.keys == [.up, .character("b")])
        #expect(second.rest.isEmpty)
    }

    @Test(arguments: [[0xFF, 0x61], [0xC3, 0x61], [0x80, 0x61], [0xED, 0xA0, 0x80, 0x61]])
    func invalidUTF8IsDropped(bytes: [UInt8]) {
        #expect(KeyDecoder.decode(bytes).keys == [.character("a")])
    }
}
