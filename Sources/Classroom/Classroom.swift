// The Classroom module; see Package.swift for its role.
