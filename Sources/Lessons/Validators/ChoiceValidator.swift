import Foundation

/// One or several of the question's `choices`, answered by letter (`B`, `b)`, `A, C`, `c a`, Cyrillic `В`) or by the
/// choice's text (or, for a choice that names an API, any spelling of it; see `APIName`; or its first words before
/// an explanation), in any order. Several right choices must all be given, and nothing else. A wrong choice is
/// quoted as typed, with its letter or its text, so the learner sees what they picked.
///
/// Options: `answer` (a letter or a choice's text) / `answers` (several) / `answer_sha256` (of the sorted
/// letters joined by commas, e.g. `A,C`), `multiple` (true when several are right; implied by `answers`).
public struct ChoiceValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "choice"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "multiple"]

    let choices: [String]
    let expected: ExpectedAnswer
    let right: Set<Int>
    let multiple: Bool
    /// The lesson shows its choices as а), б), в), г) (a Russian lesson): those letters name choices by position, and
    /// `в` is the third choice, not the Latin look-alike B.
    let cyrillicLabels: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        choices = options.choices
        cyrillicLabels = Self.usesCyrillicLabels(options.language)
        guard choices.count >= 2 else { throw ValidatorOptionError("a choice question needs at least two “choices”") }
        guard choices.count <= 26 else { throw ValidatorOptionError("a choice question can have at most 26 choices") }
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        var right: Set<Int> = []
        for value in expected.plain {
            guard let index = Self.index(of: value, in: choices, cyrillic: Self.usesCyrillicLabels(options.language)) else {
                throw ValidatorOptionError("choice “\(value)” is not among the \(choices.count) choices",
                                           key: options.has("answers") ? "answers" : "answer")
            }
            right.insert(index)
        }
        self.right = right
        multiple = try options.bool("multiple") ?? (right.count > 1 || options.has("answers"))
    }

    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index))) }

    /// Russian lists label their items а), б), в), г), …: the alphabet without ё, й, ъ, ы, ь.
    static let russianLabels: [Character] = Array("абвгдежзиклмнопрстуфхцчшщэюя")

    static func usesCyrillicLabels(_ language: String) -> Bool { language == "ru" }

    /// The label a learner sees for the choice at `index` in a lesson in `language`: `B` in English, `б` in Russian.
    public static func label(_ index: Int, language: String) -> String {
        usesCyrillicLabels(language) && index < russianLabels.count ? String(russianLabels[index]) : letter(index)
    }

    /// This question's label for a choice.
    func label(_ index: Int) -> String { cyrillicLabels && index < Self.russianLabels.count ? String(Self.russianLabels[index]) : Self.letter(index) }

    /// Cyrillic capitals drawn like Latin ones: a Russian learner types `В` for B without switching layouts.
    /// Only look-alikes; what a key means on the other layout is not guessed.
    static let lookAlikes: [Character: Character] = [
        "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M", "О": "O", "Р": "P", "Т": "T", "Х": "X",
    ]

    /// The choice a letter names (`b`, `B)`, `(b)`, `B.`), among `count` choices. With Cyrillic labels a Cyrillic letter
    /// names its place in the Russian labels (`в` the third); otherwise a Cyrillic look-alike is its Latin letter (`В`
    /// is B). A Latin letter always names its place in the Latin alphabet.
    static func letterIndex(_ token: String, count: Int, cyrillic: Bool = false) -> Int? {
        let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[].:").union(.whitespaces))
        guard trimmed.count == 1, let typed = trimmed.uppercased().first else { return nil }
        if cyrillic, let place = russianLabels.firstIndex(of: Character(typed.lowercased())) {
            return place < count ? place : nil
        }
        guard let ascii = (lookAlikes[typed] ?? typed).asciiValue, ascii >= 65, ascii <= 90, Int(ascii) - 65 < count else { return nil }
        return Int(ascii) - 65
    }

    /// A letter (`b`, `B)`, `(b)`, `B.`, `В`) or a choice's text (without the backticks of its code, without a
    /// full stop), or any spelling of the API a choice names (`viewWillDisappear` for `` `viewWillDisappear(_:)` ``),
    /// or the part of one choice before its explanation (`No` for “No — …”) when no other choice starts so.
    static func index(of token: String, in choices: [String], cyrillic: Bool = false) -> Int? {
        if let index = letterIndex(token, count: choices.count, cyrillic: cyrillic) { return index }
        let wanted = comparable(token)
        if let index = choices.firstIndex(where: { comparable($0) == wanted }) { return index }
        if let name = APIName(token) {
            let named = choices.indices.filter { index in APIName(choices[index]).map { name.matches($0) } == true }
            if named.count == 1 { return named[0] }
        }
        let headed = choices.indices.filter { head(of: choices[$0]) == wanted }
        if headed.count == 1 { return headed[0] }
        // A number said in words for a choice that starts with it: "zero", «ноль» for “0 — …”.
        if let number = numberWords[wanted] {
            let numbered = choices.indices.filter { head(of: choices[$0]) == number || comparable(choices[$0]) == number }
            if numbered.count == 1 { return numbered[0] }
        }
        return nil
    }

    /// Small numbers in words, in both languages, as a choice's head writes them.
    static let numberWords: [String: String] = {
        var table: [String: String] = [:]
        let english = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let russian = ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять"]
        for (value, word) in english.enumerated() { table[word] = String(value) }
        for (value, word) in russian.enumerated() { table[word] = String(value) }
        table["нуль"] = "0"
        return table
    }()

    /// What a choice says before its explanation (`no` for “No: the clear button…”, `0` for “0 — no keyboard…”),
    /// as compared; nil when it explains nothing.
    static func head(of choice: String) -> String? {
        let text = comparable(choice)
        let cuts = [" — ", " – ", " - ", ": ", " (", ", ", "; "].compactMap { text.range(of: $0)?.lowerBound }
        guard let cut = cuts.min() else { return nil }
        let head = text[..<cut].trimmingCharacters(in: .whitespaces)
        return head.isEmpty ? nil : head
    }

    /// A choice's text as compared: whitespace collapsed, lowercased, without backticks, quotes or a final full stop.
    static func comparable(_ text: String) -> String {
        var text = AnswerText.collapseWhitespace(text.replacingOccurrences(of: "`", with: "")).lowercased()
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"'“”«»").union(.whitespaces))
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A choice as shown in a reason: without the backticks of its code.
    static func shown(_ choice: String) -> String { choice.replacingOccurrences(of: "`", with: "") }

    /// The chosen indices, each with what the learner typed for it, or the first part that is not a choice.
    /// A whole answer is tried before it is split, so a choice whose text has commas is read whole; an answer
    /// of which no part is a choice is quoted whole, not by its first part.
    func read(_ answer: String) -> Result<[Int: String], Message> {
        let whole = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if let index = Self.index(of: whole, in: choices, cyrillic: cyrillicLabels) { return .success([index: whole]) }
        if let index = labelled(whole) { return .success([index: whole]) }
        // Sentences are short; a long text is not read for its words (it would cost time, and mean nothing).
        let sentence = !multiple && whole.count <= AnswerSentence.longestSentence
        if sentence, let index = ordinal(whole) { return .success([index: whole]) }
        if sentence, let index = leadingLabel(whole) ?? leadingChoice(whole) { return .success([index: whole]) }
        if sentence, let index = Self.paraphrased(whole, in: choices) { return .success([index: whole]) }
        var chosen: [Int: String] = [:]
        var unknown: String?
        for part in answer.split(whereSeparator: { ",;\n".contains($0) }) {
            let part = part.trimmingCharacters(in: .whitespaces)
            if let index = Self.index(of: part, in: choices, cyrillic: cyrillicLabels) { chosen[index] = chosen[index] ?? part; continue }
            // `A C` or `a and c`: several letters in one part.
            let words = part.split(whereSeparator: \.isWhitespace).map(String.init).filter { !["and", "и"].contains($0.lowercased()) }
            // More words than choices cannot all be letters of different choices.
            let indices = words.count > choices.count ? [] : words.compactMap { Self.letterIndex($0, count: choices.count, cyrillic: cyrillicLabels) }
            guard !words.isEmpty, indices.count == words.count else {
                if unknown == nil { unknown = part }
                continue
            }
            for (index, word) in zip(indices, words) { chosen[index] = chosen[index] ?? word }
        }
        if let unknown {
            return .failure(Message(.choiceUnknown, chosen.isEmpty ? whole : unknown, label(choices.count - 1)))
        }
        return chosen.isEmpty ? .failure(Message(.choiceUnreadable, label(choices.count - 1))) : .success(chosen)
    }

    /// Words that carry no meaning of their own in an answer; negations are not among them.
    static let fillerWords: Set<String> = ["a", "an", "the", "it", "its", "is", "are", "was", "be", "to", "of", "in", "on", "at", "and",
                                           "this", "that", "then", "so", "just", "это", "он", "она", "оно", "в", "на", "и", "а", "то", "же", "ли"]
    /// Negations that qualify a thing ("a notification without a date") rather than deny what happens.
    static let describingNegations: Set<String> = ["without", "без"]
    /// Words that turn a statement around: a choice that has one says something an answer without it does not.
    static let negations: Set<String> = ["not", "no", "never", "nothing", "without", "none", "не", "нет", "никогда", "ничего", "без"]

    /// The words of a text as compared: letters and digits, identifiers split at their capitals
    /// (`keyboardLayoutGuide` is keyboard, layout, guide), lowercased, without one-letter words.
    static func words(_ text: String) -> [String] {
        let text = text.replacingOccurrences(of: "n't", with: " not").replacingOccurrences(of: "n’t", with: " not")
        var words: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previous.isLowercase, !current.isEmpty { words.append(current); current = "" }
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }.filter { $0.count > 1 }
    }

    /// Words that mean the same in answers about these lessons, folded to one (learners say "straight away" for
    /// "right away", «линукс» for Linux, "objc" for Objective-C).
    static let synonyms: [String: String] = [
        "immediately": "immediately", "instantly": "immediately", "straight": "immediately", "right": "immediately",
        "сразу": "immediately", "немедленно": "immediately", "мгновенно": "immediately", "тотчас": "immediately",
        "objc": "objc", "objective": "objc", "линукс": "linux", "линуксе": "linux", "рантайм": "runtime", "рантайма": "runtime",
        "shown": "show", "shows": "show", "appears": "show", "appear": "show", "visible": "show", "displayed": "show",
        "видна": "show", "виден": "show", "видно": "show", "показывается": "show", "появляется": "show", "покажется": "show",
        "hidden": "hide", "hides": "hide", "disappears": "hide", "скрыта": "hide", "прячет": "hide", "исчезает": "hide",
        "tap": "touch", "taps": "touch", "touches": "touch", "тап": "touch", "касание": "touch", "нажатие": "touch",
        "crash": "crash", "crashes": "crash", "падает": "crash", "упадёт": "crash", "вылетит": "crash", "вылетает": "crash",
        "editing": "edit", "edited": "edit", "edits": "edit", "редактируется": "edit", "редактирования": "edit", "редактировании": "edit",
        "delivered": "deliver", "delivers": "deliver", "fires": "deliver", "fire": "deliver", "fired": "deliver", "arrives": "deliver",
        "arrive": "deliver", "доставлено": "deliver", "доставлен": "deliver", "доставляется": "deliver", "доставится": "deliver",
        "сработает": "deliver", "срабатывает": "deliver", "придёт": "deliver", "приходит": "deliver", "придет": "deliver",
    ]

    /// A word as compared: its synonym's, else its first five letters (forms of one word share them).
    static func stem(_ word: String) -> String {
        if let folded = synonyms[word] { return folded }
        return word.count > 5 ? String(word.prefix(5)) : word
    }

    /// The one choice an answer in the learner's own words names, read as a teacher reads it: the words it shares
    /// with each choice (forms and synonyms folded), its yes or no agreeing with the choice's, and a choice that
    /// denies something is not picked by an answer that denies nothing. The choice sharing the most words wins
    /// when it shares at least two (or one of six letters or more) and clearly more than any other. Single-answer
    /// questions only: "delivered right away" picks “It is delivered right away”.
    static func paraphrased(_ answer: String, in choices: [String]) -> Int? {
        let said = words(answer).filter { !fillerWords.contains($0) }
        let scores = paraphraseScores(answer, in: choices)
        let ranked = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        guard let best = ranked.first else { return nil }
        let runnerUp = ranked.dropFirst().first?.value ?? 0
        let longWord = said.count == 1 && said[0].count >= 6
        guard best.value >= 2 || (longWord && best.value >= 1) else { return nil }
        // A clear winner, and a fair part of what the answer says is in it.
        guard best.value > runnerUp, Double(best.value) >= Double(Set(said.map(stem)).count) * 0.25 || best.value >= 3 else { return nil }
        // Words only other choices have may be another answer mixed in ("add in viewWillAppear, remove in deinit"): they
        // count against the winner, which must still win.
        let bestStems = Set(words(choices[best.key]).map(stem))
        let others = Set(choices.indices.filter { $0 != best.key }.flatMap { words(choices[$0]).filter { !fillerWords.contains($0) }.map(stem) })
        let foreign = Set(said.map(stem)).filter { word in !bestStems.contains { similar(word, $0) } && others.contains { similar(word, $0) } }
        guard best.value - foreign.count > runnerUp else { return nil }
        return best.key
    }

    /// How many of an answer's words each choice it may mean shares (forms and synonyms folded), with one more for
    /// agreeing on yes or no, or on denying something. A choice that denies what the answer does not deny, or says yes
    /// where it says no, is left out.
    static func paraphraseScores(_ answer: String, in choices: [String]) -> [Int: Int] {
        let said = words(answer).filter { !fillerWords.contains($0) }
        guard !said.isEmpty else { return [:] }
        let saidStems = Set(said.map(stem))
        let polarity = Self.polarity(said)
        let answerDenies = said.contains { negations.contains($0) }
        var scores: [Int: Int] = [:]
        for index in choices.indices {
            let choiceWords = words(choices[index]).filter { !fillerWords.contains($0) }
            let choicePolarity = Self.polarity(choiceWords)
            if let polarity, let choicePolarity, polarity != choicePolarity { continue }
            // What the choice denies, the answer denies too: its own word, or another negation of its own.
            // A choice that denies what happens is not what an answer that denies nothing says; the words that deny may
            // differ ("never delivered" for “Nothing; … is never delivered”). "Without" describes a thing, not a denial.
            let choiceDenies = choiceWords.contains { negations.contains($0) && !Self.describingNegations.contains($0) }
            let answerDeniesWhatHappens = said.contains { negations.contains($0) && !Self.describingNegations.contains($0) }
            if choicePolarity == nil, choiceDenies, !answerDeniesWhatHappens { continue }
            let choiceStems = Set(choiceWords.map(stem))
            let shared = saidStems.filter { word in choiceStems.contains { similar(word, $0) } }
            let agrees = polarity != nil && polarity == choicePolarity
            // A negation alone is no meaning shared: «не знаю», "not sure" deny nothing a choice says.
            guard agrees || shared.contains(where: { !negations.contains($0) }) else { continue }
            var score = shared.count
            if agrees { score += 1 }
            if choicePolarity == nil, answerDenies, choiceWords.contains(where: { negations.contains($0) }) { score += 1 }
            scores[index] = score
        }
        return scores
    }

    /// Two stems of one word: equal, or one the start of the other and four letters at least (`size`, `sized`).
    static func similar(_ a: String, _ b: String) -> Bool {
        a == b || (min(a.count, b.count) >= 4 && (a.hasPrefix(b) || b.hasPrefix(a)))
    }

    /// Yes or no at the start of a text, in English or Russian; nil when it starts with neither.
    static func polarity(_ words: [String]) -> Bool? {
        guard let first = words.first else { return nil }
        if ["yes", "yeah", "yep", "да", "ага"].contains(first) { return true }
        if ["no", "nope", "нет", "неа"].contains(first) { return false }
        return nil
    }

    /// Ordinal words for the first choices: "the third option", «второй вариант».
    static let ordinals: [(prefixes: [String], index: Int)] = [
        (["first", "1st", "перв"], 0), (["second", "2nd", "втор"], 1), (["third", "3rd", "трет"], 2), (["fourth", "4th", "четв", "четвёрт"], 3),
        (["fifth", "5th", "пят"], 4),
    ]

    /// `the third option`, `second one`, «третий вариант», «второй»: a choice named by its place, in a short answer
    /// with nothing else in it.
    func ordinal(_ answer: String) -> Int? {
        // "the second: nothing is laid out again", «второй вариант, через направляющую»: the ordinal, then a reason
        // that must not mean another choice.
        let head = AnswerSentence.beforeExplanation(answer)
        guard head.count < answer.count else { return ordinalHead(answer) }
        let reason = answer.dropFirst(head.count).drop { ",;:—–-. ".contains($0) }
        guard let index = ordinalHead(head) else { return nil }
        if let other = Self.index(of: String(reason), in: choices, cyrillic: cyrillicLabels), other != index { return nil }
        return reason.isEmpty || !contradicts(String(reason), choice: index) ? index : nil
    }

    /// A choice named by its place: "the third one", «второй вариант», "option 2", «вариант два».
    func ordinalHead(_ answer: String) -> Int? {
        let said = Self.words(answer).filter { !Self.fillerWords.contains($0) }
        let nouns: Set<String> = ["option", "choice", "answer", "variant", "number", "вариант", "ответ", "пункт", "номер"]
        let frame: Set<String> = nouns.union(["one", "think", "say", "думаю"])
        // A noun and a number: "option 2", «вариант два».
        // Digits count here though `words` drops one-character words.
        let tokens = answer.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            .filter { !Self.fillerWords.contains($0) }
        if tokens.count <= 4, tokens.contains(where: nouns.contains) {
            let numbers = tokens.compactMap { word in Int(word) ?? Self.numberWords[word].flatMap { Int($0) } }
            let others = tokens.filter { !frame.contains($0) && Int($0) == nil && Self.numberWords[$0] == nil }
            if numbers.count == 1, others.isEmpty, (1...choices.count).contains(numbers[0]) { return numbers[0] - 1 }
        }
        let rest = said.filter { !frame.contains($0) }
        guard rest.count == 1, said.count <= 4 else { return nil }
        let word = rest[0]
        if ["last", "последний", "последнее", "последняя"].contains(word) { return choices.count - 1 }
        guard let found = Self.ordinals.first(where: { entry in entry.prefixes.contains { word.hasPrefix($0) } }), found.index < choices.count
        else { return nil }
        return found.index
    }

    /// `c — because it repeats`, `b) straight away`, «б: без текста кнопки нет»: a label, a mark after it, and words
    /// that do not name another choice instead.
    func leadingLabel(_ answer: String) -> Int? {
        // Words that only frame the label come off first: "I'd say c — …", «думаю б — …», «ответ в: …».
        var answer = Substring(answer)
        for _ in 0..<3 {
            guard let space = answer.firstIndex(of: " ") else { break }
            let word = answer[..<space].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ",:"))
            guard Self.labelFrames.contains(word) else { break }
            answer = answer[space...].drop { $0 == " " }
        }
        guard let first = answer.first, let index = Self.letterIndex(String(first), count: choices.count, cyrillic: cyrillicLabels) else { return nil }
        var rest = answer.dropFirst()
        guard let mark = rest.first, ").:,—–-".contains(mark) || (mark == " " && rest.dropFirst().first.map { "—–-:".contains($0) } == true)
        else { return nil }
        rest = rest.drop { ").:,—–- ".contains($0) }
        let text = String(rest)
        guard !text.isEmpty else { return index }
        if let other = Self.index(of: text, in: choices, cyrillic: cyrillicLabels), other != index { return nil }
        return contradicts(text, choice: index) ? nil : index
    }

    /// Whether a reason after a choice's label or value means another choice more than this one; words that fit
    /// both do not contradict it. The named choice is measured by the words it shares, even where it denies what a
    /// short reason leaves unsaid («в — касание уйдёт клавиатуре» for “the keyboard gets the touch; the button gets nothing”).
    func contradicts(_ reason: String, choice index: Int) -> Bool {
        // The one choice the reason reads as, if it outscores the named one: decided by rank, never by the order a
        // dictionary happens to list the scores in (that order changes from run to run, and so did this verdict).
        let scores = Self.paraphraseScores(reason, in: choices)
        let own = max(scores[index] ?? 0, Self.sharedWords(reason, choices[index]))
        guard let other = Self.paraphrased(reason, in: choices), other != index, let score = scores[other] else { return false }
        // A reason that denies (`0, because there is no virtual keyboard`) does not say what a choice that denies
        // nothing says (“the virtual keyboard's height, because …”), however many words they share.
        let said = Self.words(reason)
        let reasonDenies = said.contains { Self.negations.contains($0) && !Self.describingNegations.contains($0) }
        let otherDenies = Self.words(choices[other]).contains { Self.negations.contains($0) && !Self.describingNegations.contains($0) }
        if reasonDenies, !otherDenies, Self.polarity(Self.words(choices[other])) == nil { return false }
        return score >= 2 && score > own
    }

    /// `ноль: уведомление не приходит`, `no, the field is empty`: a choice named by what it says first (its value, its
    /// yes or no, its API), then a reason that does not name another choice instead.
    func leadingChoice(_ answer: String) -> Int? {
        let cuts = [":", " — ", " – ", " - ", ","].compactMap { answer.range(of: $0)?.lowerBound }
        guard let cut = cuts.min() else { return nil }
        let head = String(answer[..<cut]).trimmingCharacters(in: .whitespaces)
        // A letter first is `leadingLabel`'s; a list (`B, C`) is no choice with a reason.
        guard !head.isEmpty, Self.letterIndex(head, count: choices.count, cyrillic: cyrillicLabels) == nil,
              let index = Self.index(of: head, in: choices, cyrillic: cyrillicLabels) else { return nil }
        let rest = String(answer[cut...].drop { ":—–-, ".contains($0) })
        guard !rest.isEmpty else { return index }
        if Self.index(of: rest, in: choices, cyrillic: cyrillicLabels) != nil { return nil }
        return contradicts(rest, choice: index) ? nil : index
    }

    /// Words before a label that only frame it.
    static let labelFrames: Set<String> = ["i", "i'd", "i’d", "i'll", "think", "say", "guess", "answer", "answer:", "option", "choice", "it's",
                                           "it’s", "its", "maybe", "probably", "думаю", "ответ", "вариант", "наверное", "пожалуй", "это", "выбираю"]

    /// How many of the answer's words (forms and synonyms folded) the choice's text has, fillers aside.
    static func sharedWords(_ answer: String, _ choice: String) -> Int {
        let choiceStems = Set(words(choice).filter { !fillerWords.contains($0) }.map(stem))
        return Set(words(answer).filter { !fillerWords.contains($0) }.map(stem)).filter { word in choiceStems.contains { similar(word, $0) } }.count
    }

    /// `B) Because …`, `b. viewWillDisappear`, `C — text`: a letter and then its choice's text (or the start of it).
    func labelled(_ answer: String) -> Int? {
        guard let first = answer.first, let index = Self.letterIndex(String(first), count: choices.count, cyrillic: cyrillicLabels) else { return nil }
        let rest = answer.dropFirst()
        guard let mark = rest.first, ").:—-–".contains(mark) else { return nil }
        let text = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if Self.index(of: text, in: choices, cyrillic: cyrillicLabels) == index { return index }
        let wanted = Self.comparable(text)
        return wanted.count >= 3 && Self.comparable(choices[index]).hasPrefix(wanted) ? index : nil
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .success(let chosen) = read(answer) else { return nil }
        return chosen.keys.sorted().map(Self.letter).joined(separator: ",")
    }

    public func validate(_ answer: String) -> ValidationResult {
        let typed: [Int: String]
        switch read(answer) {
        case .failure(let message): return .unreadable(message)
        case .success(let value): typed = value
        }
        let chosen = Set(typed.keys)
        if expected.hash != nil {
            return expected.hashMatches(chosen.sorted().map(Self.letter).joined(separator: ",")) ? .correct : .incorrect(detail: nil)
        }
        if chosen == right { return .correct }
        if !multiple, chosen.count > 1 { return .incorrect(detail: Message(.choiceOnlyOne)) }
        if let wrong = chosen.subtracting(right).min() {
            // Quote what was typed, and the other half: the choice's text for a letter, its letter for a text.
            let said = typed[wrong] ?? Self.letter(wrong)
            if Self.letterIndex(said, count: choices.count, cyrillic: cyrillicLabels) != nil {
                let letter = said.trimmingCharacters(in: CharacterSet(charactersIn: "()[].:").union(.whitespaces))
                return .incorrect(detail: Message(.choiceWrongOne, letter, Self.shown(choices[wrong])))
            }
            return .incorrect(detail: Message(.choiceWrongOne, said, Self.letter(wrong)))
        }
        if multiple, chosen.count == 1 { return .incorrect(detail: Message(.choiceNeedsAll)) }
        return .incorrect(detail: Message(.choiceMissingSome))
    }

    /// The positions of the right choices (empty when the lesson stores only a hash), whatever their labels.
    public var rightChoices: [Int] { right.sorted() }

    public var shownAnswer: String? {
        expected.hash != nil ? nil : right.sorted().map { "\(label($0))) \(choices[$0])" }.joined(separator: "\n")
    }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .success(let a) = read(answer), case .success(let b) = read(other) else { return false }
        return Set(a.keys) == Set(b.keys)
    }
}
