/// What a learner might type, beyond the answer the lesson file holds: other spellings that must be
/// accepted, near misses that must be rejected, and an example answer for each `pattern:` feedback rule
/// (keyed by the pattern exactly as written in the lesson). The content test tries every one.
struct QuestionSamples {
    var accepted: [String] = []
    var rejected: [String] = []
    var patternExamples: [String: String] = [:]
}

enum AnswerSamples {
    static let byLesson: [String: [String: QuestionSamples]] = [
        "text-field": [
            "default-border-raw": QuestionSamples(accepted: ["0", " 0 "], rejected: ["3"]),
            "unless-editing-while-typing": QuestionSamples(accepted: ["b", "B)"]),
            "clear-always-empty": QuestionSamples(accepted: ["b)"]),
            "delegate-order": QuestionSamples(accepted: [
                "textFieldShouldBeginEditing → textFieldDidBeginEditing → textFieldShouldReturn → textFieldShouldEndEditing → textFieldDidEndEditing",
            ]),
            "dismiss-call": QuestionSamples(accepted: ["resignFirstResponder()", "UIResponder.resignFirstResponder"]),
            "field-frame": QuestionSamples(accepted: ["CGRect(x: 20, y: 144, width: 280, height: 31)", "20 144 280 31"]),
        ],
        "text-view": [
            "inset-top-default": QuestionSamples(accepted: ["8", "8 pt"]),
            "first-letter-x": QuestionSamples(accepted: ["11", "8 + 3"]),
            "keyboard-end-frame": QuestionSamples(accepted: ["CGRect(x: 0, y: 352, width: 320, height: 216)", "0 352 320 216"]),
            "keyboard-notification-order": QuestionSamples(accepted: [
                "UIKeyboardWillChangeFrameNotification, UIKeyboardWillShowNotification, UIKeyboardDidChangeFrameNotification, UIKeyboardDidShowNotification",
            ]),
            "landscape-inset": QuestionSamples(accepted: ["162", "162pt"]),
            "remove-observers-where": QuestionSamples(accepted: ["c"]),
            "hardware-keyboard-inset": QuestionSamples(accepted: ["a"]),
        ],
        "button": [
            "system-raw": QuestionSamples(accepted: ["1"]),
            "highlighted-fallback": QuestionSamples(accepted: ["save", "\"Save\""]),
            "combined-state": QuestionSamples(accepted: ["2 + 4", "6"]),
            "add-action-call": QuestionSamples(
                accepted: ["button.addAction(save, for: .touchUpInside)", "button.addAction(save, for: UIControl.Event.touchUpInside)",
                           "button.addAction(save, for: .primaryActionTriggered)"],
                rejected: ["button.addAction(save, for: .touchDown)"],
                patternExamples: [
                    "addTarget|#selector": "button.addTarget(self, action: #selector(save), for: .touchUpInside)",
                    "\\.touchDown\\b": "button.addAction(save, for: .touchDown)",
                    "\\.valueChanged\\b": "button.addAction(save, for: .valueChanged)",
                    "addAction\\(\\s*save\\s*\\)": "button.addAction(save)",
                ]),
            "why-no-selector": QuestionSamples(accepted: ["b"]),
            "drag-out-order": QuestionSamples(accepted: ["touchDown → touchDragExit → touchDragOutside → touchUpOutside", "B, D, C, A"]),
            "tap-under-keyboard": QuestionSamples(accepted: ["c"]),
        ],
        "keyboard": [
            "keyboard-height": QuestionSamples(accepted: ["216", "216 pt", "216pt"], rejected: ["215", "216 px"]),
            "show-order": QuestionSamples(accepted: [
                "textFieldDidBeginEditing, keyboardWillChangeFrameNotification, keyboardWillShowNotification, keyboardDidShowNotification",
                "C, D, B, A",
            ]),
            "end-frame-key": QuestionSamples(accepted: ["UIKeyboardFrameEndUserInfoKey", "keyboardFrameEndUserInfoKey"],
                                             rejected: ["UIKeyboardFrameBeginUserInfoKey"]),
            "converted-frame": QuestionSamples(accepted: ["CGRect(x: 0, y: 416, width: 1024, height: 352)", "0 416 1024 352"],
                                               rejected: ["{{0, 0}, {1024, 352}}"]),
            "convert-call": QuestionSamples(
                accepted: ["view.convert(endFrame, from: nil)", "self.view.convert(endFrame, from: nil)", "view.convert(endFrame, from: view.window)"],
                rejected: ["view.convert(endFrame, to: nil)"]),
            "bar-inset": QuestionSamples(accepted: ["44", "1024 - 980", "44 pt"], rejected: ["308"]),
            "curve-options": QuestionSamples(accepted: ["458752", "7 * 65536"], rejected: ["7"]),
            "register-where": QuestionSamples(accepted: ["b", "B)"], rejected: ["A"]),
            "undocked-notification": QuestionSamples(accepted: ["UIKeyboardWillChangeFrameNotification", "keyboardWillChangeFrameNotification"],
                                                     rejected: ["UIKeyboardWillShowNotification"]),
            "inset-or-frame": QuestionSamples(accepted: ["b"]),
        ],
        "local-notifications": [
            "nil-fire-date": QuestionSamples(accepted: ["b"], rejected: ["a"]),
            "permission-call": QuestionSamples(accepted: ["registerUserNotificationSettings", "registerUserNotificationSettings(_:)"],
                                               rejected: ["requestAuthorization"]),
            "repeat-property": QuestionSamples(accepted: ["repeatInterval", "UILocalNotification.repeatInterval"], rejected: ["repeatCalendar"]),
            "nil-zone-in-new-york": QuestionSamples(
                accepted: ["23:00", "23.00", " 23:00 "],
                rejected: ["07:00", "11:00"]),
            "foreground-delivery": QuestionSamples(accepted: ["b"]),
            "launch-key": QuestionSamples(accepted: [".localNotification", "UIApplication.LaunchOptionsKey.localNotification"],
                                          rejected: ["UIApplicationLaunchOptionsRemoteNotificationKey"]),
            "launch-order": QuestionSamples(accepted: ["D, C, B, A", "d c b a"]),
            "badge-after-three": QuestionSamples(accepted: ["1"], rejected: ["3"]),
            "repeat-minimum": QuestionSamples(accepted: ["60", "60 s", "60 seconds", "1 min"], rejected: ["59", "1 h"]),
            "survivors": QuestionSamples(accepted: ["63", "64 - 1"], rejected: ["64", "7"]),
        ],
    ]
}
