import Routing
import TestSupport

/// A router command aimed at one level of the chain (0 is the base router).
enum ModelCommand {
    case push(Int, TestRoute)
    case back(Int)
    case popToRoot(Int)
    case pop(Int, to: TestRoute)
    case replaceRoot(Int, TestRoute)
    case present(Int, TestRoute, PresentationStyle)
    case dismiss(Int)
    case dismissBySystem(Int)
    case dismissAll(Int)
    case terminate(Int, Int)
    /// The whole navigation restored to itself: every layer closes and comes back new.
    case restoreItself(Int)

    static func random(levels: Int, using rng: inout SeededGenerator) -> ModelCommand {
        let level = Int.random(in: 0..<levels, using: &rng)
        let route = TestRoute.detail(Int.random(in: 0..<4, using: &rng))
        let styles: [PresentationStyle] = [.sheet, .sheet, .cover]
        switch Int.random(in: 0..<14, using: &rng) {
        case 0..<3: return .push(level, route)
        case 3, 4: return .back(level)
        case 5: return .popToRoot(level)
        case 6: return .pop(level, to: route)
        case 7: return .replaceRoot(level, route)
        case 8, 9: return .present(level, route, styles[Int.random(in: 0..<3, using: &rng)])
        case 10: return .dismiss(level)
        case 11:
            return [.dismissBySystem(level), .dismissAll(level)][Int.random(in: 0..<2, using: &rng)]
        case 12: return .terminate(level, Int.random(in: 0..<10, using: &rng))
        default: return .restoreItself(level)
        }
    }
}

/// The reference behaviour, as plain arrays: the chain of layers, base first, and the log
/// of outcomes (`"L3: cancelled"`) and issues (`"issue: at_root"`) in order.
///
/// Layers are named `L1`, `L2`, ... in presentation order; restored copies have no name
/// (nobody awaits them). Closing a layer whose number is a multiple of 3 pushes
/// `detail(100 + n)` on the base router from its `onClose`, after the command.
struct NavigationModel {
    struct Layer {
        var style: PresentationStyle?
        var stack: [TestRoute]
        var number: Int?
    }

    private(set) var layers = [Layer(style: nil, stack: [.home], number: nil)]
    private(set) var log: [String] = []
    private(set) var presentedCount = 0
    private var reentrantPushes: [TestRoute] = []

    /// Each layer's routes, the base first.
    var chain: [[TestRoute]] { layers.map(\.stack) }

    mutating func apply(_ command: ModelCommand) {
        switch command {
        case .push(let k, let route):
            layers[k].stack.append(route)
        case .back(let k):
            if layers[k].stack.count > 1 {
                truncate(k, to: layers[k].stack.count - 1)
            } else {
                issue("at_root")
            }
        case .popToRoot(let k):
            truncate(k, to: 1)
        case .pop(let k, let route):
            if let index = layers[k].stack.lastIndex(of: route) {
                truncate(k, to: index + 1)
            } else {
                issue("route_not_in_stack")
            }
        case .replaceRoot(let k, let route):
            close(from: k + 1, "closedByParent")
            layers[k].stack = [route]
        case .present(_, let route, let style):
            presentedCount += 1
            layers.append(Layer(style: style, stack: [route], number: presentedCount))
        case .dismiss(let k):
            if k == 0 { issue("not_presented") } else { close(from: k, "cancelled") }
        case .dismissBySystem(let k):
            if k == 0 { issue("not_presented") } else { close(from: k, "dismissedBySystem") }
        case .dismissAll(let k):
            close(from: k + 1, "closedByParent")
        case .terminate(let k, let value):
            terminate(k, value)
        case .restoreItself:
            let copies = layers[1...].map { Layer(style: $0.style, stack: $0.stack, number: nil) }
            close(from: 1, "closedByParent")
            layers += copies
        }
        layers[0].stack += reentrantPushes
        reentrantPushes = []
    }

    private mutating func terminate(_ k: Int, _ value: Int) {
        let count = layers[k].stack.count
        if count > 1 {
            issue("undelivered_result")
            truncate(k, to: count - 1)
        } else if k == 0 {
            issue("cannot_terminate_root")
        } else {
            if layers[k].number == nil { issue("undelivered_result") }
            close(from: k, "finished(\(value))")
        }
    }

    private mutating func truncate(_ k: Int, to count: Int) {
        guard count < layers[k].stack.count else { return }
        close(from: k + 1, "closedByParent")
        layers[k].stack.removeSubrange(count...)
    }

    /// Closes layer `k` with `outcome` after the layers above it with `closedByParent`.
    private mutating func close(from k: Int, _ outcome: String) {
        guard k < layers.count else { return }
        for level in (k..<layers.count).reversed() {
            guard let number = layers[level].number else { continue }
            log.append("L\(number): \(level == k ? outcome : "closedByParent")")
            if number.isMultiple(of: 3) { reentrantPushes.append(.detail(100 + number)) }
        }
        layers.removeSubrange(k...)
    }

    private mutating func issue(_ code: String) {
        log.append("issue: \(code)")
    }
}
