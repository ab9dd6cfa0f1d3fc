/// The first `limit` characters of `text`; nothing when `limit` is zero or less.
func limitText(_ text: String, to limit: Int) -> String {
    return text
}
