/// The lines two texts share and those only one has, by longest common subsequence: what the
/// learner's passing file does differently from the lesson's reference solution.
public enum LineDiff {
    public enum Line: Equatable, Sendable {
        case same(String), onlyOld(String), onlyNew(String)
    }

    /// Every line of both, in order. Trailing spaces are not a difference.
    public static func lines(old: String, new: String) -> [Line] {
        func split(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                String(line[..<(line.lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map(line.index(after:)) ?? line.startIndex)])
            }
            while lines.last == "" { lines.removeLast() }
            return lines
        }
        let a = split(old), b = split(new)
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { out.append(.same(a[i])); i += 1; j += 1 }
            else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] { out.append(.onlyOld(a[i])); i += 1 }
            else { out.append(.onlyNew(b[j])); j += 1 }
        }
        return out
    }

    /// Changed lines with `context` shared lines around them, `- ` old and `+ ` new; runs of shared
    /// lines left out are shown as `…`. Empty when the texts do not differ.
    public static func changes(old: String, new: String, context: Int = 1) -> [String] {
        let all = lines(old: old, new: new)
        let changed = all.indices.filter { if case .same = all[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var out: [String] = []
        var last = -1
        for index in all.indices where changed.contains(where: { abs($0 - index) <= context }) {
            if last >= 0, index > last + 1 { out.append("…") } else if last < 0, index > 0 { out.append("…") }
            switch all[index] {
            case .same(let text): out.append("  " + text)
            case .onlyOld(let text): out.append("- " + text)
            case .onlyNew(let text): out.append("+ " + text)
            }
            last = index
        }
        if last < all.count - 1 { out.append("…") }
        return out
    }
}
