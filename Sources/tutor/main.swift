// The tutor executable: argument parsing only. Every command is wired in `Commands/` and does
// its work through TutorUI and Lessons.
await TutorCommand.main()
