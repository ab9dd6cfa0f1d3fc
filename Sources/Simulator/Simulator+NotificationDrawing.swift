import Foundation
import UIKit

/// The system's screens as plain text: the lock screen with its notifications, banners and
/// alerts over the app, and the home screen with the app icon's badge.
extension Simulator {
    /// The app's name under its icon and in banners.
    public var appName: String {
        get { world.service(NotificationSystem.self).appName }
        set { world.service(NotificationSystem.self).appName = newValue }
    }

    /// What the device shows now: the lock screen when locked, the home screen (with the badge and
    /// any banner) when the app is not in the foreground, else the app's screen (`render(style:)`)
    /// under the banner or alert that is showing.
    public func renderDevice(style: RenderStyle = .plain) -> String {
        if isLocked { return renderLockScreen() }
        guard isAppRunning, applicationState != .background else { return renderHomeScreen() }
        let banner = renderNotifications()
        return (banner.isEmpty ? "" : "notification over the app:\n" + banner) + render(style: style)
    }

    /// What the user sees of notifications now: the lock screen when locked, else the banner or
    /// alert on screen (empty when there is none).
    public func renderNotifications() -> String {
        if isLocked { return renderLockScreen() }
        guard let banner = visibleBanner else { return "" }
        return banner.presentation == .alert ? Self.alertBox(banner) : bannerBox(banner)
    }

    /// The lock screen: the time and date, then each notification received while locked (newest
    /// first, as iOS lists them), then the unlock slider.
    public func renderLockScreen() -> String {
        let width = Self.screenWidth
        var lines = [Self.top(width)]
        let parts = calendar.dateComponents([.hour, .minute, .weekday, .day, .month], from: now)
        lines.append(Self.row(Self.center(String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0), width - 2), width))
        let dateLine = "\(Self.weekdays[(parts.weekday ?? 1) - 1]), \(parts.day ?? 1) \(Self.months[(parts.month ?? 1) - 1])"
        lines.append(Self.row(Self.center(dateLine, width - 2), width))
        lines.append(Self.row("", width))
        let entries = lockScreenNotifications.reversed()
        for entry in entries {
            for line in card(entry, width: width - 4) { lines.append(Self.row(" " + line + " ", width)) }
        }
        if entries.isEmpty { lines.append(Self.row(Self.center("No Notifications", width - 2), width)) }
        lines.append(Self.row("", width))
        lines.append(Self.row(Self.center("slide to unlock", width - 2), width))
        lines.append(Self.bottom(width))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The home screen: the app's icon with its badge, and a banner on top if one is showing.
    public func renderHomeScreen() -> String {
        let width = Self.screenWidth
        var lines = [Self.top(width)]
        let parts = calendar.dateComponents([.hour, .minute], from: now)
        lines.append(Self.row(" " + String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0), width))
        if let banner = visibleBanner, banner.presentation == .banner {
            for line in card(banner, width: width - 4) { lines.append(Self.row(" " + line + " ", width)) }
        } else {
            lines.append(Self.row("", width))
        }
        let badge = badgeNumber > 0 ? "(\(badgeNumber))" : ""
        lines.append(Self.row("  ┌────┐" + badge, width))
        lines.append(Self.row("  │ ▣  │", width))
        lines.append(Self.row("  └────┘", width))
        lines.append(Self.row("  " + appName, width))
        lines.append(Self.bottom(width))
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Pieces

    static let screenWidth = 40
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]

    /// A notification card: app name and time, title, body (wrapped).
    private func card(_ shown: ShownNotification, width: Int) -> [String] {
        let inner = width - 4
        let time = LogDate.text(shown.date, in: timeZone).dropFirst(11).prefix(5)
        var lines = ["┌" + String(repeating: "─", count: width - 2) + "┐"]
        let head = appName.uppercased()
        lines.append("│ " + Self.pad(head, inner - time.count) + time + " │")
        for text in [shown.title, shown.subtitle].compactMap({ $0 }) where !text.isEmpty {
            for line in Self.wrap(text, inner) { lines.append("│ " + Self.pad(line, inner) + " │") }
        }
        for line in Self.wrap(shown.body ?? "", inner) { lines.append("│ " + Self.pad(line, inner) + " │") }
        lines.append("└" + String(repeating: "─", count: width - 2) + "┘")
        return lines
    }

    private func bannerBox(_ shown: ShownNotification) -> String {
        card(shown, width: Self.screenWidth).joined(separator: "\n") + "\n"
    }

    /// The iOS 8 modal alert: title, body, then Close and the action button (none when `hasAction` is false).
    private static func alertBox(_ shown: ShownNotification) -> String {
        let width = 30, inner = width - 4
        var lines = ["┌" + String(repeating: "─", count: width - 2) + "┐"]
        for text in [shown.title, shown.body].compactMap({ $0 }) where !text.isEmpty {
            for line in wrap(text, inner) { lines.append("│ " + center(line, inner) + " │") }
        }
        let content = shown.delivery.item.content
        if content.hasAction {
            let half = (width - 3) / 2
            lines.append("├" + String(repeating: "─", count: half) + "┬" + String(repeating: "─", count: width - 3 - half) + "┤")
            lines.append("│" + center("Close", half) + "│" + center(content.action ?? "View", width - 3 - half) + "│")
            lines.append("└" + String(repeating: "─", count: half) + "┴" + String(repeating: "─", count: width - 3 - half) + "┘")
        } else {
            lines.append("├" + String(repeating: "─", count: width - 2) + "┤")
            lines.append("│" + center("OK", width - 2) + "│")
            lines.append("└" + String(repeating: "─", count: width - 2) + "┘")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func top(_ width: Int) -> String { "╭" + String(repeating: "─", count: width - 2) + "╮" }
    private static func bottom(_ width: Int) -> String { "╰" + String(repeating: "─", count: width - 2) + "╯" }
    private static func row(_ text: String, _ width: Int) -> String { "│" + pad(text, width - 2) + "│" }

    private static func pad(_ text: String, _ width: Int) -> String {
        let clipped = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        return clipped + String(repeating: " ", count: max(0, width - clipped.count))
    }

    private static func center(_ text: String, _ width: Int) -> String {
        let clipped = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        let left = (width - clipped.count) / 2
        return String(repeating: " ", count: left) + clipped + String(repeating: " ", count: width - left - clipped.count)
    }

    /// Word wrap to `width` characters (one column per character: Latin and Cyrillic text).
    private static func wrap(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
            while current.count > width {
                lines.append(String(current.prefix(width)))
                current = String(current.dropFirst(width))
            }
        }
        lines.append(current)
        return lines
    }
}
