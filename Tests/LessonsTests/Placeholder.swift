import Testing

@Test func lessonsBuilds() { #expect(Bool(true)) }
