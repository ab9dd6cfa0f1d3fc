import Foundation
import UIKit

/// The app's door to the system's notification store (iOS 10+). One per simulated device.
///
/// Completion handlers run on the virtual clock's next turn (iOS runs them later, on a background
/// queue, 8.2.1/8.2.6): advance the simulator (`sim.advance(by: 0)`, `runUntilIdle()`) to see them.
/// The `async` forms answer without waiting for the clock.
open class UNUserNotificationCenter: NSObject {
    package unowned let world: World

    package init(world: World) {
        self.world = world
        super.init()
    }

    open class func current() -> UNUserNotificationCenter { World.current.service(UserNotificationsState.self).center }

    /// Told about foreground notifications and the user's responses. Weak, as on iOS: keep the
    /// delegate alive (the app delegate usually is it), and set it before launching finishes.
    open weak var delegate: UNUserNotificationCenterDelegate?

    private var system: NotificationSystem { world.service(NotificationSystem.self) }

    // MARK: Authorization

    /// Asks the user once; later calls get the first answer. The simulated user's answer is
    /// `sim.setNotificationPermission(granted:)` (allow by default).
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        world.log.record(.application, "requestAuthorization \(Self.text(options))")
        world.clock.schedule(after: 0, label: "requestAuthorization") { [weak self] in
            guard let self else { return }
            let granted = self.answer(options)
            self.world.log.record(.application, "requestAuthorization completion granted \(granted)")
            completionHandler(granted, nil)
        }
    }

    @MainActor open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        world.log.record(.application, "requestAuthorization \(Self.text(options))")
        let granted = answer(options)
        world.log.record(.application, "requestAuthorization completion granted \(granted)")
        return granted
    }

    private func answer(_ options: UNAuthorizationOptions) -> Bool {
        let types = UIUserNotificationType(rawValue: options.rawValue & 0b111)
        if options.contains(.provisional) { return system.requestProvisionalPermission(types) }
        return system.requestPermission(types, legacy: false).granted
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        world.clock.schedule(after: 0, label: "getNotificationSettings") { [weak self] in
            guard let self else { return }
            completionHandler(self.currentSettings())
        }
    }

    @MainActor open func notificationSettings() async -> UNNotificationSettings { currentSettings() }

    private func currentSettings() -> UNNotificationSettings {
        let status: UNAuthorizationStatus
        switch system.authorization {
        case .notDetermined: status = .notDetermined
        case .denied: status = .denied
        case .authorized: status = system.provisional ? .provisional : .authorized
        }
        let allowed = system.allowed
        return UNNotificationSettings(status: status, alert: allowed.contains(.alert), badge: allowed.contains(.badge),
                                      sound: allowed.contains(.sound))
    }

    // MARK: Requests

    /// Schedules a request, replacing a pending one with the same identifier (8.2.4). A nil
    /// trigger delivers it on the clock's next turn (8.2.3). The system keeps the soonest-firing 64
    /// pending requests (8.2.5 is UNCONFIRMED; the model follows UILocalNotification's documented rule).
    ///
    /// While the user has denied notifications the request is refused with `UNError.notificationsNotAllowed` and
    /// nothing is scheduled (Apple's documentation of that code). Before the user has answered it is accepted.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        let refusal = refusal(of: request)
        if let completionHandler {
            world.clock.schedule(after: 0, label: "add completion") { completionHandler(refusal) }
        }
        if refusal == nil { enqueue(request) }
    }

    @MainActor open func add(_ request: UNNotificationRequest) async throws {
        if let refusal = refusal(of: request) { throw refusal }
        enqueue(request)
    }

    /// The error that refuses `request`, logged, or nil when it may be scheduled.
    private func refusal(of request: UNNotificationRequest) -> UNError? {
        guard case .denied = system.authorization else { return nil }
        world.log.record(.application, "add \(request.identifier) refused: notifications are not allowed (UNErrorDomain 1)")
        return UNError(.notificationsNotAllowed)
    }

    private func enqueue(_ request: UNNotificationRequest) {
        let identifier = request.identifier
        let replaced = system.removePending { ($0.item as? RequestItem)?.identifier == identifier }
        let item = RequestItem(request)
        var text = "add \(identifier) \(item.content.quoted) "
        text += request.trigger?.logText ?? "now"
        if replaced > 0 { text += " (replaces the pending request)" }
        world.log.record(.application, text)
        system.schedule(item)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        world.clock.schedule(after: 0, label: "getPendingNotificationRequests") { [weak self] in
            guard let self else { return }
            completionHandler(self.pendingRequests())
        }
    }

    @MainActor open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

    private func pendingRequests() -> [UNNotificationRequest] {
        system.pending.compactMap { ($0.item as? RequestItem)?.request }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let wanted = Set(identifiers)
        let removed = system.removePending { entry in
            guard let item = entry.item as? RequestItem else { return false }
            return wanted.contains(item.identifier)
        }
        world.log.record(.application, "removePendingNotificationRequests \(identifiers.joined(separator: ",")) (\(removed))")
    }

    open func removeAllPendingNotificationRequests() {
        let removed = system.removePending { $0.item is RequestItem }
        world.log.record(.application, "removeAllPendingNotificationRequests (\(removed))")
    }

    // MARK: Delivered notifications

    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        world.clock.schedule(after: 0, label: "getDeliveredNotifications") { [weak self] in
            guard let self else { return }
            completionHandler(self.deliveredList())
        }
    }

    @MainActor open func deliveredNotifications() async -> [UNNotification] { deliveredList() }

    private func deliveredList() -> [UNNotification] {
        system.delivered.compactMap { delivery in
            (delivery.item as? RequestItem).map { UNNotification(date: delivery.date, request: $0.request) }
        }
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let wanted = Set(identifiers)
        system.removeDelivered { ($0.item as? RequestItem).map { wanted.contains($0.identifier) } ?? false }
        world.log.record(.application, "removeDeliveredNotifications \(identifiers.joined(separator: ","))")
    }

    open func removeAllDeliveredNotifications() {
        system.removeDelivered { $0.item is RequestItem }
        world.log.record(.application, "removeAllDeliveredNotifications")
    }

    /// Sets the app icon's badge (iOS 16); needs the badge permission.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        if system.setBadge(newBadgeCount) { world.log.record(.application, "badge \(max(0, newBadgeCount))") }
        if let completionHandler { world.clock.schedule(after: 0, label: "setBadgeCount") { completionHandler(nil) } }
    }

    static func text(_ options: UNAuthorizationOptions) -> String {
        let names: [(UNAuthorizationOptions, String)] = [(.alert, "alert"), (.badge, "badge"), (.sound, "sound"), (.carPlay, "carPlay"),
                                                         (.criticalAlert, "criticalAlert"), (.providesAppNotificationSettings, "providesAppNotificationSettings"),
                                                         (.provisional, "provisional")]
        let found = names.filter { options.contains($0.0) }.map(\.1)
        return found.isEmpty ? "none" : found.joined(separator: ",")
    }
}
