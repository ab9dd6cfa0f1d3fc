import Testing
@testable import Lessons

/// Exercise code that would give its functions a C symbol's name (and so replace the system's function the checks
/// call) is refused before it is compiled, however it is written.
@Suite struct LearnerCodePolicyTests {
    @Test(arguments: [
        ("@_cdecl(\"write\")\nfunc write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { count }", "_cdecl", 1, 1),
        ("import Glibc\n\n  @_silgen_name(\"fork\") func myFork() -> Int32 { 0 }", "_silgen_name", 3, 3),
        ("@ _cdecl(\"getenv\") func peek() {}", "_cdecl", 1, 1),
        ("#if os(Linux)\nstruct A {}\n#else\n@`_cdecl`(\"waitpid\") func w() {}\n#endif", "_cdecl", 4, 1),
        ("final class K {\n    @_section(\".init_array\") @_used static let early: Int = 1\n}", "_section", 2, 5),
        ("@c(write) func w() {}", "c", 1, 1),
        ("import UIKit\n@testable import ExerciseKit", "testable", 2, 1),
    ])
    func refusesAttributesThatNameSymbols(_ code: String, _ attribute: String, _ line: Int, _ column: Int) {
        #expect(LearnerCodePolicy.violation(in: code) == .init(attribute: attribute, line: line, column: column), "\(code)")
    }

    @Test func everydayAttributesAreFine() {
        let code = """
            import UIKit
            @MainActor final class Form: UIViewController {
                @discardableResult func go() -> Int { 1 }
                @objc func tapped() {}
                @available(iOS 15, *) var config: UIButton.Configuration { .filled() }
                let handler: @convention(c) () -> Void = {}
                @escaping
            }
            """
        #expect(LearnerCodePolicy.violation(in: code) == nil)
    }
}
