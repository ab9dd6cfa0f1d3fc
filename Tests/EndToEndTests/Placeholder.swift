import Testing

@Test func endToEndBuilds() { #expect(Bool(true)) }
