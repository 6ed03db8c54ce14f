import FlyingFox
import Foundation

/// The coverage side's routes: the source view, a test's lines, the Changed view and the
/// coverage switch (``UICoverageViews``).
extension UIRequestHandler {
    func coverageResponse(_ route: UIRoute, _ request: HTTPRequest) async throws -> HTTPResponse {
        let query = { (name: String) in request.query.first { $0.name == name }?.value ?? "" }
        switch route {
        case .source:
            switch controller.coverage.sourceAnswer(file: query("file")) {
            case .success(let body): return Self.json(body: body)
            case .failure(let refusal):
                let status: HTTPStatusCode =
                    switch refusal.status {
                    case 403: .forbidden
                    case 404: .notFound
                    case 413: .payloadTooLarge
                    default: .badRequest
                    }
                return Self.text(status, refusal.description)
            }
        case .testCoverage:
            let test = query("test")
            guard controller.currentModel.contains(test) else {
                return Self.text(.notFound, "no test named \(test) in this package")
            }
            return try Self.json(controller.coverage.testCoverage(of: test))
        case .changed:
            return try Self.json(controller.coverage.changed(model: controller.currentModel))
        case .coverage:
            return try Self.json(CoverageSwitch(mode: controller.coverage.choice))
        default:
            let body = try await request.bodyData
            // Not a switch: answered below as a bad request.
            guard let asked = try? JSONDecoder().decode(CoverageSwitch.self, from: body) else {
                let modes = UICoverageChoice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                return Self.text(.badRequest, #"the coverage request must be {"mode": M} with M one of "# + modes)
            }
            controller.chooseCoverage(asked.mode)
            return try Self.json(asked)
        }
    }

    /// `{"mode": "per-test"}`: the coverage choice, asked or answered.
    struct CoverageSwitch: Codable {
        var mode: UICoverageChoice
    }
}
