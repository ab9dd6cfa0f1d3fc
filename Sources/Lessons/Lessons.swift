// The Lessons module; see Package.swift for its role.
