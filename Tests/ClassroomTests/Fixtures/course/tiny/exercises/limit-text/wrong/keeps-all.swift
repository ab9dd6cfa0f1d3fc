// fails: cuts long text
// message: must be "abc"
func limitText(_ text: String, to limit: Int) -> String {
    text
}
