import Foundation

/// Units learners write after a number, in English and Russian, with what they measure. A question
/// names its unit (`unit: s`); any spelling of that unit is the unit, and another unit of the same
/// dimension (`1 min`) is converted. Data, not special cases: add a row when a lesson needs a unit.
struct MeasureUnit: Sendable, Hashable {
    /// The symbol the table knows the unit by (`s`).
    var symbol: String
    /// What it measures; units convert only within one dimension.
    var dimension: String
    /// How many of the dimension's base unit one of these is (`min`: 60 seconds).
    var factor: Double
    /// Lowercased spellings: abbreviations, singular and plural names, Russian case forms.
    var spellings: Set<String>

    static let all: [MeasureUnit] = [
        MeasureUnit(symbol: "pt", dimension: "length", factor: 1,
                    spellings: ["pt", "pts", "point", "points", "пт", "точка", "точки", "точек", "точку", "точкам", "точками", "точках",
                               "пункт", "пункта", "пунктов", "пункту", "пунктам", "пунктами", "пунктах", "пунктом", "пункте", "пункты",
                               "поинт", "поинта", "поинтов", "поинты"]),
        MeasureUnit(symbol: "ms", dimension: "time", factor: 0.001,
                    spellings: ["ms", "msec", "msecs", "millisecond", "milliseconds", "мс", "миллисекунда", "миллисекунды", "миллисекунд", "миллисекунду"]),
        MeasureUnit(symbol: "s", dimension: "time", factor: 1,
                    spellings: ["s", "sec", "secs", "second", "seconds", "с", "сек", "секунда", "секунды", "секунд", "секунду", "секундам", "секундах"]),
        MeasureUnit(symbol: "min", dimension: "time", factor: 60,
                    spellings: ["min", "mins", "minute", "minutes", "мин", "минута", "минуты", "минут", "минуту", "минутам", "минутах"]),
        MeasureUnit(symbol: "h", dimension: "time", factor: 3600,
                    spellings: ["h", "hr", "hrs", "hour", "hours", "ч", "час", "часа", "часов"]),
        MeasureUnit(symbol: "d", dimension: "time", factor: 86400,
                    spellings: ["d", "day", "days", "дн", "день", "дня", "дней"]),
    ]

    /// The unit a word names (`Minutes`, `сек.`), or nil.
    static func named(_ word: String) -> MeasureUnit? {
        var key = word.lowercased()
        if key.count > 1, key.hasSuffix(".") { key.removeLast() }
        return all.first { $0.spellings.contains(key) }
    }
}

/// Small numbers written as words, in English and Russian, up to 999: `zero`, `sixty-three`,
/// `two hundred and sixteen`, `ноль`, `шестьдесят три`, `двести шестнадцать`.
enum NumberWords {
    static let ones: [String: Int] = baseOnes.merging(russianCases(of: baseOnes)) { first, _ in first }
    static let baseOnes: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19,
        "один": 1, "одна": 1, "единица": 1, "единицу": 1, "единичка": 1, "одно": 1, "одну": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6,
        "семь": 7, "восемь": 8, "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13,
        "четырнадцать": 14, "пятнадцать": 15, "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18, "девятнадцать": 19,
    ]
    /// Russian numerals in their other cases, as a sentence needs them («равно восьми», «с двумя», «единице»): the
    /// irregular ones listed, the rest made as the grammar makes them (`пять` → `пяти`, `пятью`).
    static func russianCases(of words: [String: Int]) -> [String: Int] {
        var forms: [String: Int] = [
            "одного": 1, "одному": 1, "одним": 1, "одной": 1, "одном": 1, "единицы": 1, "единице": 1, "единицей": 1,
            "двух": 2, "двум": 2, "двумя": 2, "трёх": 3, "трех": 3, "трём": 3, "трем": 3, "тремя": 3,
            "четырёх": 4, "четырех": 4, "четырём": 4, "четырем": 4, "четырьмя": 4, "восьмью": 8,
            "сорока": 40, "пятидесяти": 50, "шестидесяти": 60, "семидесяти": 70, "восьмидесяти": 80, "девяноста": 90, "ста": 100,
        ]
        for (word, value) in words where word.hasSuffix("ь") && word.unicodeScalars.first.map({ $0.value >= 0x400 }) == true {
            let stem = word.dropLast()
            // восемь → восьми: the fleeting е.
            let oblique = value == 8 ? "восьм" : String(stem)
            forms[oblique + "и", default: value] = value
            forms[word + "ю", default: value] = value
        }
        return forms
    }
    static let tens: [String: Int] = baseTens.merging(russianCases(of: baseTens)) { first, _ in first }
    static let baseTens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
        "двадцать": 20, "тридцать": 30, "сорок": 40, "пятьдесят": 50, "шестьдесят": 60, "семьдесят": 70, "восемьдесят": 80, "девяносто": 90,
    ]
    static let hundreds: [String: Int] = [
        "сто": 100, "двести": 200, "триста": 300, "четыреста": 400, "пятьсот": 500, "шестьсот": 600, "семьсот": 700,
        "восемьсот": 800, "девятьсот": 900,
    ]
    static let zero: Set<String> = ["zero", "nought", "ноль", "нуль", "нулю", "нолю", "нуля", "ноля", "нулём", "нолём", "нулем", "нолем"]

    /// The number at the start of `words` (lowercased) and how many words it took, or nil.
    static func read(_ words: [String]) -> (value: Int, count: Int)? {
        guard let first = words.first else { return nil }
        if zero.contains(first) { return (0, 1) }
        var index = 0
        var value = 0
        func word(_ at: Int) -> String? { at < words.count ? words[at] : nil }
        if let count = word(0).flatMap({ ones[$0] }), count < 10, word(1) == "hundred" {
            value = count * 100
            index = 2
        } else if word(0) == "hundred" {
            value = 100
            index = 1
        } else if word(0) == "a", word(1) == "hundred" {
            value = 100
            index = 2
        } else if let h = word(0).flatMap({ hundreds[$0] }) {
            value = h
            index = 1
        }
        if index > 0, word(index) == "and", let next = word(index + 1), ones[next] != nil || tens[next] != nil { index += 1 }
        if let t = word(index).flatMap({ tens[$0] }) {
            value += t
            index += 1
            if let o = word(index).flatMap({ ones[$0] }), o < 10 {
                value += o
                index += 1
            }
        } else if let o = word(index).flatMap({ ones[$0] }) {
            value += o
            index += 1
        }
        return index == 0 ? nil : (value, index)
    }
}
