import Foundation
import Testing

// Eight suites of eight tests, generated: each test prints its own name on 100 lines of stdout
// and 100 of stderr, yielding between lines so that tests running beside it print in between.

/// Prints `name` 100 times on stdout and on stderr, each line tagged with its number.
func printLines(_ name: String) async {
    for line in 0..<100 {
        print("\(name) out \(line)")
        FileHandle.standardError.write(Data("\(name) err \(line)\n".utf8))
        await Task.yield()
    }
}

@Suite struct Printer0Tests {
    @Test func prints0() async {
        await printLines("Printer0Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer0Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer0Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer0Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer0Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer0Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer0Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer0Tests.prints7")
    }
}

@Suite struct Printer1Tests {
    @Test func prints0() async {
        await printLines("Printer1Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer1Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer1Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer1Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer1Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer1Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer1Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer1Tests.prints7")
    }
}

@Suite struct Printer2Tests {
    @Test func prints0() async {
        await printLines("Printer2Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer2Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer2Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer2Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer2Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer2Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer2Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer2Tests.prints7")
    }
}

@Suite struct Printer3Tests {
    @Test func prints0() async {
        await printLines("Printer3Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer3Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer3Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer3Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer3Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer3Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer3Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer3Tests.prints7")
    }
}

@Suite struct Printer4Tests {
    @Test func prints0() async {
        await printLines("Printer4Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer4Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer4Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer4Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer4Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer4Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer4Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer4Tests.prints7")
    }
}

@Suite struct Printer5Tests {
    @Test func prints0() async {
        await printLines("Printer5Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer5Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer5Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer5Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer5Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer5Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer5Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer5Tests.prints7")
    }
}

@Suite struct Printer6Tests {
    @Test func prints0() async {
        await printLines("Printer6Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer6Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer6Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer6Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer6Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer6Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer6Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer6Tests.prints7")
    }
}

@Suite struct Printer7Tests {
    @Test func prints0() async {
        await printLines("Printer7Tests.prints0")
    }

    @Test func prints1() async {
        await printLines("Printer7Tests.prints1")
    }

    @Test func prints2() async {
        await printLines("Printer7Tests.prints2")
    }

    @Test func prints3() async {
        await printLines("Printer7Tests.prints3")
    }

    @Test func prints4() async {
        await printLines("Printer7Tests.prints4")
    }

    @Test func prints5() async {
        await printLines("Printer7Tests.prints5")
    }

    @Test func prints6() async {
        await printLines("Printer7Tests.prints6")
    }

    @Test func prints7() async {
        await printLines("Printer7Tests.prints7")
    }
}
