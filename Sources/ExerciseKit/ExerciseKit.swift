// The ExerciseKit module; see Package.swift for its role.
