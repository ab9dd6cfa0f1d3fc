import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The driver's jobs run directly (`CompilationPlan`): the plan read from `swiftc -###` and `clang -###`, the
/// libraries read from the object as `swift-autolink-extract` reads them, and programs built this way behaving
/// exactly as programs the driver builds — output, compile errors, warnings and link errors alike.
@Suite struct CompilationPlanTests {
    static let scratch = "/tmp/tutor-kernel-1-AB"
    static let driverOutput = """
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /tmp/tutor-kernel-1-AB/main.swift -target x86_64-unknown-linux-gnu -I /m -file-compilation-dir /tmp/tutor-kernel-1-AB -module-name Main -o /tmp/TemporaryDirectory.x1/main-1.o
        /opt/swift/usr/bin/swift-autolink-extract /tmp/TemporaryDirectory.x1/main-1.o -o /tmp/TemporaryDirectory.x1/Main-1.autolink
        /opt/swift/usr/bin/clang -fuse-ld=lld -pie /opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o /tmp/TemporaryDirectory.x1/main-1.o @/tmp/TemporaryDirectory.x1/Main-1.autolink -L /l -lTutorModel -o /tmp/tutor-kernel-1-AB/program

        """

    @Test func theDriversJobsBecomeAPlanWithTheFoldersMarked() throws {
        let jobs = try CompilationPlan.parseDriverJobs(Self.driverOutput, scratch: Self.scratch)
        #expect(jobs.frontend == [["/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", "-primary-file", "@TUTOR_SCRATCH@/main.swift",
                                   "-target", "x86_64-unknown-linux-gnu", "-I", "/m", "-file-compilation-dir", "@TUTOR_SCRATCH@",
                                   "-module-name", "Main", "-o", "@TUTOR_OBJECTS@/main-1.o"]])
        #expect(jobs.objects == ["@TUTOR_OBJECTS@/main-1.o"])
        #expect(jobs.objectsFolder == "/tmp/TemporaryDirectory.x1")
        #expect(jobs.clang.last == "/tmp/tutor-kernel-1-AB/program")
        #expect(jobs.clang.contains("@/tmp/TemporaryDirectory.x1/Main-1.autolink"))
    }

    @Test func shapesThePlanDoesNotKnowAreLeftToTheDriver() {
        func refusal(_ output: String) -> String? {
            do { _ = try CompilationPlan.parseDriverJobs(output, scratch: Self.scratch); return nil } catch { return error.reason }
        }
        #expect(refusal(Self.driverOutput.replacingOccurrences(of: "/m ", with: "\"/my folder\" ")) == "the driver quoted an argument")
        #expect(refusal(Self.driverOutput + "/usr/bin/strip /tmp/tutor-kernel-1-AB/program\n") == "an unexpected job: strip")
        #expect(refusal(Self.driverOutput.split(separator: "\n").dropLast().joined(separator: "\n")) == "not one frontend, autolink and link job each")
        #expect(refusal(Self.driverOutput.replacingOccurrences(of: "-primary-file", with: "-filelist")) == "the frontend takes file lists")
    }

    @Test func clangsLinkerCommandIsReadWithItsQuoting() throws {
        let output = """
            clang version 17.0.0
            Target: x86_64-unknown-linux-gnu
             "/opt/swift/usr/bin/ld.lld" "-pie" "-o" "/tmp/a b/program" "/x/main-1.o" "-lTutorAutolinkEntries" "-rpath" "/p\\"q" "-lc"

            """
        #expect(try CompilationPlan.parseLinkerCommand(output) == ["/opt/swift/usr/bin/ld.lld", "-pie", "-o", "/tmp/a b/program", "/x/main-1.o",
                                                                  "-lTutorAutolinkEntries", "-rpath", "/p\"q", "-lc"])
        #expect(throws: CompilationPlan.Refusal(reason: "clang named no linker")) { try CompilationPlan.parseLinkerCommand("clang version 17\n") }
        #expect(throws: CompilationPlan.Refusal(reason: "clang's linker command is not a linker's")) {
            try CompilationPlan.parseLinkerCommand(" \"/usr/bin/clang\" \"-cc1\"\n")
        }
    }

    @Test func aPlanFillsInThisRunsFoldersAndTheObjectsLibraries() {
        let plan = CompilationPlan(frontend: [["swift-frontend", "-c", "@TUTOR_SCRATCH@/main.swift", "-o", "@TUTOR_OBJECTS@/main-1.o"]],
                                   objects: ["@TUTOR_OBJECTS@/main-1.o"],
                                   link: ["ld.lld", "@TUTOR_OBJECTS@/main-1.o", "-lTutorAutolinkEntries", "-lswiftCore", "-o", "@TUTOR_SCRATCH@/program"],
                                   runtimeOrder: ["-lswiftSwiftOnoneSupport", "-lswiftCore", "-lFoundation", "-lm"])
        #expect(plan.frontendCommands(scratch: "/s", objects: "/s/objects") == [["swift-frontend", "-c", "/s/main.swift", "-o", "/s/objects/main-1.o"]])
        #expect(plan.objectPaths(scratch: "/s", objects: "/s/objects") == ["/s/objects/main-1.o"])
        #expect(plan.linkCommand(scratch: "/s", objects: "/s/objects", autolink: ["-lFoundation", "-lm"])
                == ["ld.lld", "/s/objects/main-1.o", "-lFoundation", "-lm", "-lswiftCore", "-o", "/s/program"])
        // Other entries first, in order (repeats kept); the runtime's once each, in the tool's order.
        #expect(plan.autolinkFlags(["-lm", "-lsqlite3", "-lFoundation", "-lswiftCore", "-lsqlite3", "-lm"])
                == ["-lsqlite3", "-lsqlite3", "-lswiftCore", "-lFoundation", "-lm"])
    }

    @Test func whatIsNotAnELFObjectHasNoEntries() {
        #expect(ELFAutolink.entries(of: Data("#!/bin/sh\n".utf8)) == nil)
        #expect(ELFAutolink.entries(of: Data([0x7F, 0x45, 0x4C, 0x46, 2, 1] + [UInt8](repeating: 0, count: 10))) == nil)
        // A header pointing its section table past the end of the file.
        var header = [UInt8](repeating: 0, count: 64)
        header[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        header[0x28] = 0xFF; header[0x29] = 0xFF; header[0x3A] = 64; header[0x3C] = 3; header[0x3E] = 1
        #expect(ELFAutolink.entries(of: Data(header)) == nil)
    }

    /// The entries read here are the ones the toolchain's own `swift-autolink-extract` writes, for a program
    /// that imports Foundation (many libraries) and one that imports nothing.
    @Test(arguments: ["import Foundation\nprint(Date.distantPast)\n", "print(1 + 1)\n"])
    func theEntriesAreTheOnesSwiftAutolinkExtractWrites(source: String) async throws {
        let kernel = try await KernelFixture.available()
        let invocation = try #require(await kernel.compilerInvocation())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-autolink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let runner = ProcessRunner()
        let object = folder.appendingPathComponent("main.o").path
        let compiled = await runner.run(ProcessRequest(executable: invocation.swiftc, arguments: ["-c", "main.swift", "-o", object],
                                                       workingDirectory: folder.path, mergeStandardError: true))
        #expect(compiled.succeeded, "\(String(decoding: compiled.standardOutput, as: UTF8.self))")
        let extract = URL(fileURLWithPath: invocation.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-autolink-extract").path
        let extracted = await runner.run(ProcessRequest(executable: extract, arguments: [object, "-o", "-"]))
        let expected = String(decoding: extracted.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        let entries = try #require(ELFAutolink.entries(ofObjectAt: object))
        #expect(Set(entries) == Set(expected))
        #expect(entries.contains("-lswiftCore"))
        #expect(entries.contains("-lFoundation") == source.hasPrefix("import Foundation"))
        // Ordered with the order learned from the tool itself, they are exactly what it writes.
        let clang = URL(fileURLWithPath: extract).deletingLastPathComponent().appendingPathComponent("clang").path
        let order = try await CompilationPlan.runtimeLibraryOrder(autolinkTool: extract, clang: clang, folder: folder.path, runner: runner)
        #expect(order.contains("-lswiftCore") && order.contains("-lFoundation") && !order.contains("-lTutorOrderA"), "\(order)")
        let plan = CompilationPlan(frontend: [], objects: [], link: [], runtimeOrder: order)
        #expect(plan.autolinkFlags(entries) == expected)
    }

    /// A graded class compiles in sandboxes with a module cache of their own: the teacher's plan serves them.
    @Test func oneShapeHasOnePlanWhateverTheModuleCache() async throws {
        _ = try await KernelFixture.available()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        for name in ["teacher", "sandbox"] {
            var environment = ProcessInfo.processInfo.environment
            environment[SwiftKernel.moduleCacheVariable] = cache.appendingPathComponent("modules-\(name)").path
            let kernel = SwiftKernel(options: .init(cacheDirectory: cache, useCache: false, environment: environment, directCompilation: true))
            let result = await kernel.run([SourceUnit(name: "cell 1", code: "print(\"\(name)\")")])
            #expect(result.outputs == ["\(name)\n"])
            #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("modules-\(name)").path))
        }
        let folder = cache.appendingPathComponent("runtime/plans")
        let plans = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(plans.count == 1, "\(plans)")
        let plan = try JSONDecoder().decode(CompilationPlan.self, from: Data(contentsOf: folder.appendingPathComponent(plans[0])))
        #expect(plan.frontend[0].contains(CompilationPlan.moduleCacheMark))
        #expect(!plan.frontend[0].joined(separator: " ").contains("modules-teacher"))
    }

    /// One program, one compile error, one warning, one link error: the direct plan and the driver say the same.
    @Test func programsBuiltFromThePlanBehaveAsTheDriversDo() async throws {
        _ = try await KernelFixture.available()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        func kernel(direct: Bool) -> SwiftKernel {
            SwiftKernel(options: .init(cacheDirectory: cache, useCache: false, directCompilation: direct))
        }
        let programs: [[SourceUnit]] = [
            [SourceUnit(name: "cell 1", code: "import UIKit\nlet field = UITextField(frame: CGRect(x: 1, y: 2, width: 3, height: 4))\nprint(field.frame)")],
            [SourceUnit(name: "cell 1", code: "let unused = 3\nvar never = 4\nprint(\"warned\")")],
            [SourceUnit(name: "cell 1", code: "let total: Int = \"many\"")],
            [SourceUnit(name: "cell 1", code: """
                import UIKit
                final class Profile: UIViewController {
                    let name: String
                    init(name: String) { self.name = name; super.init() }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)],
            [SourceUnit(name: "Helpers.swift", code: "func twice(_ value: Int) -> Int { value * 2 }", role: .support),
             SourceUnit(name: "cell 1", code: "print(twice(21))")],
        ]
        for program in programs {
            let direct = await kernel(direct: true).run(program)
            let driver = await kernel(direct: false).run(program)
            #expect(direct.status == driver.status, "\(program)")
            #expect(direct.outputs == driver.outputs)
            #expect(direct.diagnostics == driver.diagnostics)
        }
        // The plans were learned and kept: one per shape (one file; a support file and a cell).
        let plans = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("runtime/plans").path)
        #expect(plans.filter { $0.hasSuffix(".json") }.count == 2, "\(plans)")
        #expect(!plans.contains { $0.hasSuffix(".refused") }, "\(plans)")
    }
}
