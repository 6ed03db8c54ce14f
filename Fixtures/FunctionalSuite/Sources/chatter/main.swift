import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// chatter: a command-line tool for functional tests.
//   chatter greet NAME [--upper]   prints a greeting (the golden-file test)
//   chatter count                  counts the lines on standard input
//   chatter fail                   prints an error and exits 2
//   chatter crash                  aborts (SIGABRT)
//   chatter stubborn               ignores SIGTERM, says "up", waits
//   chatter hang                   says "hanging", waits forever
let arguments = Array(CommandLine.arguments.dropFirst())

func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

switch arguments.first {
case "greet":
    let name = arguments.dropFirst().first { !$0.hasPrefix("--") } ?? "world"
    let greeting = "Hello, \(name)!"
    say(arguments.contains("--upper") ? greeting.uppercased() : greeting)
    say("Have a nice day.")
case "count":
    var count = 0
    while readLine() != nil { count += 1 }
    say("\(count) lines")
case "fail":
    FileHandle.standardError.write(Data("chatter: failing, as asked\n".utf8))
    exit(2)
case "crash":
    say("about to crash")
    abort()
case "stubborn":
    signal(SIGTERM, SIG_IGN)
    say("up")
    while true { sleep(60) }
case "hang":
    say("hanging")
    while true { sleep(60) }
default:
    FileHandle.standardError.write(Data("usage: chatter greet|count|fail|crash|stubborn|hang\n".utf8))
    exit(64)
}
