// swift-tools-version: 6.2
import PackageDescription

/// The UIKit model and its simulator are compiled in the Swift 5 language mode on purpose:
/// they are single-threaded by design (as UIKit is main-thread only), and learners' code, which
/// links against them, is Swift 5 code by default. Everything else uses Swift 6.
///
/// Release builds of the model skip the run-time exclusivity checks: the model is
/// single-threaded, debug builds (and so the tests) keep the checks, and on the keyboard's hot
/// path the checks cost about a tenth of the time (measured with `tutor-bench uikit`).
let modelSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v5),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]
/// Tests of the model import both Testing and UIKit. The toolchain declares a Testing–UIKit
/// cross-import overlay (`_Testing_UIKit`) that exists only on Apple platforms, and SwiftPM turns
/// cross-import overlays on, so such a file fails with "no such module '_Testing_UIKit'" on Linux.
let modelTestSettings: [SwiftSetting] = modelSettings + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
/// Release builds of the executables link the Swift runtime and Foundation statically. A tool is
/// started many times a day, and resolving Foundation's shared libraries is most of its start-up
/// (a Foundation-importing `print` takes 6.6 ms linked dynamically, 3.5 ms statically).
/// `-static-stdlib` is given to the compiler too, so the executable's own objects name the static
/// archives Foundation needs (CoreFoundation, ICU); only the executable targets get it, because the
/// libraries' objects are also linked into learners' programs and test bundles, which stay dynamic.
/// `--no-export-dynamic` undoes the export of every symbol that the static link asks for: nothing
/// looks our symbols up by name, and the runtime's `dladdr` at start-up walks them all. `-no-pie`
/// fixes the executable's address, so the loader has no 95,000 pointers to relocate (and the
/// pages holding them are not copied) before `main`.
let staticExecutableSettings: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
let staticExecutableLinking: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie"], .when(configuration: .release)),
]

let package = Package(
    name: "tutor",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tutor", targets: ["tutor"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        // Built with the model so the kernel can link it into learners' programs; nothing in tutor depends on it.
        .library(name: "CMainRunLoop", targets: ["CMainRunLoop"]),
        .library(name: "Lessons", targets: ["Lessons"]),
        // For Fuzz/, whose lesson fuzzer lints every input as `tutor lint` does.
        .library(name: "Classroom", targets: ["Classroom"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/JohnSundell/Ink.git", from: "0.6.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // A real Swift parser for learners' typed code answers: syntax slips reported at their column.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.1"),
        // HMAC-SHA256, which signs every Jupyter message the tutor kernel sends and checks every one it gets.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // libreadline, the REPL's line editor.
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),

        // The main run loop of learners' programs on the model's virtual clock: libdispatch's and CoreFoundation's
        // entry points for the main queue's timed blocks, main run loop timers and running the loop, linked into
        // learners' programs only (never into a tutor process, which links Foundation statically in release).
        .target(name: "CMainRunLoop"),

        // The model of UIKit: Apple's names and behavior, learners `import UIKit`.
        .target(name: "UIKit", dependencies: ["LayoutSolver"], swiftSettings: modelSettings),
        // The Cassowary constraint solver Auto Layout in the model runs on.
        .target(name: "LayoutSolver", swiftSettings: modelSettings),
        // The model of the UserNotifications framework (iOS 10+).
        .target(name: "UserNotifications", dependencies: ["UIKit"], swiftSettings: modelSettings),
        // Simulation controls: device, keyboard modes, taps, virtual time, screen drawing, event log.
        .target(name: "Simulator", dependencies: ["UIKit", "UserNotifications"], swiftSettings: modelSettings),
        // What a lesson's exercise checks use to report what they drew and observed to the kernel.
        .target(name: "ExerciseKit", dependencies: ["Simulator", "CheckChannel"], swiftSettings: modelSettings),
        // The one definition of the channel between ExerciseKit (the writer, inside the learner's program) and the
        // kernel (the reader): the record and the environment names. A leaf: Foundation only.
        .target(name: "CheckChannel", swiftSettings: modelSettings),

        // Runs learners' programs and decides nothing: toolchain and compile plans, process running, the jail and its
        // uid lease, the kernel cache, the grader's sandbox. What comes back (results, scenario reports) is unverified.
        .target(name: "Kernel", dependencies: [
            "CheckChannel",
            .product(name: "Subprocess", package: "swift-subprocess"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),

        // The lessons engine: format, validators, the judge, sessions, progress. Knows nothing of terminals; runs
        // programs only through Kernel's public interface.
        .target(name: "Lessons", dependencies: [
            "Kernel",
            .product(name: "Yams", package: "Yams"),
            .product(name: "Ink", package: "Ink"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        // Terminal front end: Markdown rendering, highlighting, the REPL session.
        .target(name: "TutorUI", dependencies: [
            "Lessons", "Kernel", "CReadline",
            .product(name: "Ink", package: "Ink"),
        ]),
        // Jupyter's notebook format (nbformat 4.5) and how printed output becomes a notebook's outputs: shared by
        // export and import (Classroom) and the kernel (Jupyter). Foundation only.
        .target(name: "NotebookFormat"),
        // Teachers and authors: grading, gradebook, lint, scaffolding, export.
        .target(name: "Classroom", dependencies: [
            "Lessons", "Kernel", "NotebookFormat",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Ink", package: "Ink"),
        ]),
        // The tutor kernel for Jupyter (`tutor jupyter kernel`): the messaging protocol over its own ZeroMQ wire (ZMTP 3.0).
        // It shows steps, hints and verdicts with the terminal's plain-text presenter (TutorUI), so both front ends word them alike.
        .target(name: "Jupyter", dependencies: [
            "Lessons", "Kernel", "TutorUI", "NotebookFormat",
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // The thin executable. It depends on the model targets so that `swift run tutor`
        // builds the object files the kernel links learners' code against.
        .executableTarget(name: "tutor", dependencies: [
            "TutorUI", "Classroom", "Lessons", "Kernel", "Jupyter", "NotebookFormat",
            "UIKit", "UserNotifications", "Simulator", "ExerciseKit", "CheckChannel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: staticExecutableSettings, linkerSettings: staticExecutableLinking),
        // Benchmarks: `swift run -c release tutor-bench`.
        .executableTarget(name: "tutor-bench", dependencies: [
            "UIKit", "UserNotifications", "Simulator", "Lessons", "Kernel", "Classroom", "TutorUI", "Jupyter", "NotebookFormat", "TestDrivers",
        ], path: "Sources/Benchmarks", swiftSettings: staticExecutableSettings, linkerSettings: staticExecutableLinking),

        // What the tests share and the product never ships: golden files, a kernel stand-in, and the drivers.
        .target(name: "TestSupport", dependencies: ["Kernel", "TestDrivers"], path: "Tests/TestSupport"),
        // What the tests and tutor-bench drive the product with: a person at a terminal (a pty typed at), a Jupyter
        // front end speaking the wire protocol. No Testing here: tutor-bench's release build cannot link it.
        .target(name: "TestDrivers", dependencies: ["Jupyter", "NotebookFormat"], path: "Tests/TestDrivers"),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"], swiftSettings: modelTestSettings),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Simulator"], swiftSettings: modelTestSettings),
        .testTarget(name: "SimulatorTests", dependencies: ["UIKit", "Simulator", "TestSupport"],
                    resources: [.copy("Golden")], swiftSettings: modelTestSettings),
        .testTarget(name: "UserNotificationsTests", dependencies: ["UIKit", "UserNotifications", "Simulator"],
                    swiftSettings: modelTestSettings),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "Kernel", "CheckChannel", "TestSupport",
                                                         .product(name: "SwiftParser", package: "swift-syntax")], exclude: ["HeldOutPrograms"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "TutorUITests", dependencies: ["TutorUI", "Lessons", "Kernel", "TestSupport"], resources: [.copy("Golden")]),
        .testTarget(name: "ClassroomTests", dependencies: ["Classroom", "Lessons", "Kernel", "NotebookFormat"], exclude: ["Fixtures"]),
        .testTarget(name: "ContentTests", dependencies: ["Lessons", "Kernel", "Classroom"], exclude: ["Submissions", "HeldOut"]),
        .testTarget(name: "JupyterTests", dependencies: ["Jupyter", "Classroom", "Lessons", "Kernel", "TutorUI", "NotebookFormat", "TestSupport"], resources: [.copy("Python")]),
        .testTarget(name: "EndToEndTests", dependencies: ["Lessons", "Kernel", "TestSupport"], resources: [.copy("Fixtures"), .copy("Golden")]),
    ]
)
