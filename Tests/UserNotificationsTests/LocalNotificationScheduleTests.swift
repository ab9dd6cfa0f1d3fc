import Foundation
import Simulator
import Testing
import UIKit

/// Exact delivery instants of UILocalNotification (8.1.2–8.1.5, 8.1.13).
@MainActor @Suite(.serialized)
struct LocalNotificationScheduleTests {
    /// App code reads the zone as on iOS, through `TimeZone.current` and `Calendar.current`; on Linux
    /// `TimeZone.current` follows `TZ`, so the simulator must move that too when the user travels.
    @Test func theDeviceZoneIsTheZoneAppCodeSees() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 2, 28, 21), timeZone: moscow)
        #expect(TimeZone.current.identifier == "Europe/Moscow")
        sim.setTimeZone(newYork)
        #expect(TimeZone.current.identifier == "America/New_York")
        #expect(Calendar.current.timeZone.identifier == "America/New_York")
        #expect(Calendar.current.component(.hour, from: utc(2025, 3, 1, 13)) == 8)
    }

    /// 08:00 in Moscow on 1 March 2025 is 05:00 UTC; 08:00 in New York (EST) is 13:00 UTC.
    @Test func wallClockReminderFollowsTheDeviceFromMoscowToNewYork() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 2, 28, 21), timeZone: moscow)  // 00:00 MSK
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(
            localNotification("Wake up", fireDate: sim.date(2025, 3, 1, 8), timeZone: moscow, repeat: .day))

        #expect(sim.runUntilNextNotification() == utc(2025, 3, 1, 5))
        sim.setTimeZone(newYork)
        #expect(sim.nextNotificationDate == utc(2025, 3, 1, 13))
        sim.runUntilNextNotification()
        sim.runUntilNextNotification()
        #expect(sim.deliveryDates == [utc(2025, 3, 1, 5), utc(2025, 3, 1, 13), utc(2025, 3, 2, 13)])
        #expect(sim.deliveryDates.map(sim.localTimeText) == [
            "2025-03-01 00:00:00 -0500", "2025-03-01 08:00:00 -0500", "2025-03-02 08:00:00 -0500",
        ])
    }

    @Test func pendingWallClockAlarmMovesWithTheTripBeforeItFires() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 2, 28, 21), timeZone: moscow)  // 00:00 MSK
        sim.launchRegistered()
        sim.sendToBackground()
        let app = UIApplication.shared
        app.scheduleLocalNotification(localNotification("Alarm", fireDate: sim.date(2025, 3, 1, 8), timeZone: moscow))
        app.scheduleLocalNotification(localNotification("Egg timer", fireDate: sim.date(2025, 3, 1, 8)))
        sim.advance(by: 3600)
        sim.setTimeZone(newYork)
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == ["Egg timer", "Alarm"])
        sim.advance(to: utc(2025, 3, 2))
        #expect(sim.notificationHistory.map(\.body) == ["Egg timer", "Alarm"])
        #expect(sim.deliveryDates == [utc(2025, 3, 1, 5), utc(2025, 3, 1, 13)])
        // Flying east past the alarm's wall time makes it due: it fires at once.
        let east = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 1, 10), timeZone: newYork)  // 05:00 EST
        east.launchRegistered()
        east.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(localNotification("Alarm", fireDate: east.date(2025, 3, 1, 8), timeZone: newYork))
        east.setTimeZone(moscow)  // 13:00 MSK
        east.advance(by: 0)
        #expect(east.deliveryDates == [utc(2025, 3, 1, 10)])
    }

    @Test func absoluteReminderKeepsItsInstantAfterTheTrip() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 2, 28, 21), timeZone: moscow)
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(
            localNotification("Take pill", fireDate: sim.date(2025, 3, 1, 8), timeZone: nil, repeat: .day))
        sim.runUntilNextNotification()
        sim.setTimeZone(newYork)
        #expect(sim.nextNotificationDate == utc(2025, 3, 2, 5))
        sim.runUntilNextNotification()
        #expect(sim.deliveryDates == [utc(2025, 3, 1, 5), utc(2025, 3, 2, 5)])
        #expect(sim.localTimeText(sim.deliveryDates[1]) == "2025-03-02 00:00:00 -0500")
    }

    /// Daylight-saving time begins in New York on 9 March 2025 and ends on 2 November 2025.
    @Test func dailyWallClockReminderStaysAtEightAcrossDaylightSavingChanges() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 7, 17), timeZone: newYork)
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(
            localNotification("Walk", fireDate: sim.date(2025, 3, 8, 8), timeZone: newYork, repeat: .day))
        for _ in 0..<3 { sim.runUntilNextNotification() }
        #expect(sim.deliveryDates == [utc(2025, 3, 8, 13), utc(2025, 3, 9, 12), utc(2025, 3, 10, 12)])

        let autumn = Simulator(device: .iPhone4Inch, startDate: utc(2025, 10, 31, 16), timeZone: newYork)
        autumn.launchRegistered()
        autumn.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(
            localNotification("Walk", fireDate: autumn.date(2025, 11, 1, 8), timeZone: newYork, repeat: .day))
        for _ in 0..<3 { autumn.runUntilNextNotification() }
        #expect(autumn.deliveryDates == [utc(2025, 11, 1, 12), utc(2025, 11, 2, 13), utc(2025, 11, 3, 13)])
    }

    @Test func absoluteDailyRepeatIsEvery24HoursAcrossDaylightSaving() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 7, 17), timeZone: newYork)
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(
            localNotification("Timer", fireDate: sim.date(2025, 3, 8, 8), timeZone: nil, repeat: .day))
        for _ in 0..<3 { sim.runUntilNextNotification() }
        #expect(sim.deliveryDates == [utc(2025, 3, 8, 13), utc(2025, 3, 9, 13), utc(2025, 3, 10, 13)])
    }

    @Test func weeklyAndMonthlyRepeatsUseTheCalendar() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: TimeZone(identifier: "UTC")!)
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(
            localNotification("Rent", fireDate: utc(2025, 1, 31, 9), timeZone: TimeZone(identifier: "UTC")!, repeat: .month))
        for _ in 0..<4 { sim.runUntilNextNotification() }
        // Counted from the first date, so February's short month does not drift later months.
        #expect(sim.deliveryDates == [utc(2025, 1, 31, 9), utc(2025, 2, 28, 9), utc(2025, 3, 31, 9), utc(2025, 4, 30, 9)])
    }

    @Test func pastFireDateIsDeliveredAtOnce() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 6, 1, 12), timeZone: moscow)
        sim.launchRegistered()
        sim.sendToBackground()
        sim.clearLog()
        UIApplication.shared.scheduleLocalNotification(localNotification("Late", fireDate: utc(2025, 6, 1, 11)))
        UIApplication.shared.scheduleLocalNotification(localNotification("Now", fireDate: nil))
        #expect(sim.notificationHistory.isEmpty)
        sim.advance(by: 0)
        #expect(sim.deliveryDates == [utc(2025, 6, 1, 12), utc(2025, 6, 1, 12)])
        #expect(sim.log.filter { $0.kind == "delivery" }.map(\.description) == [
            "0.000 delivery banner \"Late\"", "0.000 delivery banner \"Now\"",
        ])
        #expect(sim.pendingNotificationCount == 0)
    }

    @Test func systemKeepsTheSoonestSixtyFourAndARepeatingOneCountsOnce() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        sim.launchRegistered()
        let app = UIApplication.shared
        app.scheduleLocalNotification(localNotification("daily", fireDate: utc(2025, 1, 1, 0, 30), repeat: .day))
        for hour in (1...70).reversed() {
            app.scheduleLocalNotification(localNotification("n\(hour)", fireDate: utc(2025, 1, 1).addingTimeInterval(Double(hour) * 3600)))
        }
        let kept = app.scheduledLocalNotifications ?? []
        #expect(kept.count == 64)
        #expect(kept.first?.alertBody == "daily")
        #expect(kept.dropFirst().map { $0.alertBody ?? "" } == (1...63).map { "n\($0)" })
        #expect(sim.texts.filter { $0.hasPrefix("application discarded") }.count == 7)
        #expect(sim.texts.contains("application discarded \"n70\" (the system keeps the soonest-firing 64)"))
    }

    @Test func cancelOneAndCancelAll() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        sim.launchRegistered()
        let app = UIApplication.shared
        let first = localNotification("first", fireDate: utc(2025, 1, 1, 1))
        app.scheduleLocalNotification(first)
        app.scheduleLocalNotification(localNotification("second", fireDate: utc(2025, 1, 1, 2)))
        app.scheduleLocalNotification(localNotification("third", fireDate: utc(2025, 1, 1, 3)))
        // Scheduling copied it: a later change does not reach the scheduled one (8.1.11).
        first.alertBody = "changed"
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == ["first", "second", "third"])

        app.cancelLocalNotification(first)
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == ["second", "third"])
        // An object from scheduledLocalNotifications cancels too.
        app.cancelLocalNotification(app.scheduledLocalNotifications![1])
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == ["second"])
        app.cancelAllLocalNotifications()
        #expect(app.scheduledLocalNotifications?.isEmpty == true)
        sim.advance(by: 86400)
        #expect(sim.notificationHistory.isEmpty)
    }

    @Test func aScheduledCopyAndItsOriginalStayEqualWithEqualHashes() throws {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        sim.launchRegistered()
        let app = UIApplication.shared
        let original = localNotification("first", fireDate: utc(2025, 1, 1, 1))
        app.scheduleLocalNotification(original)
        let copy = try #require(app.scheduledLocalNotifications?.first)
        original.alertBody = "changed"
        #expect(copy.alertBody == "first")
        #expect(original.isEqual(copy) && copy.isEqual(original))
        #expect(original.hash == copy.hash)
        #expect(Set([original, copy]).count == 1)
        // Two notifications never scheduled compare (and hash) by their contents.
        let a = localNotification("tea", fireDate: utc(2025, 1, 2), badge: 1)
        let b = localNotification("tea", fireDate: utc(2025, 1, 2), badge: 1)
        #expect(a.isEqual(b) && a.hash == b.hash)
        b.applicationIconBadgeNumber = 2
        #expect(!a.isEqual(b))
        // A lookalike that was never scheduled is not the scheduled one.
        let lookalike = localNotification("first", fireDate: utc(2025, 1, 1, 1))
        #expect(!lookalike.isEqual(copy) && !copy.isEqual(lookalike))
        app.cancelLocalNotification(lookalike)
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == ["first"])
        app.cancelLocalNotification(original)
        #expect(app.scheduledLocalNotifications?.isEmpty == true)
    }

    @Test func repeatIntervalUnderAMinuteFiresOnce() {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 1, 1), timeZone: moscow)
        sim.launchRegistered()
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(localNotification("tick", fireDate: utc(2025, 1, 1, 0, 1), repeat: .second))
        sim.advance(by: 3600)
        #expect(sim.deliveryDates == [utc(2025, 1, 1, 0, 1)])
        #expect(sim.texts.contains("application warning: repeat intervals of less than one minute are not supported; it fires once"))
    }

    @Test func userInfoAcceptsPropertyListsOnly() {
        #expect(PropertyListCheckProbe.problem(["id": 7, "tags": ["a", "b"], "when": Date(), "raw": Data([1])]) == nil)
        #expect(PropertyListCheckProbe.problem(["view": UIView()]) == "the value for key \"view\" is a UIView, not a property-list type")
        #expect(PropertyListCheckProbe.problem(["list": [1, UIColor.red] as [Any]]) == "the value for key \"list\"[1] is a UIColor, not a property-list type")
        #expect(PropertyListCheckProbe.problem([1: "x"]) == "the key 1 (Int) is not a String")
        let notification = UILocalNotification()
        notification.userInfo = ["id": 7]
        #expect(notification.userInfo?["id"] as? Int == 7)
    }
}
