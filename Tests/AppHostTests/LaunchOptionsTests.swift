import Testing
@testable import AppHost
