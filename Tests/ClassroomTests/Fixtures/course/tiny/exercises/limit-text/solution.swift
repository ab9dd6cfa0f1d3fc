/// The first `limit` characters of `text`; nothing when `limit` is zero or less.
func limitText(_ text: String, to limit: Int) -> String {
    limit <= 0 ? "" : String(text.prefix(limit))
}
