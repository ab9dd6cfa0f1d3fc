import Testing

@Test func tutorUIBuilds() { #expect(Bool(true)) }
