import CYaml

/// Bounds on what a block of lesson YAML may make the composer and the readers do, checked on
/// libyaml's events before Yams composes the block. Yams resolves an alias to the anchored node
/// itself, so a chain of anchors whose nodes repeat the previous alias nine times (an alias bomb) is
/// a few lines of text for billions of values: Yams hashes every mapping key in full to find
/// duplicates, and the readers (`ValidatorOptions`) copy values out in full. Lessons never need
/// more than a handful of aliases, or more than a few levels of nesting; these limits leave room
/// for far more and stop a hostile block at the alias or the node that crosses them.
struct YAMLLimits {
    /// Values that all the aliases of one block may stand for, counted with what they contain.
    var aliasedValues = 10_000
    /// Nesting of sequences and mappings. libyaml stops at 1000, deep enough for Yams' and the
    /// readers' recursion to need more stack than a secondary thread has.
    var depth = 64

    static let standard = YAMLLimits()

    /// A block that crosses a limit: where (1-based line and column within the block) and which limit.
    struct Breach: Error, Equatable, CustomStringConvertible {
        enum Kind: Equatable { case aliases, depth }
        var kind: Kind
        var limit: Int
        var line: Int
        var column: Int

        /// In English, for callers without a lesson file to point into (`ValidatorOptions(yaml:)`);
        /// `YAMLReader` words it in the author's language at the file position.
        var description: String {
            let what = kind == .aliases ? "aliases stand for more than \(limit) values" : "nested more than \(limit) levels deep"
            return "line \(line), column \(column): \(what)"
        }
    }

    /// The first breach in the text, or nil when it is within bounds or is not YAML libyaml can read
    /// to the end (Yams then reports the syntax error itself).
    func check(_ text: String) -> Breach? {
        var text = text
        return text.withUTF8 { buffer in check(buffer) }
    }

    private func check(_ buffer: UnsafeBufferPointer<UInt8>) -> Breach? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)

        /// Values each anchor stands for, itself included.
        var anchors: [String: Int] = [:]
        /// Open collections: the values counted in each so far (itself included) and its anchor.
        var open: [(values: Int, anchor: String?)] = []
        var aliased = 0

        /// A finished node of `values` values: counted in its parent, remembered under its anchor.
        func finish(_ values: Int, anchor: String?) {
            if let anchor { anchors[anchor] = values }
            if !open.isEmpty { open[open.count - 1].values += values }
        }

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            func breach(_ kind: Breach.Kind, _ limit: Int) -> Breach {
                Breach(kind: kind, limit: limit, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SCALAR_EVENT:
                finish(1, anchor: Self.name(event.data.scalar.anchor))
            case YAML_ALIAS_EVENT:
                let values = Self.name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                aliased += values
                if aliased > aliasedValues { return breach(.aliases, aliasedValues) }
                finish(values, anchor: nil)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard open.count < depth else { return breach(.depth, depth) }
                let anchor = event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                open.append((1, Self.name(anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                finish(closed.values, anchor: closed.anchor)
            default:
                break
            }
        }
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        anchor.map { String(cString: $0) }
    }
}
