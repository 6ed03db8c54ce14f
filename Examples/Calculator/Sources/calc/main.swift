import Calculator
import Foundation

// calc: the calculator on the command line.
//   calc "12+30="            prints the display after the keys: 42
//   calc --tape "2+3×4="     prints the display after every key, one a line
//   calc                     reads one script a line from standard input, prints each result
// A division by zero or the root of a negative number prints "calc: …" on standard error and
// exits 1; an unknown key exits 2.
let arguments = Array(CommandLine.arguments.dropFirst())
let tape = arguments.contains("--tape")
let scripts = arguments.filter { $0 != "--tape" }

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("calc: \(message)\n".utf8))
    exit(status)
}

func run(_ script: String) {
    var calculator = Calculator()
    do {
        for character in script where !character.isWhitespace {
            guard let key = Key(label: String(character)) else { throw CalculatorError.unknownKey(String(character)) }
            try calculator.press(key)
            if tape { print("\(character)  \(calculator.display)") }
        }
    } catch CalculatorError.unknownKey(let key) {
        fail("no key '\(key)' in \(script)", status: 2)
    } catch {
        fail("\(script): \(error)", status: 1)
    }
    if !tape { print(calculator.display) }
}

if scripts.isEmpty {
    while let line = readLine() { run(line) }
} else {
    for script in scripts { run(script) }
}
