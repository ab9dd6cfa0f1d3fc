// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets for tutor, kept out of the main package: they are built with
/// `-sanitize=fuzzer` for every module (so the parser and Yams are instrumented too), which only
/// `Fuzz/run` passes, on its own build folder. Nothing here is part of tutor itself.
let package = Package(
    name: "tutor-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "tutor", path: "..")],
    targets: [
        .executableTarget(name: "lesson-parser-fuzzer", dependencies: [
            .product(name: "Lessons", package: "tutor"), .product(name: "Classroom", package: "tutor"),
        ], path: "LessonParser"),
    ]
)
