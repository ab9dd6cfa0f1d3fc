import Foundation

/// `tutor new LESSON`: a lesson folder that loads and lints clean, with one of each kind of cell and
/// a note to the author beside each (in HTML comments, which learners never see).
public enum LessonScaffold {
    public struct Result: Sendable {
        public var directory: URL
        public var files: [String]
        /// True when the lesson was appended to the course's `course.yaml`.
        public var addedToCourse: Bool
    }

    /// Creates `<content>/<id>/`. Refuses an invalid id or an existing folder: a scaffold never overwrites work.
    public static func create(id: String, title: String?, in content: URL) throws -> Result {
        guard id.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil else {
            throw ClassroomError.usage("'\(id)' is not a lesson id: use lowercase ASCII letters and digits in groups joined by single hyphens (e.g. text-field-basics).")
        }
        let directory = content.appendingPathComponent(id, isDirectory: true)
        guard !FileManager.default.fileExists(atPath: directory.path) else {
            throw ClassroomError("\(directory.path) already exists; choose another id or remove it first.")
        }
        let files = self.files(id: id, title: title ?? defaultTitle(id))
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let added = try addToCourse(id: id, content: content)
        return Result(directory: directory, files: files.map(\.0).sorted(), addedToCourse: added)
    }

    static func defaultTitle(_ id: String) -> String {
        id.split(separator: "-").enumerated().map { $0.offset == 0 ? $0.element.prefix(1).uppercased() + $0.element.dropFirst() : String($0.element) }
            .joined(separator: " ")
    }

    /// Appends `  - id` after the last item of the `lessons:` list in `course.yaml`, leaving the rest as written.
    static func addToCourse(id: String, content: URL) throws -> Bool {
        let url = content.appendingPathComponent("course.yaml")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        // Listed already (its folder missing, a link, or broken, so the course did not load it): never twice.
        if listedIDs(inCourseText: text).contains(id) { return true }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("lessons:") }) else { return false }
        if lines[start].contains("[") { return false } // a flow list: leave it to the author
        var last = start
        var index = start + 1
        while index < lines.count, lines[index].hasPrefix(" ") || lines[index].hasPrefix("-") || lines[index].isEmpty {
            if lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("- ") { last = index }
            index += 1
        }
        let indent = last == start ? "  " : String(lines[last].prefix(while: { $0 == " " }))
        lines.insert("\(indent)- \(id)", at: last + 1)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return true
    }

    /// The ids `course.yaml` lists under `lessons:`, as written (block or flow list), whether or not their folders load.
    static func listedIDs(inCourseText text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("lessons:") }) else { return [] }
        func unquoted(_ item: some StringProtocol) -> String {
            item.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        if let open = lines[start].firstIndex(of: "["), let close = lines[start].lastIndex(of: "]"), open < close {
            return lines[start][lines[start].index(after: open)..<close].split(separator: ",").map(unquoted)
        }
        var ids: [String] = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix(" ") || line.hasPrefix("-") || line.isEmpty else { break }
            let item = line.trimmingCharacters(in: .whitespaces)
            if item.hasPrefix("- ") { ids.append(unquoted(item.dropFirst(2).prefix { $0 != "#" })) }
        }
        return ids
    }

    static func files(id: String, title: String) -> [(String, String)] {
        [
            ("lesson.md", lesson(id: id, title: title)),
            ("recipe/Layout.swift", """
            import Foundation

            /// The lesson's runnable model of the recipe: declarations the cells and the exercise can use.
            /// Keep it small and true to the book's recipe.
            func centered(width: CGFloat, in container: CGFloat) -> CGFloat {
                (container - width) / 2
            }

            """),
            ("recipe/play.swift", """
            // `tutor run \(id)` plays this file: top-level code that shows the recipe working.
            print("a 200-point field in a 320-point screen starts at x =", centered(width: 200, in: 320))

            """),
            ("exercises/fit-field/starter.swift", """
            import Foundation

            /// The frame of a text field of height `height` whose bottom sits on the keyboard's top edge.
            func fieldFrame(keyboardTop: CGFloat, height: CGFloat, width: CGFloat) -> CGRect {
                // Replace this with the frame that sits right above the keyboard.
                return .zero
            }

            """),
            ("exercises/fit-field/solution.swift", """
            import Foundation

            /// The frame of a text field of height `height` whose bottom sits on the keyboard's top edge.
            func fieldFrame(keyboardTop: CGFloat, height: CGFloat, width: CGFloat) -> CGRect {
                CGRect(x: 0, y: keyboardTop - height, width: width, height: height)
            }

            """),
            ("exercises/fit-field/checks.swift", """
            import ExerciseKit
            import Foundation

            // Each check draws what its scenario leaves free from the seed and observes values in the lesson's terms;
            // the tutor compares them with the reference solution's on the same seed.
            check("bottom touches the keyboard") { scenario in
                let keyboardTop = CGFloat(scenario.int("keyboard top", 180...480))
                let height = CGFloat(scenario.int("field height", 24...60))
                observe("field's bottom edge", fieldFrame(keyboardTop: keyboardTop, height: height, width: 320).maxY)
            }

            check("keeps its height") { scenario in
                let height = CGFloat(scenario.int("field height", 24...60))
                observe("field height", fieldFrame(keyboardTop: 352, height: height, width: 320).height)
            }

            """),
            ("exercises/fit-field/wrong/below-keyboard.diff", """
            mistake: Uses the keyboard's top as the field's origin
            feedback: A frame's origin is its top-left corner, so the field then starts where the keyboard starts and sits
              under it: subtract the field's height from the keyboard's top.
            --- solution.swift
            +++ below-keyboard.swift
            @@ -2,5 +2,5 @@
             
             /// The frame of a text field of height `height` whose bottom sits on the keyboard's top edge.
             func fieldFrame(keyboardTop: CGFloat, height: CGFloat, width: CGFloat) -> CGRect {
            -    CGRect(x: 0, y: keyboardTop - height, width: width, height: height)
            +    CGRect(x: 0, y: keyboardTop, width: width, height: height)
             }

            """),
        ]
    }

    static func lesson(id: String, title: String) -> String {
        """
        ---
        format: 1
        id: \(id)
        title: \(title)
        summary: One sentence that says what the learner will be able to do.
        objectives:
          - Say what the learner can do after this lesson
        estimated_minutes: 10
        prerequisites: []
        cell_support:
          - recipe/Layout.swift
        ---

        # \(title)

        <!-- Author's notes live in HTML comments like this one: learners never see them.
             The format is specified in CONTRIBUTING.md, "Lesson format". Run `tutor lint` on this folder
             after every change; it must stay clean. -->

        Opening words: what the recipe is for and what the learner will build.

        ## Prose and code
        <!-- step: prose-and-code -->

        <!-- A step starts at a `## ` heading; the marker above fixes its id so progress survives rewording. -->

        Prose is Markdown. A `swift` cell runs when the learner runs it, after every earlier cell and the
        `cell_support` files; the `output` block after it is what it must print.

        ```swift
        let x = centered(width: 200, in: 320)
        print("x =", x)
        ```

        ```output
        x = 60.0
        ```

        ```swift norun
        // `swift norun` cells are shown, never run: fragments, or code that must not compile.
        textField.delegate = self
        ```

        ## Questions
        <!-- step: questions -->

        <!-- One question per validator. `hints` are given one at a time, gentlest first; `feedback`
             answers a classic wrong answer; `points` (default 1) count toward grading. -->

        ```question
        id: delegate-protocol
        prompt: Which protocol does a text field's delegate adopt?
        validator:
          type: text
          answer: UITextFieldDelegate
        hints:
          - Its name is the class name followed by one word.
        explanation: A text field asks its `UITextFieldDelegate` before it begins or ends editing.
        ```

        ```question
        id: return-key
        prompt: Which method runs when the learner taps Return?
        choices:
          - textFieldDidBeginEditing(_:)
          - textFieldShouldReturn(_:)
          - textFieldDidEndEditing(_:)
        validator:
          type: choice
          answer: B
        hints:
          - The method asks whether the field should process the key.
        ```

        ```question
        id: keyboard-height
        prompt: How tall, in points, is the English keyboard on an iPhone SE in portrait?
        validator:
          type: number
          answer: 216
          unit: pt
        hints:
          - It covers a bit more than a third of the 568-point screen.
        ```

        ```question
        id: keyboard-top
        prompt: At which y does that keyboard's top edge sit on the 568-point screen? You may write the subtraction.
        validator:
          type: arithmetic
          answer: 352
          unit: pt
        hints:
          - Screen height minus keyboard height.
        ```

        ```question
        id: notification-name
        prompt: Name any keyboard notification that is posted *before* the keyboard moves.
        validator:
          type: regex
          pattern: "(UI)?[Kk]eyboardWill(Show|Hide|ChangeFrame)(Notification)?"
        hints:
          - Their names say "will", not "did".
        ```

        ```question
        id: keyboard-frame
        prompt: What is the keyboard's frame once it is shown?
        validator:
          type: geometry
          shape: rect
          answer: "{{0, 352}, {320, 216}}"
        hints:
          - It is as wide as the screen and sits at its bottom.
        ```

        ```question
        id: end-frame-key
        prompt: Which `userInfo` key holds the keyboard's frame after its animation?
        validator:
          type: symbol
          answer: UIResponder.keyboardFrameEndUserInfoKey
        hints:
          - There is a begin key and an end key.
        ```

        ```question
        id: editing-order
        prompt: In which order do these happen when a text field becomes first responder?
        choices:
          - keyboardWillShowNotification
          - textFieldDidBeginEditing
        validator:
          type: order
          answer: [textFieldDidBeginEditing, keyboardWillShowNotification]
        hints:
          - The field learns it is editing before the keyboard moves.
        ```

        ```question
        id: printed-x
        prompt: What did the first cell of this lesson print?
        validator:
          type: output
          answer: "x = 60.0"
        hints:
          - Run the cell in the first step again.
        ```

        ## Exercise
        <!-- step: exercise -->

        <!-- The exercise's files are in exercises/fit-field/: starter.swift (what the learner edits),
             solution.swift (must pass), checks.swift (ExerciseKit checks) and wrong/*.swift (classic
             mistakes, each naming the check it must fail and part of that check's message). -->

        ```exercise
        id: fit-field
        title: Sit the field on the keyboard
        prompt: |
          Write `fieldFrame(keyboardTop:height:width:)`: the frame of a field whose bottom edge
          touches the keyboard's top edge.
        hints:
          - The field's origin is its top-left corner.
          - Its y is the keyboard's top minus the field's height.
        points: 2
        support: []
        ```

        """
    }
}
