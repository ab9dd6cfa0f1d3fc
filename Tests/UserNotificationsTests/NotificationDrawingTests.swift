import Foundation
import Simulator
import Testing
import UIKit
import UserNotifications

@MainActor @Suite(.serialized)
struct NotificationDrawingTests {
    @Test func lockScreenListsNotificationsNewestFirst() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 9, 11, 58), timeZone: newYork)  // Sunday 07:58
        sim.appName = "Habits"
        sim.launchRegistered()
        sim.lock()
        let first = localNotification("Stretch for five minutes before breakfast", fireDate: utc(2025, 3, 9, 12), badge: 1)
        first.alertTitle = "Morning"
        first.alertAction = "Stretch"
        UIApplication.shared.scheduleLocalNotification(first)
        UIApplication.shared.scheduleLocalNotification(localNotification("Будильник", fireDate: utc(2025, 3, 9, 12, 1), badge: 2))
        sim.advance(by: 180)
        #expect(sim.renderNotifications() == """
            ╭──────────────────────────────────────╮
            │                08:01                 │
            │           Sunday, 9 March            │
            │                                      │
            │ ┌──────────────────────────────────┐ │
            │ │ HABITS                     08:01 │ │
            │ │ Будильник                        │ │
            │ └──────────────────────────────────┘ │
            │ ┌──────────────────────────────────┐ │
            │ │ HABITS                     08:00 │ │
            │ │ Morning                          │ │
            │ │ Stretch for five minutes before  │ │
            │ │ breakfast                        │ │
            │ └──────────────────────────────────┘ │
            │                                      │
            │           slide to unlock            │
            ╰──────────────────────────────────────╯

            """)
    }

    @Test func homeScreenShowsTheBadgeAndTheBanner() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 9, 12), timeZone: newYork)
        sim.appName = "Habits"
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(localNotification("Drink water", fireDate: utc(2025, 3, 9, 12, 0, 30), badge: 4))
        sim.advance(by: 31)
        #expect(sim.renderHomeScreen() == """
            ╭──────────────────────────────────────╮
            │ 08:00                                │
            │ ┌──────────────────────────────────┐ │
            │ │ HABITS                     08:00 │ │
            │ │ Drink water                      │ │
            │ └──────────────────────────────────┘ │
            │  ┌────┐(4)                           │
            │  │ ▣  │                              │
            │  └────┘                              │
            │  Habits                              │
            ╰──────────────────────────────────────╯

            """)
        sim.advance(by: 10)
        #expect(sim.renderNotifications() == "")
        #expect(!sim.renderHomeScreen().contains("Drink water"))
    }

    @Test func deviceShowsLockScreenHomeScreenOrTheAppWithItsBanner() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 9, 12), timeZone: newYork)
        sim.launch(delegate: CenterDelegate())
        let delegate = sim.appDelegate as! CenterDelegate
        delegate.presentOptions = [.banner]
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
        sim.advance(by: 0)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "hi", content: content("Hello"), trigger: nil))
        sim.advance(by: 0)
        let device = sim.renderDevice()
        #expect(device.hasPrefix("notification over the app:\n┌"))
        #expect(device.contains("│ Hello"))
        #expect(device.contains(sim.renderHeader))
        sim.sendToBackground()
        #expect(sim.renderDevice() == sim.renderHomeScreen())
        sim.lock()
        #expect(sim.renderDevice() == sim.renderLockScreen())
        #expect(sim.renderDevice().contains("No Notifications"))
    }
}
