import Testing

@Test func simulatorBuilds() { #expect(Bool(true)) }
