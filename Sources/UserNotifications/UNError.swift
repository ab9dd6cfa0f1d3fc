import Foundation

/// The errors the notification centre reports, as Apple declares them: a struct holding a `Code`, in the
/// `UNErrorDomain` domain. The model raises `notificationsNotAllowed` when a request is added while the user has
/// denied notifications ("This error occurs when you try to submit a notification request and your app … isn't
/// authorized to schedule notifications"); the other codes exist so code that tests for them compiles.
public struct UNError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable, Hashable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401

        /// `catch UNError.notificationsNotAllowed`, as Swift matches an imported error's code on iOS.
        public static func ~= (code: Code, error: Error) -> Bool { (error as? UNError)?.code == code }
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { UNErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        code == .notificationsNotAllowed ? [NSLocalizedDescriptionKey: "Notifications are not allowed for this application"] : [:]
    }

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
}

/// The domain of `UNError`'s errors.
public let UNErrorDomain = "UNErrorDomain"
