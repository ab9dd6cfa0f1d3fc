import Testing

@Test func contentBuilds() { #expect(Bool(true)) }
