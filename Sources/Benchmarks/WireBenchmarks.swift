import Classroom
import Foundation
import NotebookFormat
import Jupyter

/// The kernel's work per Jupyter message, alone: an execute_request as jupyter_client sends it, checked
/// and decoded, and a stream message encoded and signed. Reports only: these are parts of the round trip
/// the jupyter suite holds to its figure. And a lesson cell's recorded output (the button lesson's first
/// cell: two lines and a drawing of the screen) made into notebook outputs, the drawing as SVG beside its text.
enum WireBenchmarks {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(name: "wire") {
            let signer = WireMessage.Signer(key: "a45bfe5d-66b240f7d2ff25714ac58e47")
            let request = WireMessage(
                identities: [[0, 1, 2, 3, 4]],
                header: ["msg_id": .string("60f99efd-497b1c618b24f06d76847ab7_23514_3"), "msg_type": .string("execute_request"),
                         "username": .string("username"), "session": .string("60f99efd-497b1c618b24f06d76847ab7"),
                         "date": .string("2026-11-25T13:13:26.808925Z"), "version": .string("5.4")],
                metadata: ["cellId": .string("a1b2c3")],
                content: ["code": .string("print(\"in both\", 6 * 7)"), "silent": .bool(false), "store_history": .bool(true),
                          "user_expressions": .object([:]), "allow_stdin": .bool(false), "stop_on_error": .bool(true)])
            let frames = request.frames(signer: signer)
            let stream = WireMessage(identities: [Array("kernel.x.stream".utf8)], header: request.header, parentHeader: request.header,
                                     content: ["name": .string("stdout"), "text": .string("in both 42\n")])
            // What the button lesson's first cell prints: two lines, then the simulator's screen (40×35 cells).
            let blank = "|" + String(repeating: " ", count: 40) + "|"
            let edge = "+" + String(repeating: "-", count: 40) + "+"
            func button(_ title: String) -> [String] {
                let inner = "+--------------+", padded = title.padding(toLength: 14, withPad: " ", startingAt: 0)
                return ["|  " + inner + String(repeating: " ", count: 22) + "|", "|  |" + padded + "|" + String(repeating: " ", count: 22) + "|",
                        "|  " + inner + String(repeating: " ", count: 22) + "|"]
            }
            let box = [edge] + Array(repeating: blank, count: 6) + button("    Follow") + [blank] + button("  Invisible")
                + Array(repeating: blank, count: 23) + [edge]
            let printed = "system: 1 title color: systemBlue\ncustom: 0 title color: white\n"
                + "iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt\n" + box.joined(separator: "\n") + "\n"
            guard case .screen? = ScreenDrawing.split(printed).last else { throw BenchmarkError("the sample drawing is not read as one") }
            let outputs = NotebookOutput.outputs(printed: printed)
            guard let display = outputs.last, let data = display.data else { throw BenchmarkError("no display_data for the drawing") }
            let displayMessage = WireMessage(identities: [Array("kernel.x.display_data".utf8)], header: request.header, parentHeader: request.header,
                                             content: ["data": .object(data.mapValues(JSONValue.string)), "metadata": .object([:])])
            let displayFrames = displayMessage.frames(signer: signer)
            return [
                Benchmark(name: "the drawing's display_data (\(displayFrames.map(\.count).reduce(0, +)) bytes) encoded and signed", warmup: 20,
                          iterations: 500, body: { _ = displayMessage.frames(signer: signer) }),
                Benchmark(name: "the drawing's display_data checked and decoded (the client's side)", warmup: 20, iterations: 500, body: {
                    _ = try WireMessage(frames: displayFrames, signer: signer)
                }),
                Benchmark(name: "a cell's output with a screen drawing made into notebook outputs", warmup: 20, iterations: 500, body: {
                    _ = NotebookOutput.outputs(printed: printed)
                }),
                Benchmark(name: "an execute_request checked and decoded", warmup: 50, iterations: 2000, body: {
                    _ = try WireMessage(frames: frames, signer: signer)
                }),
                Benchmark(name: "a stream message encoded and signed", warmup: 50, iterations: 2000, body: {
                    _ = stream.frames(signer: signer)
                }),
            ]
        }
    }
}
