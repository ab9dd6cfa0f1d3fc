import Testing

@Test func uIKitBuilds() { #expect(Bool(true)) }
