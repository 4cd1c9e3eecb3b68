#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints one line on standard error.
func printError(_ message: String) {
  var line = "pagekit-demo: \(message)\n"
  line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

// `swift run pagekit-demo`: interactive in a terminal, the scripted tour otherwise; `tour`,
// `render` and `--help` as `--help` describes them.
let command: DemoCommand
do {
  command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("\(error); see pagekit-demo --help")
  exit(2)
}

do {
  switch command {
  case .help:
    let screens = (try? DemoApp())?.screens ?? []
    for line in HelpText.lines(screens: screens) { print(line) }
  case .render(let options):
    // Everything is drawn in memory and the folder checked before the first file is written.
    let pictures = try PictureCatalog.render(transition: options.transition, size: options.size)
    try PictureWriter.write(pictures, to: options.outputFolder)
    print("wrote \(pictures.count) pictures to \(options.outputFolder)")
  case .tour:
    try ScriptedTour.play { print($0) }
  case .record(let file):
    try TraceCommands.record(to: file)
  case .replay(let file, let svg):
    try TraceCommands.replay(file: file, svg: svg) { print($0) }
  case .automatic:
    if Terminal.isInteractive {
      let app = try DemoApp()
      if !InteractiveDriver.run(app) {
        try ScriptedTour.play { print($0) }
      }
    } else {
      try ScriptedTour.play { print($0) }
    }
  }
  exit(0)
} catch let error as PictureWriter.WriteError {
  printError(error.message)
  exit(1)
} catch let error as TraceCommands.TraceFileError {
  printError(error.message)
  exit(1)
} catch {
  printError("\(error)")
  exit(1)
}
