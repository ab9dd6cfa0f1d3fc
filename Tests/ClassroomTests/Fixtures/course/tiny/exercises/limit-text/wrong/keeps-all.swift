// mistake: Returns the text whole, whatever the limit
// feedback: The limit is never applied: return String(text.prefix(limit)), and nothing when the limit is zero or less.
func limitText(_ text: String, to limit: Int) -> String {
    text
}
