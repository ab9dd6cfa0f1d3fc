// The TutorUI module; see Package.swift for its role.
