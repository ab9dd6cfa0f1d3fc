import Foundation
import UIKit

extension UNUserNotificationCenter {
    /// Registers the app's notification categories. The set replaces what was registered
    /// before, so a category left out loses its buttons (modern-uikit.md 5.12: UNCONFIRMED, the
    /// plausible reading of a setter that takes the whole set).
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        let state = categoryState
        state.categories = categories
        let names = categories.map(\.identifier).sorted().joined(separator: ", ")
        world.log.record(.application, "setNotificationCategories [\(names)]")
    }

    /// The registered categories, on the clock's next turn as the center's other answers.
    public func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        let categories = categoryState.categories
        world.clock.schedule(after: 0, label: "getNotificationCategories") { completionHandler(categories) }
    }

    @MainActor public func notificationCategories() async -> Set<UNNotificationCategory> { categoryState.categories }

    package var categoryState: NotificationCategoryState { world.service(NotificationCategoryState.self) }
}

/// The categories the app registered, per simulated device.
package final class NotificationCategoryState: WorldService {
    package var categories: Set<UNNotificationCategory> = []
    package init(world: World) {}

    /// The category a notification's `categoryIdentifier` names; none for "" or an unknown one,
    /// which shows no buttons (5.11).
    package func category(named identifier: String) -> UNNotificationCategory? {
        guard !identifier.isEmpty else { return nil }
        return categories.first { $0.identifier == identifier }
    }
}
