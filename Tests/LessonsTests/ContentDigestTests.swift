import Testing
@testable import Kernel
@testable import Lessons

/// `ContentDigest` is swift-crypto's SHA-256 in the shapes the kernel and the lessons use: pinned to FIPS 180-4's vectors,
/// and the streamed form (cache keys) to the one-shot form.
struct ContentDigestTests {
    @Test("FIPS 180-4 test vectors")
    func vectors() {
        #expect(ContentDigest.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentDigest.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentDigest.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentDigest.hex(String(repeating: "a", count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test("Messages of exactly 55, 56 and 64 bytes pad correctly")
    func paddingBoundaries() {
        #expect(ContentDigest.hex(String(repeating: "a", count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(ContentDigest.hex(String(repeating: "a", count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(ContentDigest.hex(String(repeating: "a", count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test("Streaming in pieces and fields with their lengths")
    func streamedAndFields() {
        var pieces = ContentDigest()
        pieces.update(Array("ab".utf8))
        pieces.update(Array("c".utf8))
        #expect(pieces.finalizeHex() == ContentDigest.hex("abc"))
        var first = ContentDigest(), second = ContentDigest()
        first.update(field: "ab"); first.update(field: "c")
        second.update(field: "a"); second.update(field: "bc")
        #expect(first.finalizeHex() != second.finalizeHex())
        // A field is its length as 8 bytes, big-endian, then its bytes: the keys cache entries and shards were written under.
        #expect(first.finalizeHex() == ContentDigest.hex([0, 0, 0, 0, 0, 0, 0, 2] + Array("ab".utf8) + [0, 0, 0, 0, 0, 0, 0, 1] + Array("c".utf8)))
    }
}
