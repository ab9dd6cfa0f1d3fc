// The UserNotifications module; see Package.swift for its role.
