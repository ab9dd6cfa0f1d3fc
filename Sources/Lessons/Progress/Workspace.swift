import Foundation

/// A learner's own folder: their exercise files and their progress. Default
/// `$XDG_DATA_HOME/tutor`, else `~/.local/share/tutor`; tools pass another with `--workspace`.
public struct Workspace: Sendable, Hashable {
    public let root: URL

    public init(root: URL) { self.root = root }

    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("tutor", isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/tutor", isDirectory: true)
    }

    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> Workspace {
        Workspace(root: defaultRoot(environment: environment))
    }

    public var progressFile: URL { root.appendingPathComponent("progress.json") }

    public func progressStore(strings: Localizer = .english, damaged: ProgressStore.DamagedFiles = .moveAside) -> ProgressStore {
        ProgressStore(file: progressFile, strings: strings, damaged: damaged)
    }

    /// `exercises/<lesson>/<exercise>.swift`.
    public func exerciseFile(lesson: String, exercise: String) -> URL {
        root.appendingPathComponent("exercises/\(lesson)/\(exercise).swift")
    }

    /// The learner's file for an exercise, copied from the starter the first time; an existing file is
    /// never overwritten.
    public func prepareExercise(_ exercise: Exercise, lesson: String) throws -> URL {
        let url = exerciseFile(lesson: lesson, exercise: exercise.id)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `withoutOverwriting`: if another tutor created it meanwhile, theirs stays.
        do {
            try Data(exercise.starter.utf8).write(to: url, options: .withoutOverwriting)
        } catch where FileManager.default.fileExists(atPath: url.path) {
            return url
        }
        return url
    }

    /// The learner's current code for an exercise, or nil when they have not started it (or what is there is
    /// not a readable file of at most `LearnerFile.maximumBytes`: a pipe or a folder is never waited on).
    public func learnerCode(lesson: String, exercise: String) -> String? {
        guard case .contents(let data) = LearnerFile.read(exerciseFile(lesson: lesson, exercise: exercise)) else { return nil }
        return LearnerFile.text(data)
    }
}
