import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized)
struct ApplicationLifecycleTests {
    @Test func launchBackgroundForegroundAndTerminateFollowIOSOrder() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1, 9), timeZone: moscow)
        final class Seen { var posted: [String] = []; var objects: [Bool] = [] }
        let seen = Seen()
        let names = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                     UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                seen.posted.append(note.name.rawValue)
                seen.objects.append((note.object as AnyObject?) === UIApplication.shared)
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        let delegate = RecordingAppDelegate()
        sim.launch(delegate: delegate)
        #expect(sim.applicationState == .active)
        #expect(UIApplication.shared.delegate === delegate)
        #expect(delegate.launchOptions == nil)
        sim.sendToBackground()
        #expect(sim.applicationState == .background)
        sim.bringToForeground()
        sim.terminate()
        #expect(sim.applicationState == nil)
        #expect(!sim.isAppRunning)

        #expect(sim.texts == [
            "simulator launch",
            "application launch",
            "delegate application(_:willFinishLaunchingWithOptions:)",
            "delegate application(_:didFinishLaunchingWithOptions:)",
            "notification UIApplicationDidFinishLaunchingNotification",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "notification UIApplicationDidBecomeActiveNotification",
            "simulator home",
            "application willResignActive",
            "delegate applicationWillResignActive",
            "notification UIApplicationWillResignActiveNotification",
            "application didEnterBackground",
            "delegate applicationDidEnterBackground",
            "notification UIApplicationDidEnterBackgroundNotification",
            "simulator open app",
            "application willEnterForeground",
            "delegate applicationWillEnterForeground",
            "notification UIApplicationWillEnterForegroundNotification",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "notification UIApplicationDidBecomeActiveNotification",
            "simulator terminate",
            "application willResignActive",
            "delegate applicationWillResignActive",
            "notification UIApplicationWillResignActiveNotification",
            "application didEnterBackground",
            "delegate applicationDidEnterBackground",
            "notification UIApplicationDidEnterBackgroundNotification",
            "application willTerminate",
            "delegate applicationWillTerminate",
            "notification UIApplicationWillTerminateNotification",
            "application terminated",
        ])
        #expect(seen.posted == [
            "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
            "UIApplicationWillTerminateNotification",
        ])
        #expect(seen.objects == Array(repeating: true, count: 9))
    }

    @Test func statesSeenInsideDelegateCallbacksMatchIOS() {
        final class StateDelegate: UIResponder, UIApplicationDelegate {
            var seen: [String] = []
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                seen.append("didFinish \(application.applicationState.rawValue)"); return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { seen.append("didBecomeActive \(application.applicationState.rawValue)") }
            func applicationWillResignActive(_ application: UIApplication) { seen.append("willResignActive \(application.applicationState.rawValue)") }
            func applicationDidEnterBackground(_ application: UIApplication) { seen.append("didEnterBackground \(application.applicationState.rawValue)") }
            func applicationWillEnterForeground(_ application: UIApplication) { seen.append("willEnterForeground \(application.applicationState.rawValue)") }
        }
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        let delegate = StateDelegate()
        sim.launch(delegate: delegate)
        sim.sendToBackground()
        sim.bringToForeground()
        #expect(delegate.seen == ["didFinish 1", "didBecomeActive 0", "willResignActive 0", "didEnterBackground 2",
                                  "willEnterForeground 2", "didBecomeActive 0"])
    }

    @Test func lockingSendsTheAppToTheBackgroundAndUnlockingBringsItBack() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        sim.launch(delegate: RecordingAppDelegate())
        sim.clearLog()
        sim.lock()
        #expect(sim.isLocked)
        #expect(sim.applicationState == .background)
        sim.unlock()
        #expect(sim.applicationState == .active)
        #expect(sim.texts == [
            "simulator lock",
            "application willResignActive", "delegate applicationWillResignActive", "notification UIApplicationWillResignActiveNotification",
            "application didEnterBackground", "delegate applicationDidEnterBackground", "notification UIApplicationDidEnterBackgroundNotification",
            "simulator unlock",
            "application willEnterForeground", "delegate applicationWillEnterForeground", "notification UIApplicationWillEnterForegroundNotification",
            "application didBecomeActive", "delegate applicationDidBecomeActive", "notification UIApplicationDidBecomeActiveNotification",
        ])
    }

    @Test func relaunchMakesANewDelegateAndApplication() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        sim.launch(delegate: RecordingAppDelegate())
        let first = sim.appDelegate
        let firstApp = UIApplication.shared
        sim.relaunch()
        #expect(sim.appDelegate != nil)
        #expect(sim.appDelegate !== first)
        #expect(UIApplication.shared !== firstApp)
        #expect(sim.applicationState == .active)
    }

    @Test func fixedStartDateAndZone() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 9, 12), timeZone: newYork)
        #expect(sim.now == utc(2025, 3, 9, 12))
        #expect(sim.localTimeText(sim.now) == "2025-03-09 08:00:00 -0400")
        sim.advance(by: 90)
        #expect(sim.now == utc(2025, 3, 9, 12, 1, 30))
        #expect(Calendar.current.timeZone.identifier == "America/New_York")
    }
}
