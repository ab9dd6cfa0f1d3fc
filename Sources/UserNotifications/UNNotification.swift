import Foundation

/// A delivered notification: its request and the date it fired.
open class UNNotification: NSObject {
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest

    package init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}
