import Foundation
import Kernel
import Lessons

/// One part of a class graded on its own machine (`tutor grade --shard I/N`): the students whose id's
/// SHA-256 falls in part I of N. The split depends on the id alone, so every machine of a CI matrix
/// (or every task of a job array) takes its own students without talking to the others, and a late
/// student never moves another to a different shard.
public struct GradingShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, with 1 ≤ I ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(student: String) -> Bool {
        let digest = ContentDigest.hex("tutor grading shard\u{0}" + student)
        let value = UInt64(digest.prefix(15), radix: 16) ?? 0
        return Int(value % UInt64(count)) == index - 1
    }
}

/// `tutor gradebook merge A B … -o C`: the shards' gradebooks in one.
///
/// Every attempt of every source is recorded into the destination with its own grading time, so a
/// student's current grade is the same as in the source that graded them last; recording is keyed by
/// (student, content hash), so merging again, or merging a gradebook into itself, adds nothing.
/// Gradebooks graded with different content (lessons, hidden checks, grading rules: the digest
/// `ClassGrader` records) are refused, since their scores do not measure the same thing; so is a
/// destination holding grades of other content.
public enum GradebookMerge {
    public struct Summary: Sendable, Hashable {
        /// Students in the destination after the merge.
        public var students: Int
        /// Attempts the merge added (zero when it was merged before).
        public var added: Int
    }

    public static func run(sources: [URL], into destination: URL) throws -> Summary {
        guard !sources.isEmpty else { throw ClassroomError.usage("Name the gradebooks to merge.") }
        var books: [(URL, Gradebook, String)] = []
        for source in sources {
            guard FileManager.default.fileExists(atPath: source.path) else {
                throw ClassroomError.usage("No gradebook at \(source.path).")
            }
            let book = try Gradebook(url: source)
            guard let digest = try book.contentDigest() else {
                throw ClassroomError("\(source.path) does not record the content it was graded with "
                                     + "(graded by an older tutor, or never graded): grade it again, then merge.")
            }
            books.append((source, book, digest))
        }
        let (firstURL, firstBook, digest) = books[0]
        if let other = books.first(where: { $0.2 != digest }) {
            throw ClassroomError("The gradebooks were graded with different content: \(firstURL.path) (\(digest.prefix(12))) "
                                 + "and \(other.0.path) (\(other.2.prefix(12))). Grade every shard with the same lessons, "
                                 + "hidden checks and --program-timeout.")
        }
        let existed = FileManager.default.fileExists(atPath: destination.path)
        let merged = try Gradebook(url: destination)
        if existed, let held = try merged.contentDigest(), held != digest {
            throw ClassroomError("\(destination.path) holds grades of other content (\(held.prefix(12)), not \(digest.prefix(12))): "
                                 + "merge into a new file.")
        }
        try merged.record(outlines: try firstBook.outlines())
        try merged.record(contentDigest: digest)
        var added = 0
        for (_, book, _) in books where book.url.standardizedFileURL != destination.standardizedFileURL {
            for attempt in try book.attempts() {
                guard let grade = try book.grade(student: attempt.student, contentHash: attempt.contentHash) else { continue }
                if try merged.record(grade, at: attempt.gradedAt) { added += 1 }
            }
        }
        return Summary(students: try merged.currentGrades().count, added: added)
    }
}
