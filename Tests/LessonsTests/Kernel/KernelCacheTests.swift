import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The kernel cache's programs folder stays bounded, and what is run keeps its place however long ago it was compiled.
@Suite struct KernelCacheTests {
    @Test func pruningKeepsAProgramRunRecentlyThoughItWasWrittenFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-cache-prune-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let cache = KernelCache(root: root)
        let binary = root.appendingPathComponent("binary")
        try Data("#!/bin/sh\n".utf8).write(to: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        let keys = (0..<6).map { "program-\($0)" }
        for (age, key) in keys.enumerated() {
            // Each a copy of its own, written a day apart: program-0 first, program-5 last.
            let own = root.appendingPathComponent("own-\(key)")
            try FileManager.default.copyItem(at: binary, to: own)
            cache.keepProgram(at: own.path, for: key)
            let written = Date().addingTimeInterval(Double(age - 10) * 86_400)
            try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: cache.program(for: key) ?? "")
        }
        // The first one written is the one run again just now.
        cache.markUsed("program-0")
        cache.pruneProgramsIfNeeded(limit: 4)
        #expect(keys.map { cache.program(for: $0) != nil } == [true, false, false, false, true, true])
    }
}
