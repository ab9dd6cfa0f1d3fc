// The Simulator module; see Package.swift for its role.
