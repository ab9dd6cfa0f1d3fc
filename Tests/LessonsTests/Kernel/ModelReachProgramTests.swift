import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// Learner programs using the API the model gained for the lessons, compiled against the model through the
/// kernel as lessons run them, with their output pinned; and the Swift 4.0–4.1 spellings, whose
/// compiler messages must name the new spelling as Xcode's do.
@Suite struct ModelReachProgramTests {
    private func run(_ code: String) async throws -> KernelResult {
        let kernel = try await KernelFixture.available()
        return await kernel.run([SourceUnit(name: "main.swift", code: code)])
    }

    @Test func oldSpellingsNameTheirRenamedTargets() async throws {
        let result = try await run("""
            import UIKit
            let show = NSNotification.Name.UIKeyboardWillShow
            let hide: Notification.Name = .UIKeyboardWillHide
            let type: UIButtonType = .system
            let state: UIControlState = .normal
            let events: UIControlEvents = .touchUpInside
            let options: UIViewAnimationOptions = [.curveEaseIn]
            """)
        #expect(result.status == .compileFailed)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.line): \($0.message)" }
        #expect(errors == [
            "2: 'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'",
            "3: 'UIKeyboardWillHide' has been renamed to 'UIResponder.keyboardWillHideNotification'",
            "4: 'UIButtonType' has been renamed to 'UIButton.ButtonType'",
            "5: 'UIControlState' has been renamed to 'UIControl.State'",
            "6: 'UIControlEvents' has been renamed to 'UIControl.Event'",
            "7: 'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'",
        ])
    }

    @Test func aViewControllerSubclassMustCallTheDesignatedInitializer() async throws {
        let result = try await run("""
            import UIKit
            final class Profile: UIViewController {
                let name: String
                init(name: String) {
                    self.name = name
                    super.init()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        // `init()` is a convenience initializer, as on iOS (modern-uikit.md 7.9), so this is wrong
        // code. Xcode rejects it ("must call a designated initializer of the superclass
        // 'UIViewController'"); Swift 6.3 accepts a subclass with stored properties calling a
        // superclass's convenience initializer and only the link fails (a compiler bug, seen with
        // plain Swift classes too), so the program does not build either way.
        #expect(result.status == .compileFailed)
        // The link error is put in Xcode's words, with what to call instead.
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message == "must call a designated initializer of the superclass "
            + "'UIViewController': super.init() reaches a convenience initializer, which a subclass's initializer cannot call; "
            + "call a designated one — for a view controller, super.init(nibName: nil, bundle: nil)" }, "\(result.diagnostics)")
    }

    @Test func valuesPrintAsOnIOS() async throws {
        let result = try await run("""
            import UIKit
            let frame = CGRect(x: 0, y: 352, width: 320, height: 216)
            print(frame)
            print(CGPoint(x: 187.5, y: 796), CGSize(width: 320, height: 216))
            print(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            print(NSValue(cgRect: frame))
            print([frame], Optional(CGPoint(x: 50, y: 20)) as Any)
            debugPrint(frame)
            print("interpolated \\(frame.size)")
            print(NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
            """)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["""
            (0.0, 352.0, 320.0, 216.0)
            (187.5, 796.0) (320.0, 216.0)
            UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)
            NSRect: {{0, 352}, {320, 216}}
            [(0.0, 352.0, 320.0, 216.0)] Optional((50.0, 20.0))
            (0.0, 352.0, 320.0, 216.0)
            interpolated (320.0, 216.0)
            NSDirectionalEdgeInsets(top: 6.0, leading: 12.0, bottom: 6.0, trailing: 12.0)

            """])
    }

    /// The animate-with-the-keyboard helper: a property animator with the keyboard's duration
    /// and curve, the frame converted from the screen's coordinate space, the safe area kept.
    @Test func aKeyboardFollowingChatFieldOnIPhoneX() async throws {
        let result = try await run("""
            import UIKit
            import Simulator

            final class ChatViewController: UIViewController {
                let input = UITextField(frame: .zero)
                var observer: NSObjectProtocol?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    input.placeholder = "Message"
                    view.addSubview(input)
                    observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                                      object: nil, queue: nil) { [weak self] note in
                        self?.keyboardWillChange(note)
                    }
                }

                func place(bottomInset: CGFloat) {
                    input.frame = CGRect(x: 16, y: view.bounds.height - bottomInset - 44, width: view.bounds.width - 32, height: 36)
                }

                func keyboardWillChange(_ note: Notification) {
                    guard let info = note.userInfo,
                          let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                          let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                          let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int else { return }
                    print("center end:", info[UIResponder.keyboardCenterEndUserInfoKey]!)
                    let inView = view.convert(end, from: UIScreen.main.coordinateSpace)
                    let overlap = max(view.bounds.maxY - inView.minY, view.safeAreaInsets.bottom)
                    let animator = UIViewPropertyAnimator(duration: duration, curve: UIView.AnimationCurve(rawValue: curve)!) {
                        self.place(bottomInset: overlap)
                    }
                    animator.addCompletion { position in
                        print("finished at the end:", position == .end, "field:", self.input.frame)
                    }
                    animator.startAnimation()
                }
            }

            let sim = Simulator(device: .iPhoneX)
            let chat = ChatViewController()
            sim.show(chat)
            print("safe area:", chat.view.safeAreaInsets)
            chat.place(bottomInset: chat.view.safeAreaInsets.bottom)
            print("field:", chat.input.frame, "has text:", chat.input.hasText)
            chat.input.becomeFirstResponder()
            sim.runUntilIdle()
            print("keyboard:", sim.keyboardFrame!)
            chat.input.resignFirstResponder()
            sim.runUntilIdle()
            """)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["""
            safe area: UIEdgeInsets(top: 44.0, left: 0.0, bottom: 34.0, right: 0.0)
            field: (16.0, 734.0, 343.0, 36.0) has text: false
            center end: NSPoint: {187.5, 644.5}
            finished at the end: true field: (16.0, 433.0, 343.0, 36.0)
            keyboard: (0.0, 477.0, 375.0, 335.0)
            center end: NSPoint: {187.5, 979.5}
            finished at the end: true field: (16.0, 734.0, 343.0, 36.0)

            """])
    }

    /// The widely copied bind-to-keyboard extension: `animateKeyframes` with the keyboard's curve
    /// as its options.
    @Test func theBindToKeyboardExtension() async throws {
        let result = try await run("""
            import UIKit
            import Simulator

            extension UIView {
                func bindToKeyboard() {
                    _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                               object: nil, queue: nil) { note in
                        let duration = note.userInfo![UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
                        let curve = note.userInfo![UIResponder.keyboardAnimationCurveUserInfoKey] as! UInt
                        let begin = (note.userInfo![UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue
                        let end = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                        print(note.userInfo![UIResponder.keyboardFrameEndUserInfoKey]!)
                        let deltaY = end.origin.y - begin.origin.y
                        UIView.animateKeyframes(withDuration: duration, delay: 0,
                                                options: UIView.KeyframeAnimationOptions(rawValue: curve), animations: {
                            self.frame.origin.y += deltaY
                        }, completion: { finished in
                            print("moved", deltaY, "finished", finished, "origin", self.frame.origin)
                        })
                    }
                }
            }

            let sim = Simulator(device: .iPhone4Inch)
            let controller = UIViewController()
            sim.show(controller)
            let bar = UIView(frame: CGRect(x: 0, y: 524, width: 320, height: 44))
            let field = UITextField(frame: CGRect(x: 8, y: 6, width: 304, height: 32))
            bar.addSubview(field)
            controller.view.addSubview(bar)
            bar.bindToKeyboard()
            field.becomeFirstResponder()
            for entry in sim.log where entry.kind == "animation" { print(entry.text) }
            sim.runUntilIdle()
            field.resignFirstResponder()
            sim.runUntilIdle()
            """)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["""
            NSRect: {{0, 352}, {320, 216}}
            animation UIView.frame {{0, 524}, {320, 44}} → {{0, 308}, {320, 44}} start 0.000 duration 0.25 curve 3
            moved -216.0 finished true origin (0.0, 308.0)
            NSRect: {{0, 568}, {320, 216}}
            moved 216.0 finished true origin (0.0, 524.0)

            """])
    }

    @Test func aFollowButtonWithAConfiguration() async throws {
        let result = try await run("""
            import UIKit
            import Simulator

            let sim = Simulator(device: .iPhone4Inch)
            let controller = UIViewController()
            sim.show(controller)
            var config = UIButton.Configuration.filled()
            config.title = "Follow"
            config.image = UIImage(systemName: "plus")
            config.imagePadding = 6
            config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            let button = UIButton(configuration: config, primaryAction: UIAction { action in
                (action.sender as? UIButton)?.isSelected.toggle()
            })
            button.configurationUpdateHandler = { button in
                var updated = button.configuration
                updated?.title = button.isSelected ? "Following" : "Follow"
                updated?.baseBackgroundColor = button.isSelected ? .systemGray : nil
                button.configuration = updated
            }
            button.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: button.intrinsicContentSize)
            controller.view.addSubview(button)
            print(button.configuration!.title!, button.frame.size)
            sim.tap(button)
            sim.runUntilIdle()
            print(button.configuration!.title!, button.isSelected, button.intrinsicContentSize)
            button.layer.cornerRadius = 8
            print("corner radius", button.layer.cornerRadius, "masks", button.layer.masksToBounds)
            """)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["""
            Follow (111.0, 40.0)
            Following true (134.0, 40.0)
            corner radius 8.0 masks false

            """])
    }

    @Test func anAlarmWithActionButtons() async throws {
        let result = try await run("""
            import UIKit
            import UserNotifications
            import Simulator

            final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let center = UNUserNotificationCenter.current()
                    center.delegate = self
                    let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze", options: [])
                    let stop = UNNotificationAction(identifier: "STOP", title: "Stop", options: [.destructive, .foreground])
                    let alarm = UNNotificationCategory(identifier: "ALARM", actions: [snooze, stop], intentIdentifiers: [],
                                                       options: [.customDismissAction])
                    center.setNotificationCategories([alarm])
                    center.requestAuthorization(options: [.alert, .sound]) { granted, _ in print("granted", granted) }
                    return true
                }

                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                            withCompletionHandler completionHandler: @escaping () -> Void) {
                    switch response.actionIdentifier {
                    case "SNOOZE": print("snooze", response.notification.request.content.body)
                    case "STOP": print("stop")
                    case UNNotificationDefaultActionIdentifier: print("opened")
                    case UNNotificationDismissActionIdentifier: print("dismissed")
                    default: print("unknown", response.actionIdentifier)
                    }
                    completionHandler()
                }
            }

            func ring(_ body: String) {
                let content = UNMutableNotificationContent()
                content.body = body
                content.categoryIdentifier = "ALARM"
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: body, content: content, trigger: trigger))
            }

            let sim = Simulator(device: .iPhone4Inch)
            sim.launch(delegate: AppDelegate())
            sim.advance(by: 0)
            sim.sendToBackground()
            ring("Wake up")
            sim.advance(by: 60)
            print(sim.notificationActions())
            sim.chooseNotificationAction("Snooze")
            ring("Really")
            sim.advance(by: 60)
            sim.dismissNotification()
            ring("Now")
            sim.advance(by: 60)
            sim.chooseNotificationAction("Stop")
            print(UIApplication.shared.applicationState == .active)
            """)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["""
            granted true
            ["Snooze", "Stop"]
            snooze Wake up
            dismissed
            stop
            true

            """])
    }

    @Test func smallThingsCorrectCodeUses() async throws {
        let result = try await run("""
            import UIKit
            import Simulator

            let sim = Simulator(device: .iPad, orientation: .landscapeRight)
            let controller = UIViewController()
            sim.show(controller)
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
            field.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            field.attributedPlaceholder = NSAttributedString(string: "Email",
                attributes: [.foregroundColor: UIColor.lightGray, .font: UIFont.systemFont(ofSize: 17, weight: .light)])
            controller.view.addSubview(field)
            print(field.placeholder!, field.hasText, field.font!.fontName, UIFont.Weight.semibold.rawValue)
            field.text = "a@b.c"
            print(field.hasText)
            let keyboard = CGRect(x: 0, y: 416, width: 1024, height: 352)
            let fixed = UIScreen.main.coordinateSpace.convert(keyboard, to: UIScreen.main.fixedCoordinateSpace)
            print(fixed, UIScreen.main.fixedCoordinateSpace.bounds.size)
            """)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["""
            Email false .SFUI-Semibold 0.30000001192092896
            true
            (0.0, 0.0, 352.0, 1024.0) (768.0, 1024.0)

            """])
    }
}
