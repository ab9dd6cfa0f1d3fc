import Testing

@Test func classroomBuilds() { #expect(Bool(true)) }
