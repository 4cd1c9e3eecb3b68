#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// `swift run pagekit-demo`: interactive in a terminal, the scripted tour otherwise.
do {
  if Terminal.isInteractive {
    let app = try DemoApp()
    if !InteractiveDriver.run(app) {
      try ScriptedTour.play { print($0) }
    }
  } else {
    try ScriptedTour.play { print($0) }
  }
  exit(0)
} catch {
  print("pagekit-demo: \(error)")
  exit(1)
}
