import Foundation
import Kernel

/// Why a session request could not be carried out (a wrong id from the command line, say).
public enum SessionError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownItem(String)
    case unknownStep(String)
    case notAQuestion(String)
    case notAnExercise(String)
    case notACodeCell(String)
    case workspace(String)
    /// The lesson has no steps (it failed to load properly); there is nothing to walk.
    case noSteps(String)
    /// The progress file could not be read (a newer format, say).
    case progress(ProgressError)

    public func message(_ strings: Localizer = .english) -> String {
        switch self {
        case .unknownItem(let id): strings[.unknownItem, id]
        case .unknownStep(let id): strings[.unknownStep, id]
        case .notAQuestion(let id): strings[.notAQuestion, id]
        case .notAnExercise(let id): strings[.notAnExercise, id]
        case .notACodeCell(let id): strings[.notACodeCell, id]
        case .workspace(let reason): reason
        case .noSteps(let id): strings[.noStepsInLesson, id]
        case .progress(let error): error.message(strings)
        }
    }

    public var description: String { message() }
}

/// The next staged hint, or word that there are no more.
public struct Hint: Sendable, Hashable {
    /// 1-based; nil text when all hints were already given.
    public var number: Int
    public var total: Int
    public var text: String?
    /// "Hint 2 of 3" or "No more hints."
    public var label: String
}

/// The solution, once the learner has really tried.
public enum SolutionOffer: Sendable, Hashable {
    /// The answer (a question) or the reference solution's code (an exercise), and the explanation.
    case available(solution: String, explanation: String?)
    /// Not yet: the message says how many real attempts are needed.
    case notYet(message: String, attemptsNeeded: Int)
}

/// What running a swift cell produced.
public struct CellRun: Sendable, Hashable {
    public var cellID: String
    /// The kernel's result for the whole replay (earlier cells ran first).
    public var result: KernelResult
    /// Output attributed to each cell that ran, by cell id, in order.
    public var outputs: [(cellID: String, output: String)]
    /// The output of the cell that was asked for.
    public var output: String
    /// Why the program could not run to the end, in words, or nil.
    public var problem: String?
    /// When the cell declares an expected output: whether it matched.
    public var expectation: ValidationResult?

    public static func == (a: CellRun, b: CellRun) -> Bool {
        a.cellID == b.cellID && a.result == b.result && a.output == b.output && a.problem == b.problem
            && a.expectation == b.expectation && a.outputs.map(\.cellID) == b.outputs.map(\.cellID) && a.outputs.map(\.output) == b.outputs.map(\.output)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cellID)
        hasher.combine(output)
    }
}
