import Classroom
import Foundation
import Jupyter

/// The kernel's work per Jupyter message, alone: an execute_request as jupyter_client sends it, checked
/// and decoded, and a stream message encoded and signed. Reports only: these are parts of the round trip
/// the jupyter suite holds to its figure.
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
            return [
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
