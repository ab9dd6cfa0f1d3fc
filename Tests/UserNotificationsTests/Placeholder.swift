import Testing

@Test func userNotificationsBuilds() { #expect(Bool(true)) }
