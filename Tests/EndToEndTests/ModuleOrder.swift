/// The order a run visits its test modules in.
///
/// SwiftPM's generated test list puts the modules of a bundle in an order that changes from
/// one build to the next, so the model fixes the order of classes and methods within a module
/// only; each comparison takes the module order from the run it checks.
enum ModuleOrder {
    /// The distinct modules in `modules`, in order of first appearance.
    static func firstAppearance(of modules: [String]) -> [String] {
        var seen: [String] = []
        for module in modules where !seen.contains(module) {
            seen.append(module)
        }
        return seen
    }

    /// The modules of `consoleNames` (`Class.method`), found through the classes of `tests`.
    static func ofConsoleNames(_ consoleNames: [String], in tests: [ExpectedTest]) -> [String] {
        let moduleOfClass = Dictionary(
            tests.map { ($0.id.className, $0.id.module) }, uniquingKeysWith: { first, _ in first })
        return firstAppearance(
            of: consoleNames.compactMap { name in
                name.split(separator: ".").first.flatMap { moduleOfClass[String($0)] }
            })
    }

    /// `tests` with whole modules moved into `order`; within a module the model's order stays.
    /// Modules missing from `order` keep their place after the ones it names.
    static func arrange(_ tests: [ExpectedTest], as order: [String]) -> [ExpectedTest] {
        let rank = { (module: String) in order.firstIndex(of: module) ?? order.count }
        return tests.enumerated()
            .sorted { left, right in
                let (leftRank, rightRank) = (rank(left.element.id.module), rank(right.element.id.module))
                return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
            }
            .map(\.element)
    }
}
