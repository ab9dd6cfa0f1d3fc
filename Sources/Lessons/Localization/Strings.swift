// Every string the engine shows, in one place, so it can be translated. `{1}`, `{2}` are arguments.
// English is a `switch`, so the compiler proves it complete; translations are tables and fall back to English.

/// Names of the engine's interface strings.
public enum StringKey: String, Sendable, Hashable, Codable, CaseIterable {
    // Verdicts
    case correct, incorrect, incorrectWithDetail, answerEmpty, answerTooLong
    // Validators
    case textUnreadable, textCaseDiffers, textExtraWords, textPartMissing, textNearlySpelled, textOther
    case choiceUnreadable, choiceUnknown, choiceNeedsAll, choiceOnlyOne, choiceMissingSome, choiceWrongOne
    case numberUnreadable, numberWrongUnit, numberTooHigh, numberTooLow
    case regexNoMatch, answerUndecided, codeAnswerUndecided
    case geometryUnreadableRect, geometryUnreadablePoint, geometryUnreadableSize, geometryUnreadableInsets, geometryComponentWrong
    case symbolUnreadable
    case orderUnreadable, orderCount, orderFirstWrong, orderUnknownItem
    case arithmeticUnreadable, arithmeticDivisionByZero
    // Answer forms: notes on right answers, reasons for wrong ones
    case correctWithNote, numberConverted, numberOtherDimension, numberNoteDisagrees, numberNoteNotThis, numberNoteUnchecked
    case symbolOtherAPI, symbolUnknown, symbolUnknownNearest, symbolOtherType, symbolOtherLabels, symbolNeedsLabels, symbolNeedsType, symbolLetterCase
    case orderSwapped, orderAmbiguous
    case timeUnreadable, timeTwelveHours, timeWrongDay, timeWrongHour, timeWrongMinutes
    case expressionUnreadable, expressionOtherWay, expressionOtherMethod, expressionOtherReceiver, expressionArgument
    case expressionConversionTarget, expressionConversionSource
    case expressionMissingArgument, expressionExtraArgument, expressionNotACall
    case codeAnswerDoesNotCompile, codeAnswerBehavesDifferently, codeAnswerChecking, compilerSays
    case codeAnswerCrashed, codeAnswerTimedOut, codeAnswerExited, codeAnswerOverLimits, codeAnswerForgedReports
    case outputLineDiffers, outputMissingLines, outputExtraLines
    // Exercises and cells
    case checksAllPassed, checksSomeFailed, checksNoneReported, checksPassedCount
    case helpCommands, helpAnythingElse, helpContinuation
    case unknownLesson, unknownCommand, replDidYouMean
    case replTypeHelp, replGotoFromOne, replAnswerNeedsText, replSimNeedsAction, replUsage
    case replNoSteps, replReloaded, replReloadFailed, replEditorExited, replEditorFailed, replWatching, replSavedChecking, replStoppedWatching, replCancelled
    case replWaitRunning, replWaitChecking, replNoQuestionHere
    case statusDone, statusNotStarted, statusInProgress, lessonMinutes, lessonsHeading, lessonsFooter, itemQuestion, itemExercise, attemptsOne, attemptsFew, attemptsMany, hintsOne, hintsFew, hintsMany, pointsTotal
    case judgeDifference, judgeMissing, judgeExtra, judgeCrashed, judgeNotRun, judgeForeign, judgeUnknownCheck, judgeMistake
    case judgeRefusedAttribute
    case judgeEnding, judgeReferenceFailed, judgeMachineBusy, judgeSeed, judgeSeedAtPrompt, judgeStoppedEarly
    case runCompileFailed, runCrashed, runTimedOut, runExited, runOutputLimit, runMemoryLimit, runToolchainUnavailable
    case outputMatches
    // Session
    case solutionNotYet, noMoreHints, hintLabel, unknownItem, unknownStep, notAQuestion, notAnExercise, notACodeCell, noStepsInLesson, lessonBroken
    case translationMissing, welcomeBack, welcomeNew, welcomeIntro, welcomeCommands
    // The notebook in a terminal
    case replEditWithoutTerminal, replPromptAnswer
    case replChecksToPass, replDiffHeading, replSameAsReference
    case replNotTried, replWatchPassed, replResetDone, replRestarted, replNoSuchCell, replLessonSummary, replNextLesson, replLastLesson, replNoItems
    case introStarted, introBanner, introObjectives, introTime, introPrerequisites, introFooter, replAtIntroduction, replNextQuestion, replExerciseToDo
    case replTypeAnswer, replExercise, replYourFile, replNextToGoOn, replLastStepDone, replGoodbye, replSolution, replStuck, replNoLesson, replLastStepOf, replFirstStep, replNoSuchStep, replNoQuestion, replNothingToHint, replNoItem, replNoExercise, replNoExerciseFile, replNoCodeCell, replSwiftBlock
    // Progress
    case progressDamaged, progressNewerFormat, progressUnreadable, progressUnwritable
    case progressDamagedKept, fileNotRegular, fileTooLarge
    case fileKindRegular, fileKindFolder, fileKindLink, fileKindPipe, fileKindSocket, fileKindDevice, fileKindOther
    // Diagnostics
    case notARegularFile, lessonFileTooLarge
    case missingFile, missingLessonFolder, newerFormat, duplicateID, unknownPrerequisite, yamlError
    case missingKey, unknownKey, expectedType, missingFrontMatter, unterminatedFrontMatter, unterminatedFence
    case unterminatedComment, unknownValidator, badValidatorOption, idMismatch, invalidID, blockBeforeFirstStep
    case outputWithoutCell, stepMarkerMisplaced, emptyStep, noSteps, wrongVariantHeader, wrongVariantPatch, wrongVariantUnreadable
    case translationMissingID, translationExtraID, invalidPattern, unknownSupportFile, supportFileOutside, lessonFileOutside, unknownFenceInfo
    case emptyHint, emptyStepID, invalidFeedback, yamlAliasLimit, yamlDepthLimit, invalidUTF8
    case didYouMean
}

enum Strings {
    static func english(_ key: StringKey) -> String {
        switch key {
        case .correct: "Correct."
        case .incorrect: "Not quite."
        case .incorrectWithDetail: "Not quite: {1}"
        case .answerEmpty: "Type an answer first."
        case .answerTooLong: "That answer is longer than {1} characters; shorten it."
        case .textUnreadable: "I could not read that answer."
        case .textCaseDiffers: "only the capital letters differ, and they count here."
        case .textExtraWords: "the right text is there, but with other words around it."
        case .textPartMissing: "part of the text is missing."
        case .textNearlySpelled: "close, but a letter or two differ."
        case .textOther: "“{1}” is not the text asked for."
        case .choiceUnreadable: "Answer with the letter or the text of a choice (A–{1})."
        case .choiceUnknown: "“{1}” is not one of the choices (A–{2})."
        case .choiceNeedsAll: "several choices are right; give all of them, separated by commas."
        case .choiceOnlyOne: "give exactly one choice."
        case .choiceMissingSome: "some of the right choices are missing."
        case .choiceWrongOne: "“{1}” ({2}) is not right."
        case .numberUnreadable: "I could not read a number in “{1}”. Write it like {2}."
        case .numberWrongUnit: "the unit should be {1}, not {2}."
        case .numberTooHigh: "that is too high."
        case .numberTooLow: "that is too low."
        case .regexNoMatch: "that does not have the expected form."
        case .answerUndecided: "This answer could not be checked in time: the lesson's pattern for it is too slow. It was not counted; tell the lesson's author."
        case .codeAnswerUndecided: "This answer could not be checked by running it here. It was not counted; try again later, and tell the lesson's author if it keeps happening."
        case .geometryUnreadableRect: "I could not read a rect in “{1}”. Write it like {2}."
        case .geometryUnreadablePoint: "I could not read a point in “{1}”. Write it like {2}."
        case .geometryUnreadableSize: "I could not read a size in “{1}”. Write it like {2}."
        case .geometryUnreadableInsets: "I could not read insets in “{1}”. Write them like {2}."
        case .geometryComponentWrong: "the {1} is not right."
        case .symbolUnreadable: "“{1}” is not a Swift or Objective-C name. Write a name like {2}."
        case .orderUnreadable: "Give the items in order, separated by commas, arrows or new lines, like {1}."
        case .orderCount: "expected {1} items, you gave {2}."
        case .orderFirstWrong: "position {1} is the first one out of place."
        case .orderUnknownItem: "“{1}” is not one of the items."
        case .arithmeticUnreadable: "I could not work out “{1}”: {2}. Write a number or a calculation like {3}."
        case .arithmeticDivisionByZero: "division by zero"
        case .correctWithNote: "Correct. {1}"
        case .numberConverted: "{1} {2} is {3} {4}; this question uses {4}."
        case .numberOtherDimension: "{1} and {2} measure different things; answer in {2}."
        case .numberNoteDisagrees: "you wrote {1}, but {2} is {3}."
        case .numberNoteNotThis: "you wrote {1}, but {2} is not {1}."
        case .numberNoteUnchecked: "the number is right; the note “{1}” was not checked."
        case .symbolOtherAPI: "that is {1}, another API."
        case .symbolUnknown: "{1} is not an API tutor knows, so it is not the one asked for."
        case .symbolUnknownNearest: "{1} is not an API tutor knows; the nearest name it knows is {2}."
        case .symbolLetterCase: "Swift spells it {1}: names are case-sensitive."
        case .symbolOtherType: "{1} is right, but it is not a member of {2}."
        case .symbolOtherLabels: "{1} is another method: its argument labels differ."
        case .symbolNeedsLabels: "“{1}” names several methods; give its argument labels too, as in {1}(_:…)."
        case .symbolNeedsType: "name its type too, as in SomeType.{1}."
        case .orderSwapped: "positions {1} and {2} are swapped."
        case .orderAmbiguous: "“{1}” could be more than one of the items ({2}); write it in full."
        case .timeUnreadable: "I could not read a time in “{1}”. Write it like {2} or {3}."
        case .timeTwelveHours: "that is 12 hours off: morning or evening?"
        case .timeWrongDay: "the time is right, but not the day."
        case .timeWrongHour: "the hour is not right."
        case .timeWrongMinutes: "the minutes are not right."
        case .expressionUnreadable: "I could not read “{1}” as Swift: {2} (column {3}). Write it like {4}."
        case .codeAnswerDoesNotCompile: "“{1}” does not compile here: {2} (column {3})."
        case .codeAnswerBehavesDifferently: "run in scenario {1}, it gives {2} where {3} is expected."
        case .compilerSays: "the compiler says: {1}"
        case .codeAnswerCrashed: "run in the question's scenarios, it crashed: {1}"
        case .codeAnswerTimedOut: "run in the question's scenarios, it ran for more than {1} seconds."
        case .codeAnswerExited: "run in the question's scenarios, the program exited with status {1}."
        case .codeAnswerOverLimits: "run in the question's scenarios, it used more than the run's limits."
        case .codeAnswerForgedReports: "run in the question's scenarios, its program printed reports of its own in place of the tutor's."
        case .codeAnswerChecking: "Checking your answer by running it…"
        case .expressionOtherWay: "that converts from {1} to {2}: the other way round."
        case .expressionConversionTarget: "that gives the rectangle in {1}'s coordinates, not in {2}'s."
        case .expressionConversionSource: "that converts from {1}'s coordinates, but the rectangle is in {2}'s."
        case .expressionOtherMethod: "that calls {1}, another method."
        case .expressionOtherReceiver: "{1} is called on {2}, another object."
        case .expressionArgument: "argument {1} is not right."
        case .expressionMissingArgument: "the call lacks the argument {1}."
        case .expressionExtraArgument: "argument {1} does not belong in this call."
        case .expressionNotACall: "that calls no method; the answer is a call."
        case .outputLineDiffers: "line {1} differs: expected “{2}”, got “{3}”."
        case .outputMissingLines: "the output stops after line {1}; expected {2} lines."
        case .outputExtraLines: "the output has {1} lines; expected {2}."
        case .checksAllPassed: "All {1} checks passed."
        case .checksSomeFailed: "{1} of {2} checks failed."
        case .checksNoneReported: "The checks reported nothing; the checks file did not call check(…)."
        case .judgeDifference: "In scenario {1} ({2}): {3}: expected {4}, observed {5}."
        case .judgeMissing: "In scenario {1} ({2}): {3}: expected {4}, but nothing more was observed{5}."
        case .judgeExtra: "In scenario {1} ({2}): the program's run recorded {3} = {4}, which the reference solution's run did not."
        case .judgeCrashed: "In scenario {1} ({2}): the program crashed: {3}"
        case .judgeNotRun: "In scenario {1} of this check, nothing was observed: the program stopped before it."
        case .judgeForeign: "In scenario {1} ({2}): the checks' records were written to by something other than the checks, so this run proves nothing."
        case .judgeUnknownCheck: "The program reported a check this exercise does not have (“{1}”), so its records cannot be trusted."
        case .judgeRefusedAttribute: "{1} gives a function a symbol's name of your choosing, which would replace the system's own function of that name while the checks run; tutor does not run exercise code that uses it. Remove it."
        case .judgeMistake: "Your code behaves here exactly as a classic mistake does: {1}. {2}"
        case .judgeEnding: "In scenario {1} ({2}): the check {3} with the reference solution, but {4} with your code."
        case .judgeReferenceFailed: "The lesson's reference solution did not run cleanly (seed {1}): {2} This is a fault in the lesson, not in your code; please tell its author."
        case .judgeMachineBusy: "The checks could not finish in time, even run a second time alone: this machine is too busy now. Nothing was recorded; check again when it is quieter."
        case .judgeSeed: "Scenarios drawn from seed {1}; `tutor check {2} --seed {1}` draws the same ones again."
        case .judgeSeedAtPrompt: "Scenarios drawn from seed {1}; `check {1}` draws the same ones again."
        case .judgeStoppedEarly: " (the check stopped: {1})"
        case .runCompileFailed: "The code does not compile; see the errors below."
        case .runCrashed: "The program crashed: {1}"
        case .runTimedOut: "The program did not finish within {1} seconds (an endless loop?)."
        case .runExited: "The program exited with status {1}."
        case .runOutputLimit: "The program printed more than {1} bytes and was stopped."
        case .runMemoryLimit: "The program used more memory than allowed and was stopped."
        case .runToolchainUnavailable: "Swift code cannot run here: {1}"
        case .outputMatches: "The output is as expected."
        case .solutionNotYet: "Make at least {1} real attempts first (so far: {2})."
        case .noMoreHints: "No more hints."
        case .hintLabel: "Hint {1} of {2}"
        case .unknownItem: "There is no question or exercise “{1}” in this lesson."
        case .unknownStep: "There is no step “{1}” in this lesson."
        case .notAQuestion: "“{1}” is not a question."
        case .notAnExercise: "“{1}” is not an exercise."
        case .notACodeCell: "“{1}” is not a runnable swift cell."
        case .noStepsInLesson: "The lesson “{1}” has no steps to show; its file has errors."
        case .lessonBroken: "The lesson “{1}” is broken and cannot be opened:"
        case .translationMissing: "The lesson “{1}” is not translated into this language yet; it is shown in its original language."
        case .welcomeBack: "Welcome back. Resuming {1} where you stopped."
        case .welcomeNew: "Welcome to tutor!"
        case .welcomeIntro: "Each lesson runs your Swift against a model of UIKit and checks your answers."
        case .welcomeCommands: "Type 'start LESSON' (or 'next' for the first lesson), 'help' for the commands."
        case .checksPassedCount: "{1}/{2} checks passed"
        case .statusDone: "done"
        case .statusNotStarted: "not started"
        case .statusInProgress: "step {1}/{2}, {3}/{4} answered"
        case .lessonMinutes: "{1} min"
        case .lessonsHeading: "Lessons"
        case .lessonsFooter: "Start one with: tutor start LESSON   (in the tutor: start LESSON)"
        case .itemQuestion: "question"
        case .itemExercise: "exercise"
        case .attemptsOne: "{1} attempt"
        case .attemptsFew: "{1} attempts"
        case .attemptsMany: "{1} attempts"
        case .hintsOne: "{1} hint"
        case .hintsFew: "{1} hints"
        case .hintsMany: "{1} hints"
        case .pointsTotal: "Points: {1}/{2}"
        case .replNoSteps: "The lesson '{1}' has no steps."
        case .replReloaded: "Reloaded {1}."
        case .replReloadFailed: "The lesson was not reloaded: fix the errors above and reload again. Still showing the last good version of {1}."
        case .replEditorExited: "The editor ({1}) exited with status {2}; the exercise was not checked."
        case .replEditorFailed: "Could not start the editor '{1}': {2}. Set VISUAL or EDITOR."
        case .replWatching: "Watching {1}. Save it to check again; Ctrl-C stops watching."
        case .replSavedChecking: "── saved, checking…"
        case .replWaitRunning: "compiling and running…"
        case .replWaitChecking: "running the checks beside the reference solution…"
        case .replNoQuestionHere: "This step asks no question and has no exercise; `next` goes on."
        case .replStoppedWatching: "Stopped watching."
        case .replCancelled: "Cancelled."
        case .unknownLesson: "Unknown lesson '{1}'."
        case .unknownCommand: "Unknown command '{1}'."
        case .replDidYouMean: "Did you mean '{1}'?"
        case .replTypeHelp: "Type 'help' for the list."
        case .replGotoFromOne: "Steps are numbered from 1; 'goto {1}' has no step."
        case .replAnswerNeedsText: "'answer' needs your answer after it, e.g. 'answer 216'."
        case .replSimNeedsAction: "'sim' needs an action: {1}."
        case .replUsage: "Usage: {1}"
        case .helpCommands: "Commands:"
        case .helpAnythingElse: "Anything else is Swift code, run after the lesson's cells. While a question is open (the prompt ends in '(answer)'), a line is your answer unless it is a Swift statement: a print(…) call, a declaration (let x = …), an assignment, or a line that opens a block ('for i in 0..<3 {'). 'a TEXT' always answers; 'swift CODE' always runs."
        case .helpContinuation: "A line ending in '{' continues until the braces balance. Ctrl-C cancels; Ctrl-D saves and leaves."
        case .replEditWithoutTerminal: "There is no terminal to open an editor in. Edit {1} in your editor, save it, then type 'check'."
        case .replPromptAnswer: "(answer)"
        case .replChecksToPass: "Checks: {1}"
        case .replDiffHeading: "Your file beside the reference solution (- reference, + yours):"
        case .replSameAsReference: "Your file is the reference solution, line for line."
        case .replNotTried: "not tried"
        case .replWatchPassed: "Passed — on to the next step."
        case .replResetDone: "{1} is back to its starting code; what you had is kept in {2}."
        case .replRestarted: "The cells you typed are forgotten; code you type next runs after the lesson's cells only."
        case .replNoSuchCell: "There is no cell In [{1}] to run: numbers go to {2}."
        case .replLessonSummary: "Lesson {1}: {2} of {3} questions and exercises done, {4} of {5} points."
        case .replNextLesson: "Next: {1} — type 'start {1}'."
        case .replLastLesson: "That was the course's last lesson."
        case .replNoItems: "This lesson has no questions or exercises."
        case .introStarted: "started, not finished"
        case .introBanner: "Introduction"
        case .introObjectives: "What you will learn:"
        case .introTime: "Time: {1} min · Steps: {2}"
        case .introPrerequisites: "Take first:"
        case .introFooter: "(next: the first step · steps · help)"
        case .replAtIntroduction: "This is the lesson's introduction; 'next' goes to step 1."
        case .replNextQuestion: "Still to do on this step, the next question:"
        case .replExerciseToDo: "Still to do on this step: the exercise “{1}” — 'edit' opens it, 'check' checks it."
        case .replTypeAnswer: "type your answer"
        case .replExercise: "Exercise: {1}"
        case .replYourFile: "Your file: "
        case .replNextToGoOn: "Type 'next' to go on."
        case .replLastStepDone: "That was the last step."
        case .replGoodbye: "Progress saved. See you soon."
        case .replSolution: "Solution:"
        case .replStuck: "Stuck? 'hint' gives the next hint; 'solution' shows the answer."
        case .replNoLesson: "No lesson is open. Type 'lessons' to see them and 'start LESSON' to open one."
        case .replLastStepOf: "This is the last step of {1}. Type 'lessons' to choose another lesson."
        case .replFirstStep: "This is the first step."
        case .replNoSuchStep: "There is no step {1}: {2} has steps 1 to {3}."
        case .replNoQuestion: "There is no question on this step. Type Swift to run it, or 'next'."
        case .replNothingToHint: "There is nothing to hint at on this step."
        case .replNoItem: "There is no question or exercise on this step."
        case .replNoExercise: "This step has no exercise to check."
        case .replNoExerciseFile: "This step has no exercise file."
        case .replNoCodeCell: "This step has no code cell. Type Swift at the prompt to run your own."
        case .replSwiftBlock: "Type Swift lines; a blank line runs them."
        case .progressDamaged: "The progress file {1} was damaged ({2}); it was moved to {3} and a new one was started."
        case .progressNewerFormat: "The progress file {1} has format {2}, newer than this tutor reads ({3}); update tutor."
        case .progressUnreadable: "Cannot read the progress file {1}: {2}"
        case .progressUnwritable: "Cannot save progress to {1}: {2}"
        case .progressDamagedKept: "The progress file {1} is damaged ({2}); it was left as it is and read as no progress."
        case .fileNotRegular: "it is {1}, not a regular file"
        case .fileTooLarge: "it is {1} bytes, over the limit of {2} bytes"
        case .fileKindRegular: "a regular file"
        case .fileKindFolder: "a folder"
        case .fileKindLink: "a symbolic link"
        case .fileKindPipe: "a named pipe"
        case .fileKindSocket: "a socket"
        case .fileKindDevice: "a device"
        case .fileKindOther: "a file of an unknown kind"
        case .missingFile: "missing file {1}"
        case .notARegularFile: "{1} is {2}, not a regular file: a lesson's files must be ordinary files"
        case .lessonFileTooLarge: "{1} is {2} MB; a lesson's file may be at most {3} MB"
        case .missingLessonFolder: "lesson “{1}” is listed, but {1}/lesson.md does not exist"
        case .newerFormat: "this file has format {1}, newer than this tutor reads ({2}); update tutor"
        case .duplicateID: "duplicate {1} id “{2}”"
        case .unknownPrerequisite: "prerequisite “{1}” is not an earlier lesson of the course"
        case .yamlError: "YAML: {1}"
        case .missingKey: "missing required key “{1}” in {2}"
        case .unknownKey: "unknown key “{1}” in {2}; expected one of: {3}"
        case .expectedType: "“{1}” must be {2}"
        case .missingFrontMatter: "lesson.md must start with front matter between “---” lines"
        case .unterminatedFrontMatter: "front matter opened here is not closed by a “---” line"
        case .unterminatedFence: "unterminated fence: the ``` opened here is never closed"
        case .unterminatedComment: "unterminated comment: the <!-- opened here is never closed"
        case .unknownValidator: "unknown validator “{1}”; known validators: {2}"
        case .badValidatorOption: "{1}"
        case .idMismatch: "front matter id “{1}” does not match the folder name “{2}”"
        case .invalidID: "“{1}” is not a valid id: use lowercase letters, digits and hyphens"
        case .blockBeforeFirstStep: "a ```{1} block before the first “## ” step; cells belong to steps"
        case .outputWithoutCell: "an ```output block must come right after a ```swift block"
        case .stepMarkerMisplaced: "a <!-- step: … --> marker must be on the line right after a “## ” heading"
        case .emptyStep: "step “{1}” has no content"
        case .noSteps: "the lesson has no “## ” steps"
        case .wrongVariantPatch: "{1}: the diff does not apply to solution.swift: {2}"
        case .wrongVariantUnreadable: "{1} cannot be read as UTF-8 text"
        case .wrongVariantHeader: "{1} must begin with “mistake: <what the mistake is>” and “feedback: <what it does and how to mend it>” (in a .swift file, as // comments)"
        case .translationMissingID: "the translation lacks {1} “{2}” that lesson.md has"
        case .translationExtraID: "the translation has {1} “{2}” that lesson.md does not have"
        case .invalidPattern: "invalid regular expression “{1}”"
        case .unknownSupportFile: "support file {1} does not exist"
        case .supportFileOutside: "support file {1} is outside the lesson's folder (after its links are followed): it is not read"
        case .lessonFileOutside: "{1} leads outside the lesson's folder or is not a regular file: it is not read"
        case .unknownFenceInfo: "unknown option “{1}” after ```swift; known: norun"
        case .didYouMean: "; did you mean “{1}”?"
        case .emptyHint: "hint {1} is empty"
        case .emptyStepID: "the heading “{1}” gives no id; add <!-- step: some-id --> on the next line"
        case .invalidFeedback: "each feedback entry needs “message” and exactly one of “answer” or “pattern”"
        case .yamlAliasLimit: "YAML aliases here stand for more than {1} values in all (an alias bomb?); write the values out instead"
        case .yamlDepthLimit: "YAML nested more than {1} levels deep"
        case .invalidUTF8: "invalid UTF-8 at byte 0x{1}; save the file as UTF-8"
        }
    }

    /// Translations by language code. Missing keys fall back to English.
    static let translations: [String: [StringKey: String]] = ["ru": russian]

    /// The REPL's command descriptions by command name, for languages other than English (whose text
    /// stands beside each command in TutorUI); `{1}` is a list the command fills in (the simulator's verbs).
    static let commandHelp: [String: [String: String]] = [
        "ru": [
            "next": "перейти к следующему шагу (также: n)",
            "back": "вернуться к предыдущему шагу (также: b)",
            "goto": "перейти к шагу N",
            "steps": "список шагов урока",
            "hint": "показать следующую подсказку (NAME — вопрос или упражнение урока)",
            "solution": "показать эталонное решение (после ваших попыток)",
            "run": "выполнить ячейки шага; N — ячейку In [N]; all — все ячейки до этого шага",
            "restart": "забыть набранные вами ячейки (ячейки урока остаются)",
            "list": "вопросы и упражнения урока: ✓ — сделано, ✗ — были попытки",
            "reset": "вернуть файл упражнения к начальному коду (ваш сохраняется рядом)",
            "swift": "выполнить КОД на Swift; без него — ввести многострочную ячейку, которую запускает пустая строка",
            "edit": "открыть упражнение в $VISUAL/$EDITOR и проверять его при сохранении",
            "watch": "проверять упражнение заново при каждом сохранении файла (Ctrl-C — стоп)",
            "check": "проверить упражнение (SEED повторяет сценарии прежней проверки; NAME — другое упражнение)",
            "answer": "ответить на текущий вопрос (также: a ТЕКСТ)",
            "question": "ещё раз показать вопрос или упражнение этого шага (также: вопрос, q?)",
            "screen": "нарисовать экран симулятора",
            "sim": "управлять симулятором: {1}",
            "log": "показать журнал событий симулятора",
            "lessons": "список уроков",
            "start": "открыть урок",
            "progress": "показать ваш прогресс",
            "reload": "перечитать файл урока (для авторов)",
            "help": "показать эту справку",
            "quit": "сохранить и выйти (также: exit, Ctrl-D)",
        ],
    ]

    /// Which argument of a message is a compiler's error (0-based), explained before it in the reader's language.
    static let compilerArguments: [StringKey: Int] = [.codeAnswerDoesNotCompile: 1]

    /// Which arguments of a message are the question's unit symbol (0-based), to be named in the learner's language.
    static let unitArguments: [StringKey: [Int]] = [.numberWrongUnit: [0], .numberOtherDimension: [1], .numberConverted: [3], .numberUnreadable: [1]]

    /// Unit symbols by language, for the arguments above.
    static let unitSymbols: [String: [String: String]] = [
        "ru": ["pt": "пт", "ms": "мс", "s": "с", "sec": "с", "min": "мин", "h": "ч", "d": "дн"],
    ]

    static let russian: [StringKey: String] = [
        .correct: "Верно.",
        .incorrect: "Не совсем.",
        .incorrectWithDetail: "Не совсем: {1}",
        .answerEmpty: "Сначала введите ответ.",
        .answerTooLong: "Ответ длиннее {1} символов; сократите его.",
        .textUnreadable: "Не удалось прочитать ответ.",
        .textCaseDiffers: "отличаются только заглавные буквы, а здесь они важны.",
        .textExtraWords: "верный текст есть, но вокруг него другие слова.",
        .textPartMissing: "части текста не хватает.",
        .textNearlySpelled: "близко, но одна-две буквы другие.",
        .textOther: "«{1}» — не тот текст, который нужен.",
        .choiceUnreadable: "Ответьте буквой или текстом варианта (а–{1}).",
        .choiceUnknown: "«{1}» — не один из вариантов (а–{2}).",
        .choiceNeedsAll: "верных вариантов несколько; перечислите все через запятую.",
        .choiceOnlyOne: "выберите ровно один вариант.",
        .choiceMissingSome: "указаны не все верные варианты.",
        .choiceWrongOne: "«{1}» ({2}) — неверно.",
        .numberUnreadable: "Не удалось прочитать число в «{1}». Запишите так: {2}.",
        .numberWrongUnit: "единица измерения должна быть {1}, а не {2}.",
        .numberTooHigh: "слишком много.",
        .numberTooLow: "слишком мало.",
        .regexNoMatch: "ответ не того вида.",
        .notARegularFile: "{1} — {2}, а не обычный файл: файлы урока должны быть обычными файлами",
        .lessonFileTooLarge: "{1} занимает {2} МБ; файл урока может быть не больше {3} МБ",
        .answerUndecided: "Этот ответ не удалось проверить вовремя: образец урока для него слишком медленный. Ответ не засчитан; сообщите автору урока.",
        .codeAnswerUndecided: "Этот ответ не удалось проверить запуском. Он не засчитан; попробуйте позже, а если это повторяется, сообщите автору урока.",
        .geometryUnreadableRect: "Не удалось прочитать прямоугольник в «{1}». Запишите его так: {2}.",
        .geometryUnreadablePoint: "Не удалось прочитать точку в «{1}». Запишите её так: {2}.",
        .geometryUnreadableSize: "Не удалось прочитать размер в «{1}». Запишите его так: {2}.",
        .geometryUnreadableInsets: "Не удалось прочитать отступы в «{1}». Запишите их так: {2}.",
        .geometryComponentWrong: "{1} — неверно.",
        .symbolUnreadable: "«{1}» — не имя Swift или Objective-C. Запишите имя так: {2}.",
        .orderUnreadable: "Перечислите элементы по порядку через запятую, стрелки или с новой строки, например: {1}.",
        .orderCount: "ожидалось элементов: {1}, получено: {2}.",
        .orderFirstWrong: "позиция {1} — первая не на своём месте.",
        .orderUnknownItem: "«{1}» — не один из элементов.",
        .arithmeticUnreadable: "Не удалось вычислить «{1}»: {2}. Запишите число или выражение, например {3}.",
        .arithmeticDivisionByZero: "деление на ноль",
        .correctWithNote: "Верно. {1}",
        .numberConverted: "{1} {2} — это {3} {4}; в этом вопросе ответ в {4}.",
        .numberOtherDimension: "{1} и {2} измеряют разное; ответьте в {2}.",
        .numberNoteDisagrees: "вы написали {1}, но {2} — это {3}.",
        .numberNoteNotThis: "вы написали {1}, но {2} — не {1}.",
        .numberNoteUnchecked: "число верное; пометка «{1}» не проверена.",
        .symbolOtherAPI: "это {1}, другой API.",
        .symbolUnknown: "{1} — не API, известный tutor, значит, спрашивают не о нём.",
        .symbolUnknownNearest: "{1} — не API, известный tutor; ближайшее известное ему имя — {2}.",
        .symbolLetterCase: "В Swift это пишется {1}: регистр букв важен.",
        .symbolOtherType: "{1} — верно, но это не член {2}.",
        .symbolOtherLabels: "{1} — другой метод: у него другие метки аргументов.",
        .symbolNeedsLabels: "«{1}» — имя нескольких методов; укажите и метки аргументов, например {1}(_:…).",
        .symbolNeedsType: "укажите и тип, например SomeType.{1}.",
        .orderSwapped: "позиции {1} и {2} поменяны местами.",
        .orderAmbiguous: "«{1}» может означать несколько элементов ({2}); напишите полностью.",
        .timeUnreadable: "Не удалось прочитать время в «{1}». Запишите так: {2} или {3}.",
        .timeTwelveHours: "разница ровно 12 часов: утро или вечер?",
        .timeWrongDay: "время верное, а день — нет.",
        .timeWrongHour: "час неверный.",
        .timeWrongMinutes: "минуты неверные.",
        .expressionUnreadable: "Не удалось прочитать «{1}» как Swift: {2} (столбец {3}). Запишите так: {4}.",
        .codeAnswerDoesNotCompile: "«{1}» здесь не компилируется (столбец {3}): {2}",
        .compilerSays: "компилятор: {1}",
        .codeAnswerCrashed: "при запуске в сценариях вопроса программа упала: {1}",
        .codeAnswerTimedOut: "при запуске в сценариях вопроса программа работала дольше {1} с.",
        .codeAnswerExited: "при запуске в сценариях вопроса программа завершилась с кодом {1}.",
        .codeAnswerOverLimits: "при запуске в сценариях вопроса программа превысила ограничения запуска.",
        .codeAnswerForgedReports: "при запуске в сценариях вопроса программа печатала собственные отчёты вместо отчётов tutor.",
        .codeAnswerBehavesDifferently: "в сценарии {1} получается {2}, а ожидается {3}.",
        .codeAnswerChecking: "Проверяю ответ, запуская его…",
        .expressionOtherWay: "так прямоугольник переводится из {1} в {2} — в обратную сторону.",
        .expressionConversionTarget: "так получается прямоугольник в координатах {1}, а не {2}.",
        .expressionConversionSource: "так прямоугольник переводится из координат {1}, а он задан в координатах {2}.",
        .expressionOtherMethod: "здесь вызывается {1} — другой метод.",
        .expressionOtherReceiver: "{1} вызывается у {2} — у другого объекта.",
        .expressionArgument: "аргумент {1} неверный.",
        .expressionMissingArgument: "в вызове не хватает аргумента {1}.",
        .expressionExtraArgument: "аргумент {1} в этом вызове лишний.",
        .expressionNotACall: "здесь не вызывается метод, а в ответе — вызов.",
        .outputLineDiffers: "строка {1} отличается: ожидалось «{2}», получено «{3}».",
        .outputMissingLines: "вывод обрывается после строки {1}; ожидалось строк: {2}.",
        .outputExtraLines: "в выводе строк: {1}; ожидалось: {2}.",
        .checksAllPassed: "Все проверки ({1}) пройдены.",
        .checksSomeFailed: "Не пройдено проверок: {1} из {2}.",
        .checksNoneReported: "Проверки ничего не сообщили: файл проверок не вызвал check(…).",
        .judgeDifference: "В сценарии {1} ({2}): {3}: ожидалось {4}, получено {5}.",
        .judgeMissing: "В сценарии {1} ({2}): {3}: ожидалось {4}, но больше ничего не наблюдалось{5}.",
        .judgeExtra: "В сценарии {1} ({2}): при запуске вашей программы записано {3} = {4}, чего нет при запуске эталонного решения.",
        .judgeCrashed: "В сценарии {1} ({2}): программа аварийно завершилась: {3}",
        .judgeNotRun: "В сценарии {1} этой проверки ничего не наблюдалось: программа остановилась раньше.",
        .judgeForeign: "В сценарии {1} ({2}): в записи проверок писали не только проверки, поэтому этот запуск ничего не доказывает.",
        .judgeUnknownCheck: "Программа сообщила о проверке, которой нет в упражнении («{1}»), поэтому её записям нельзя доверять.",
        .judgeRefusedAttribute: "{1} даёт функции имя символа по вашему выбору, и она заменила бы одноимённую функцию системы, пока идут проверки; tutor не запускает код упражнения с этим атрибутом. Уберите его.",
        .judgeMistake: "Здесь ваш код ведёт себя точно так же, как типичная ошибка: {1}. {2}",
        .judgeEnding: "В сценарии {1} ({2}): с эталонным решением проверка {3}, а с вашим кодом — {4}.",
        .judgeReferenceFailed: "Эталонное решение урока не отработало чисто (начальное число {1}): {2} Это ошибка урока, а не вашего кода; сообщите автору.",
        .judgeMachineBusy: "Проверки не успели завершиться даже со второй попытки: компьютер сейчас слишком загружен. Ничего не записано; проверьте ещё раз, когда он освободится.",
        .judgeSeed: "Сценарии выбраны по начальному числу {1}; `tutor check {2} --seed {1}` повторит их.",
        .judgeSeedAtPrompt: "Сценарии выбраны по начальному числу {1}; `check {1}` повторит их.",
        .judgeStoppedEarly: " (проверка остановилась: {1})",
        .runCompileFailed: "Код не компилируется; ошибки ниже.",
        .runCrashed: "Программа аварийно завершилась: {1}",
        .runTimedOut: "Программа не завершилась за {1} с (бесконечный цикл?).",
        .runExited: "Программа завершилась с кодом {1}.",
        .runOutputLimit: "Программа вывела больше {1} байт и была остановлена.",
        .runMemoryLimit: "Программа превысила лимит памяти и была остановлена.",
        .runToolchainUnavailable: "Код Swift здесь не запустить: {1}",
        .outputMatches: "Вывод совпадает с ожидаемым.",
        .solutionNotYet: "Сначала сделайте хотя бы {1} настоящие попытки (пока: {2}).",
        .noMoreHints: "Подсказок больше нет.",
        .hintLabel: "Подсказка {1} из {2}",
        .unknownItem: "В этом уроке нет вопроса или упражнения «{1}».",
        .unknownStep: "В этом уроке нет шага «{1}».",
        .notAQuestion: "«{1}» — не вопрос.",
        .notAnExercise: "«{1}» — не упражнение.",
        .notACodeCell: "«{1}» — не исполняемая ячейка swift.",
        .noStepsInLesson: "В уроке «{1}» нет шагов; в его файле есть ошибки.",
        .lessonBroken: "Урок «{1}» повреждён и не может быть открыт:",
        .translationMissing: "Урок «{1}» ещё не переведён на этот язык и показан на языке оригинала.",
        .welcomeBack: "С возвращением! Продолжаем урок {1} с того места, где вы остановились.",
        .welcomeNew: "Добро пожаловать в tutor!",
        .welcomeIntro: "Каждый урок запускает ваш код на Swift на модели UIKit и проверяет ваши ответы.",
        .welcomeCommands: "Наберите 'start УРОК' (или 'next' — первый урок), 'help' — список команд.",
        .checksPassedCount: "Пройдено проверок: {1} из {2}",
        .statusDone: "пройден",
        .statusNotStarted: "не начат",
        .statusInProgress: "шаг {1}/{2}, отвечено {3} из {4}",
        .lessonMinutes: "{1} мин",
        .lessonsHeading: "Уроки",
        .lessonsFooter: "Начать урок: tutor start УРОК   (внутри tutor: start УРОК)",
        .itemQuestion: "вопрос",
        .itemExercise: "упражнение",
        .attemptsOne: "{1} попытка",
        .attemptsFew: "{1} попытки",
        .attemptsMany: "{1} попыток",
        .hintsOne: "{1} подсказка",
        .hintsFew: "{1} подсказки",
        .hintsMany: "{1} подсказок",
        .pointsTotal: "Баллы: {1}/{2}",
        .replNoSteps: "В уроке «{1}» нет шагов.",
        .replReloaded: "Файл {1} перечитан.",
        .replReloadFailed: "Урок не перечитан: исправьте ошибки выше и перечитайте снова. Показана последняя исправная версия {1}.",
        .replEditorExited: "Редактор ({1}) завершился с кодом {2}; упражнение не проверялось.",
        .replEditorFailed: "Не удалось запустить редактор '{1}': {2}. Задайте VISUAL или EDITOR.",
        .replWatching: "Слежу за {1}. Сохраните файл, чтобы проверить снова; Ctrl-C — прекратить.",
        .replSavedChecking: "── сохранено, проверяю…",
        .replWaitRunning: "компилирую и запускаю…",
        .replWaitChecking: "запускаю проверки рядом с эталонным решением…",
        .replNoQuestionHere: "На этом шаге нет ни вопроса, ни упражнения; `next` — дальше.",
        .replStoppedWatching: "Слежение остановлено.",
        .replCancelled: "Отменено.",
        .unknownLesson: "Урока '{1}' в курсе нет.",
        .unknownCommand: "Команды '{1}' нет.",
        .replDidYouMean: "Может быть, '{1}'?",
        .replTypeHelp: "Наберите 'help', чтобы увидеть список.",
        .replGotoFromOne: "Шаги нумеруются с 1; для 'goto {1}' шага нет.",
        .replAnswerNeedsText: "После 'answer' нужен ваш ответ, например 'answer 216'.",
        .replSimNeedsAction: "Для 'sim' нужно действие: {1}.",
        .replUsage: "Использование: {1}",
        .helpCommands: "Команды:",
        .helpAnythingElse: "Всё остальное — код на Swift, он выполняется после ячеек урока. Пока открыт вопрос (строка ввода кончается на '(ответ)'), строка — ваш ответ, если только это не инструкция Swift: вызов print(…), объявление (let x = …), присваивание или строка, которая открывает блок ('for i in 0..<3 {'). 'a ТЕКСТ' всегда отвечает; 'swift КОД' всегда выполняет код.",
        .helpContinuation: "Строка, которая кончается на '{', продолжается, пока скобки не сойдутся. Ctrl-C отменяет ввод; Ctrl-D сохраняет и выходит.",
        .replEditWithoutTerminal: "Нет терминала, чтобы открыть в нём редактор. Откройте {1} в своём редакторе, сохраните и наберите 'check'.",
        .replPromptAnswer: "(ответ)",
        .replChecksToPass: "Проверки: {1}",
        .replDiffHeading: "Ваш файл рядом с эталонным решением (- эталон, + ваш):",
        .replSameAsReference: "Ваш файл совпадает с эталонным решением строка в строку.",
        .replNotTried: "не начато",
        .replWatchPassed: "Пройдено — переходим к следующему шагу.",
        .replResetDone: "В {1} снова начальный код; ваш сохранён в {2}.",
        .replRestarted: "Набранные вами ячейки забыты; новый код выполняется только после ячеек урока.",
        .replNoSuchCell: "Ячейки In [{1}] нет: номера идут до {2}.",
        .replLessonSummary: "Урок {1}: сделано вопросов и упражнений — {2} из {3}, баллов — {4} из {5}.",
        .replNextLesson: "Дальше: {1} — наберите 'start {1}'.",
        .replLastLesson: "Это был последний урок курса.",
        .replNoItems: "В этом уроке нет вопросов и упражнений.",
        .introStarted: "начат, не закончен",
        .introBanner: "Введение",
        .introObjectives: "Чему вы научитесь:",
        .introTime: "Время: {1} мин · Шагов: {2}",
        .introPrerequisites: "Сначала пройдите:",
        .introFooter: "(next — первый шаг · steps · help)",
        .replAtIntroduction: "Это введение к уроку; 'next' переходит к шагу 1.",
        .replNextQuestion: "На этом шаге осталось ответить на следующий вопрос:",
        .replExerciseToDo: "На этом шаге осталось упражнение «{1}»: 'edit' открывает его, 'check' проверяет.",
        .replTypeAnswer: "введите ответ",
        .replExercise: "Упражнение: {1}",
        .replYourFile: "Ваш файл: ",
        .replNextToGoOn: "Наберите 'next', чтобы идти дальше.",
        .replLastStepDone: "Это был последний шаг.",
        .replGoodbye: "Прогресс сохранён. До встречи!",
        .replSolution: "Решение:",
        .replStuck: "Застряли? 'hint' даёт следующую подсказку, 'solution' показывает ответ.",
        .replNoLesson: "Ни один урок не открыт. Наберите 'lessons', чтобы увидеть список, и 'start УРОК', чтобы открыть урок.",
        .replLastStepOf: "Это последний шаг урока {1}. Наберите 'lessons', чтобы выбрать другой урок.",
        .replFirstStep: "Это первый шаг.",
        .replNoSuchStep: "Шага {1} нет: в уроке {2} шаги с 1 по {3}.",
        .replNoQuestion: "На этом шаге нет вопроса. Наберите код на Swift, чтобы выполнить его, или 'next'.",
        .replNothingToHint: "На этом шаге не к чему давать подсказку.",
        .replNoItem: "На этом шаге нет ни вопроса, ни упражнения.",
        .replNoExercise: "На этом шаге нет упражнения для проверки.",
        .replNoExerciseFile: "На этом шаге нет файла упражнения.",
        .replNoCodeCell: "На этом шаге нет ячейки с кодом. Наберите свой код на Swift в строке ввода.",
        .replSwiftBlock: "Вводите строки на Swift; пустая строка запускает их.",
        .progressDamaged: "Файл прогресса {1} повреждён ({2}); он перемещён в {3}, начат новый.",
        .progressNewerFormat: "Файл прогресса {1} имеет формат {2}, новее поддерживаемого ({3}); обновите tutor.",
        .progressUnreadable: "Не удалось прочитать файл прогресса {1}: {2}",
        .progressUnwritable: "Не удалось сохранить прогресс в {1}: {2}",
        .progressDamagedKept: "Файл прогресса {1} повреждён ({2}); он оставлен как есть и прочитан как пустой.",
        .fileNotRegular: "это {1}, а не обычный файл",
        .fileTooLarge: "его размер {1} байт, больше предела в {2} байт",
        .fileKindRegular: "обычный файл",
        .fileKindFolder: "папка",
        .fileKindLink: "символическая ссылка",
        .fileKindPipe: "именованный канал",
        .fileKindSocket: "сокет",
        .fileKindDevice: "устройство",
        .fileKindOther: "файл неизвестного типа",
        .didYouMean: "; может быть, имелось в виду «{1}»?",
    ]
}
