import Foundation
import Lessons

/// Where tutor finds lessons and keeps the learner's work, and how it prints. Built once by the
/// executable from its global options; every front end (commands, REPL) reads the same value.
public struct TutorEnvironment: Sendable {
    public var contentDirectory: URL
    public var workspace: URL
    public var capabilities: TerminalCapabilities
    /// Preferred lesson language (`en`, `ru`); nil means from the environment.
    public var language: String?
    /// The process's environment variables as they were when this was resolved, for whatever needs
    /// them later (the kernel, the editor): reading them builds a new dictionary every time.
    public var variables: [String: String]

    public init(contentDirectory: URL, workspace: URL, capabilities: TerminalCapabilities, language: String? = nil,
                variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.contentDirectory = contentDirectory
        self.workspace = workspace
        self.variables = variables
        self.capabilities = capabilities
        self.language = language
    }

    /// The environment from the global options (nil: not given) and the process's environment
    /// variables; a usage failure when no lessons folder can be found or the language asked for is unknown.
    public static func resolve(workspace: String?, content: String?, noColor: Bool, language: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               executablePath: String = CommandLine.arguments[0],
                               currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> TutorEnvironment {
        guard let contentDirectory = ContentLocator.locate(
            option: content, environment: environment, executablePath: executablePath, currentDirectory: currentDirectory)
        else {
            // The language is not chosen yet (a wrong --lang is reported after this): the sources, without failing.
            let words = Localizer(language: (try? LanguagePreference.choose(option: language, environment: environment)) ?? "en")
            throw TutorFailure.usage(words[.noContentFound])
        }
        let chosenLanguage: String
        do { chosenLanguage = try LanguagePreference.choose(option: language, environment: environment) } catch {
            throw TutorFailure.usage(error.description)
        }
        let workspaceURL = workspace.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? ContentLocator.defaultWorkspace(environment: environment)
        return TutorEnvironment(
            contentDirectory: contentDirectory, workspace: workspaceURL.standardizedFileURL,
            capabilities: TerminalCapabilities.detect(noColorFlag: noColor, environment: environment),
            language: chosenLanguage, variables: environment)
    }

    /// The REPL's line history, per user, in the workspace.
    public var historyFile: URL { workspace.appendingPathComponent("history") }

    public var styler: Styler { Styler(colors: capabilities.colors) }
    public var symbols: Symbols { Symbols(unicode: capabilities.unicode) }
}

/// Finds `Content/`: the `--content` option, then `TUTOR_CONTENT`, then a `Content` folder with a
/// `course.yaml` beside the package the executable was built in (walking up from
/// `.build/<config>/tutor`), then the current directory and its parents.
public enum ContentLocator {
    public static func locate(option: String?, environment: [String: String], executablePath: String, currentDirectory: String) -> URL? {
        if let option { return URL(fileURLWithPath: option, isDirectory: true).standardizedFileURL }
        if let fromEnvironment = environment["TUTOR_CONTENT"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment, isDirectory: true).standardizedFileURL
        }
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        for start in [executable.deletingLastPathComponent(), URL(fileURLWithPath: currentDirectory, isDirectory: true)] {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Content", isDirectory: true)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("course.yaml").path) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }

    /// The default workspace: `TUTOR_WORKSPACE`, else `$XDG_DATA_HOME/tutor`, else `~/.local/share/tutor`.
    public static func defaultWorkspace(environment: [String: String]) -> URL {
        if let path = environment["TUTOR_WORKSPACE"], !path.isEmpty { return URL(fileURLWithPath: path, isDirectory: true) }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("tutor") }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/tutor")
    }
}
