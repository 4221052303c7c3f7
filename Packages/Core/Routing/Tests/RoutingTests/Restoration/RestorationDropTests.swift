import Routing
import RoutingScenes
import Testing

/// What was left out of a restored navigation, in words a person reads: which screen, and why.
@Suite struct RestorationDropTests {
    @Test(arguments: [
        ("tabs[2]", "tab 3"),
        ("selected", "the selected tab"),
        ("tabs[0].stack[2]", "screen 3 of tab 1"),
        ("tabs[1].presented[0]", "presented layer 1 of tab 2"),
        ("tabs[1].presented[0].stack[1]", "screen 2 of presented layer 1 of tab 2"),
        ("tabs[0].stack[32...499]", "screens 33 to 500 of tab 1"),
        ("tabs[0].presented[2...9]", "presented layers 3 to 10 of tab 1"),
        ("tabs[0].presented[1].stack[31...40]", "screens 32 to 41 of presented layer 2 of tab 1"),
    ])
    func thePathSaysWhichScreen(path: String, place: String) {
        #expect(RestorationDrop(path, .overLimit).description.hasPrefix(place + ": "))
    }

    @Test(arguments: [
        (RestorationDrop.Reason.unknown, "this version of the app cannot open it"),
        (.invalid, "what it showed no longer exists"),
        (.unreachable, "a screen before it was left out"),
        (.duplicate, "the same tab was saved twice"),
        (.overLimit, "a tab keeps at most 32 screens with its sheets"),
    ])
    func theReasonSaysWhy(reason: RestorationDrop.Reason, why: String) {
        #expect(
            RestorationDrop("tabs[0].stack[1]", reason, entry: "test://items/4").description
                == "test://items/4 (screen 2 of tab 1): \(why)")
        #expect(
            RestorationDrop("tabs[0].presented[3...5]", reason).description
                == "presented layers 4 to 6 of tab 1: \(why)")
    }
}
