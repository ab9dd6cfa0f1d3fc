import Foundation

/// What the system shows for a notification, whichever API scheduled it (a class: it is read on
/// every firing, and one reference is cheaper to pass around than seven strings).
package final class NotificationContentSummary {
    package let title: String?
    package let subtitle: String?
    package let body: String?
    /// nil leaves the badge alone; a number sets it (0 clears it).
    package let badge: Int?
    /// `default` for the system sound, a resource name otherwise, nil for silent.
    package let sound: String?
    /// The lock screen's "slide to …" verb / the alert's action button.
    package let action: String?
    package let hasAction: Bool
    /// `"Morning" "Wake up"`: the quoted title (when set) and body, for the log (made once).
    package let quoted: String

    package init(title: String? = nil, subtitle: String? = nil, body: String? = nil, badge: Int? = nil,
                 sound: String? = nil, action: String? = nil, hasAction: Bool = true) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.sound = sound
        self.action = action
        self.hasAction = hasAction
        var parts: [String] = []
        if let title, !title.isEmpty { parts.append("\"\(title)\"") }
        if let subtitle, !subtitle.isEmpty { parts.append("\"\(subtitle)\"") }
        parts.append("\"\(body ?? "")\"")
        quoted = parts.joined(separator: " ")
    }

    /// Whether there is anything to show as an alert or banner.
    package var hasAlert: Bool { !(title ?? "").isEmpty || !(body ?? "").isEmpty }
}

/// A scheduled notification as the system keeps it: UILocalNotification or UNNotificationRequest.
/// The scheduler decides when; the item decides what the app is told.
package protocol NotificationItem: AnyObject {
    var schedule: NotificationSchedule { get }
    /// UNNotificationRequest's identifier; a generated one for UILocalNotification.
    var identifier: String { get }
    var content: NotificationContentSummary { get }
    /// Which API scheduled it: an item of one API is invisible to the other's queries.
    var api: NotificationAPI { get }
    /// The app is in the foreground when it fires: tell the app (the delegate's didReceive for
    /// UILocalNotification, 8.1.14; willPresent for UserNotifications, 8.2.7) and present what it asks.
    func arriveInForeground(_ delivery: NotificationDelivery, system: NotificationSystem)
    /// The user opened it (the app is now inactive or active).
    func open(_ delivery: NotificationDelivery, system: NotificationSystem)
    /// The launch options when opening it launches the app (8.1.16).
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]? { get }
}

package enum NotificationAPI: Sendable { case localNotification, userNotifications }

/// How a delivered notification reached the user.
package enum NotificationPresentation: String, Sendable {
    /// A banner at the top of the unlocked screen.
    case banner
    /// A modal alert (the iOS 8 "Alerts" style).
    case alert
    /// An entry on the lock screen.
    case lockScreen = "lockscreen"
    /// Only in Notification Center's list (UserNotifications `.list` in the foreground).
    case list
    /// Handed to the app in the foreground; nothing shown (UILocalNotification, 8.1.14).
    case foreground
    /// Not shown (not allowed, nothing to show, or silenced by willPresent).
    case hidden
}

/// One firing of a notification and what the user saw.
package final class NotificationDelivery {
    package let serial: UInt64
    package let item: NotificationItem
    package let date: Date
    package var presentation: NotificationPresentation = .hidden
    package var badgeApplied: Int?
    package var soundPlayed: String?
    /// Why it was not shown, for the log.
    package var hiddenReason: String?
    /// When the presentation started (banners go away after `NotificationSystem.bannerDuration`).
    package var shownAt: TimeInterval = 0

    init(serial: UInt64, item: NotificationItem, date: Date) {
        self.serial = serial
        self.item = item
        self.date = date
    }

    /// `banner "Wake up" badge 1 sound default`
    package var logText: String {
        var text = presentation.rawValue + " " + item.content.quoted
        if let hiddenReason { text += " (\(hiddenReason))" }
        if let badgeApplied { text += " badge \(badgeApplied)" }
        if let soundPlayed { text += " sound \(soundPlayed)" }
        return text
    }
}

/// The system's notification store for the one simulated app: pending notifications ordered by
/// next fire date (one clock event for the soonest), delivered ones, the badge, the lock screen and
/// the user's permission. Shared by UILocalNotification and UserNotifications, as on iOS 10+.
package final class NotificationSystem: WorldService {
    package unowned let world: World

    /// A pending notification and its next firing.
    package final class Entry {
        package let serial: UInt64
        package let item: NotificationItem
        package let scheduledAt: Date
        package fileprivate(set) var nextFire: Date
        package fileprivate(set) var lastFire: Date?
        /// The key of this entry's current element in the heaps; older elements are stale.
        var heapKey: UInt64 = 0

        init(serial: UInt64, item: NotificationItem, scheduledAt: Date, nextFire: Date) {
            self.serial = serial
            self.item = item
            self.scheduledAt = scheduledAt
            self.nextFire = nextFire
        }
    }

    /// The system keeps the soonest-firing 64 (8.1.13; a repeating one counts once). For
    /// UserNotifications the same rule is chosen (8.2.5 is UNCONFIRMED). nil lifts the limit.
    package var pendingLimit: Int? = 64 {
        didSet {
            latest = EntryHeap(latestFirst: true)
            if pendingLimit != nil { for entry in live.values { latest.push(entry) } }
            enforceLimit()
            rehook()
        }
    }
    /// Banners stay on screen this long (virtual seconds) unless tapped.
    package var bannerDuration: TimeInterval = 5
    package var alertStyle: NotificationPresentation = .banner
    /// The app's name under its icon and in banners.
    package var appName = "My App"

    // Permission (8.1.12, 8.2.1), shared by both APIs as on iOS 10+.
    package enum Authorization: Sendable { case notDetermined, denied, authorized }
    package private(set) var authorization: Authorization = .notDetermined
    /// What the user allows (alert, badge, sound), once asked.
    package private(set) var allowed: UIUserNotificationType = []
    /// What the app last asked for.
    package private(set) var requested: UIUserNotificationType = []
    /// Whether the app registered with `registerUserNotificationSettings` (UILocalNotification, 8.1.12).
    package private(set) var registeredForLocalNotifications = false
    /// What the simulated user answers when the permission prompt appears.
    package var userWillAllow = true
    /// Authorized without asking, to deliver quietly (iOS 12's `.provisional` option): the status reads `.provisional`
    /// until the user is asked in full or changes the setting.
    package private(set) var provisional = false

    package private(set) var badge = 0
    package private(set) var isLocked = false
    /// Notification Center's list, oldest first.
    package private(set) var delivered: [NotificationDelivery] = []
    /// Everything shown as a banner, alert or lock-screen entry, oldest first.
    package private(set) var shown: [NotificationDelivery] = []
    /// What the lock screen lists: deliveries since the device was locked.
    package private(set) var lockScreen: [NotificationDelivery] = []
    package private(set) var soundsPlayed: [String] = []
    /// Every delivery, shown or not, oldest first.
    package private(set) var history: [NotificationDelivery] = []

    private var live: [UInt64: Entry] = [:]
    /// Soonest next firing on top: what the clock waits for.
    private var soonest = EntryHeap(latestFirst: false)
    /// Latest next firing on top: what the 64 limit discards (kept only while there is a limit).
    private var latest = EntryHeap(latestFirst: true)
    private var nextSerial: UInt64 = 0
    private var nextHeapKey: UInt64 = 0
    private var hookToken: VirtualClock.Token?
    private var hookTime: Double?

    package init(world: World) { self.world = world }

    /// The app's lifecycle service (no cycle: it does not keep this service).
    private lazy var lifecycle = world.service(ApplicationLifecycle.self)

    package static func current() -> NotificationSystem { World.current.service(NotificationSystem.self) }

    // MARK: Pending notifications

    /// Pending entries ordered by next firing.
    package var pending: [Entry] {
        live.values.sorted { ($0.nextFire, $0.serial) < ($1.nextFire, $1.serial) }
    }

    package var pendingCount: Int { live.count }

    /// The next firing of any pending notification.
    package var nextFireDate: Date? { soonest.peek(in: live)?.nextFire }

    /// Adds a notification. The first firing may be in the past: it is delivered on the clock's next turn.
    @discardableResult
    package func schedule(_ item: NotificationItem) -> Entry {
        let now = world.clock.now
        let first = item.schedule.firstFireDate(scheduledAt: now, now: now, deviceZone: world.timeZone) ?? now
        nextSerial += 1
        let entry = Entry(serial: nextSerial, item: item, scheduledAt: now, nextFire: max(first, now))
        live[entry.serial] = entry
        push(entry)
        enforceLimit()
        rehook()
        return entry
    }

    /// Removes pending notifications for which `matches` is true; returns how many.
    @discardableResult
    package func removePending(where matches: (Entry) -> Bool) -> Int {
        let doomed = live.values.filter(matches)
        for entry in doomed { live.removeValue(forKey: entry.serial) }
        if !doomed.isEmpty {
            compactIfNeeded()
            rehook()
        }
        return doomed.count
    }

    private func enforceLimit() {
        guard let limit = pendingLimit else { return }
        while live.count > limit {
            // Latest next firing loses; among equals, the one scheduled last.
            guard let doomed = latest.peek(in: live) else { return }
            latest.pop()
            live.removeValue(forKey: doomed.serial)
            world.log.record(.application, "discarded \(doomed.item.content.quoted) (the system keeps the soonest-firing \(limit))")
        }
        compactIfNeeded()
    }

    /// The user travelled (or the date settings changed): wall-clock notifications move (8.1.4).
    package func deviceZoneChanged() {
        let now = world.clock.now
        let zone = world.timeZone
        var moved = false
        for entry in live.values where entry.item.schedule.followsDeviceZone {
            var next: Date?
            if let last = entry.lastFire {
                next = entry.item.schedule.fireDate(after: last, deviceZone: zone)
                if let candidate = next, candidate < now { next = entry.item.schedule.fireDate(after: now, deviceZone: zone) }
            } else {
                next = max(entry.item.schedule.firstFireDate(scheduledAt: entry.scheduledAt, now: now, deviceZone: zone) ?? now, now)
            }
            guard let next, next != entry.nextFire else { continue }
            entry.nextFire = next
            push(entry)
            moved = true
        }
        if moved {
            compactIfNeeded()
            rehook()
        }
    }

    // MARK: Firing

    private func fireDue() {
        let now = world.clock.now.timeIntervalSinceReferenceDate + 1e-6
        while let top = soonest.peek(in: live), top.nextFire.timeIntervalSinceReferenceDate <= now {
            soonest.pop()
            fire(top)
        }
        rehook()
    }

    private func fire(_ entry: Entry) {
        let fireDate = entry.nextFire
        entry.lastFire = fireDate
        // Reschedule before delivering: the app may cancel it from its delegate.
        if let next = entry.item.schedule.fireDate(after: fireDate, deviceZone: world.timeZone) {
            entry.nextFire = next
            push(entry)
        } else {
            live.removeValue(forKey: entry.serial)
        }
        deliver(entry.item, at: fireDate)
    }

    private func deliver(_ item: NotificationItem, at date: Date) {
        nextSerial += 1
        let delivery = NotificationDelivery(serial: nextSerial, item: item, date: date)
        let app = lifecycle
        if app.isRunning, app.state == .active, !isLocked {
            item.arriveInForeground(delivery, system: self)
        } else {
            present(delivery, alert: true, list: true, sound: true, badge: true)
        }
    }

    /// Shows a delivery with what the options and the user's permission allow, and logs it.
    /// UILocalNotification in the background, and UserNotifications everywhere, come here.
    package func present(_ delivery: NotificationDelivery, alert: Bool, list: Bool, sound: Bool, badge: Bool,
                         silencedReason: String? = nil) {
        let content = delivery.item.content
        if alert, content.hasAlert, allowed.contains(.alert) {
            delivery.presentation = isLocked ? .lockScreen : alertStyle
        } else if list, content.hasAlert, allowed.contains(.alert) {
            delivery.presentation = .list
        } else {
            delivery.presentation = .hidden
            if let silencedReason {
                delivery.hiddenReason = silencedReason
            } else if !content.hasAlert {
                delivery.hiddenReason = "no alert text"
            } else if !allowed.contains(.alert) {
                delivery.hiddenReason = registeredForLocalNotifications || authorization != .notDetermined
                    ? "alerts not allowed" : "not registered for notifications"
            }
        }
        if badge, let number = content.badge, allowed.contains(.badge) {
            self.badge = number
            delivery.badgeApplied = number
        }
        if sound, let name = content.sound, allowed.contains(.sound) {
            soundsPlayed.append(name)
            delivery.soundPlayed = name
        }
        record(delivery)
    }

    /// Logs a delivery and files it where the user can see it.
    package func record(_ delivery: NotificationDelivery) {
        delivery.shownAt = world.clock.elapsed
        history.append(delivery)
        world.log.record(.delivery, delivery.logText)
        switch delivery.presentation {
        case .banner, .alert, .lockScreen, .list:
            // A delivered request with the same identifier is replaced (8.2.4).
            if delivery.item.api == .userNotifications {
                let id = delivery.item.identifier
                delivered.removeAll { $0.item.api == .userNotifications && $0.item.identifier == id }
                lockScreen.removeAll { $0.item.api == .userNotifications && $0.item.identifier == id }
            }
            delivered.append(delivery)
            if delivery.presentation != .list { shown.append(delivery) }
            if delivery.presentation == .lockScreen { lockScreen.append(delivery) }
        case .foreground, .hidden:
            break
        }
    }

    /// Deliveries for the app to hand to its delegate immediately, with the next serial.
    package func makeDelivery(_ item: NotificationItem, at date: Date) -> NotificationDelivery {
        nextSerial += 1
        return NotificationDelivery(serial: nextSerial, item: item, date: date)
    }

    package func removeDelivered(where matches: (NotificationDelivery) -> Bool) {
        delivered.removeAll(where: matches)
        lockScreen.removeAll(where: matches)
    }

    /// The banner on screen now, if one is (they go away after `bannerDuration`).
    package var visibleBanner: NotificationDelivery? {
        guard !isLocked, let last = shown.last, last.presentation == .banner || last.presentation == .alert,
              delivered.contains(where: { $0 === last }) else { return nil }
        if last.presentation == .alert { return last }
        return world.clock.elapsed - last.shownAt < bannerDuration ? last : nil
    }

    // MARK: Badge, lock, permission

    /// Sets the icon's badge (needs the badge permission on iOS 8+, 8.1.12). Returns false when not allowed.
    @discardableResult
    package func setBadge(_ number: Int) -> Bool {
        guard allowed.contains(.badge) else { return false }
        badge = max(0, number)
        return true
    }

    package func setLocked(_ locked: Bool) {
        isLocked = locked
        if !locked { lockScreen.removeAll() }
    }

    /// The app asks for permission. The first time the simulated user is prompted and answers
    /// with `userWillAllow`; later requests get the earlier answer. `overwrite`: a later legacy
    /// registration replaces the allowed types (8.1.12); UserNotifications keeps the first grant.
    package func requestPermission(_ types: UIUserNotificationType, legacy: Bool) -> (granted: Bool, prompted: Bool) {
        requested = requested.union(types)
        if legacy { registeredForLocalNotifications = true }
        // Asked in full after a provisional grant: the user sees the prompt now.
        if provisional {
            provisional = false
            authorization = .notDetermined
        }
        switch authorization {
        case .notDetermined:
            authorization = userWillAllow ? .authorized : .denied
            allowed = userWillAllow ? types : []
            world.log.record(.simulator, "user \(userWillAllow ? "allows" : "denies") notifications \(NotificationTypesText.text(types))")
            return (userWillAllow, true)
        case .authorized:
            if legacy { allowed = types }
            return (true, false)
        case .denied:
            return (false, false)
        }
    }

    /// Provisional authorization (`UNAuthorizationOptions.provisional`): granted at once, with no prompt, when the user
    /// has not been asked yet (Apple's documentation of the option); nothing changes once they have answered.
    package func requestProvisionalPermission(_ types: UIUserNotificationType) -> Bool {
        requested = requested.union(types)
        switch authorization {
        case .notDetermined:
            authorization = .authorized
            allowed = types
            provisional = true
            world.log.record(.simulator, "notifications allowed provisionally, without a prompt \(NotificationTypesText.text(types))")
            return true
        case .authorized: return true
        case .denied: return false
        }
    }

    /// The user changes the app's notification setting (or, before being asked, decides the answer).
    package func setPermission(granted: Bool) {
        userWillAllow = granted
        provisional = false
        guard authorization != .notDetermined else { return }
        authorization = granted ? .authorized : .denied
        allowed = granted ? (requested.isEmpty ? [.alert, .badge, .sound] : requested) : []
        world.log.record(.simulator, "notifications \(granted ? "allowed" : "denied") in Settings")
    }

    // MARK: Heaps

    private func push(_ entry: Entry) {
        nextHeapKey += 1
        entry.heapKey = nextHeapKey
        soonest.push(entry)
        if pendingLimit != nil { latest.push(entry) }
    }

    private func compactIfNeeded() {
        soonest.compactIfNeeded(live: live)
        latest.compactIfNeeded(live: live)
    }

    /// Keeps exactly one clock event, at the soonest pending firing.
    private func rehook() {
        guard let top = soonest.peek(in: live) else {
            if let hookToken { world.clock.cancel(hookToken) }
            hookToken = nil
            hookTime = nil
            return
        }
        let time = top.nextFire.timeIntervalSinceReferenceDate
        if hookToken != nil, hookTime == time { return }
        if let hookToken { world.clock.cancel(hookToken) }
        hookTime = time
        // A delivery due now is hooked at the clock's own time: through the Date it can round a hair later, and
        // `runUntilIdle` would leave it for time to pass.
        let elapsed = top.nextFire <= world.clock.now ? world.clock.elapsed : top.nextFire.timeIntervalSince(world.clock.origin)
        hookToken = world.clock.schedule(at: elapsed, label: "notification", waitsForTime: true) { [unowned self] in
            self.hookToken = nil
            self.hookTime = nil
            self.fireDue()
        }
    }
}
