import Testing
import WorkspaceModel

/// The scanner reports the uses of watched names in code only, with how each is written.
@Suite struct WatchedIdentifierTests {
    static let watched: Set<String> = ["SOCK_CLOEXEC", "Glibc", "Observable", "accept4"]

    @Test func reportsUsesInCodeWithHowTheyAreWritten() {
        let source = #"""
            let flags = SOCK_CLOEXEC.rawValue  // SOCK_CLOEXEC in a comment
            /* SOCK_CLOEXEC */ let text = "SOCK_CLOEXEC"
            @Observable final class Model {}
            let written = Glibc.write(descriptor, base, count)
            let socket = server.accept4()
            #if canImport(Glibc)
                let raw = """
                    accept4 Glibc.write
                    """
            #endif
            let ignored = SOCK_NONBLOCK + Observation
            """#
        #expect(
            SourceScanner.scan(source, watching: Self.watched).identifiers == [
                SourceIdentifier(name: "SOCK_CLOEXEC", line: 1, member: "rawValue"),
                SourceIdentifier(name: "Observable", line: 3, isAttribute: true),
                SourceIdentifier(name: "Glibc", line: 4, member: "write"),
                SourceIdentifier(name: "accept4", line: 5, isMemberAccess: true),
            ])
    }

    @Test func reportsNothingWhenNothingIsWatched() {
        let scan = SourceScanner.scan("let flags = SOCK_CLOEXEC\n@Observable class A {}\n")
        #expect(scan.identifiers == [])
    }

    @Test func leavesImportsAndCommentsAsTheyWere() {
        let source = "import Glibc  // boundaries:allow rule -- reason\nlet a = accept4(1)\n"
        let watching = SourceScanner.scan(source, watching: Self.watched)
        let plain = SourceScanner.scan(source)
        #expect(watching.imports == plain.imports)
        #expect(watching.comments == plain.comments)
        #expect(watching.identifiers.map(\.name) == ["Glibc", "accept4"])
        #expect(watching.identifiers.map(\.line) == [1, 2])
    }
}
