import Foundation
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// An exploration, not a rule yet: the driver's opt-in check that at an animated command every
/// page visible before it stays where it is drawn (`checksDrawnAtCommands`). It still fails on
/// a few seeds per layout (retargets that end a splice: see the branch notes), so it runs only
/// with `PAGEKIT_EXPLORE_DRAWN_AT_COMMANDS` set and prints what it finds (`EXPLORE` lines)
/// instead of failing.
@Suite struct DrawnAtCommandsExploration {
  @Test(arguments: EveryLayoutRandomizedTests.Layout.allCases)
  func explore(_ layout: EveryLayoutRandomizedTests.Layout) throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["PAGEKIT_EXPLORE_DRAWN_AT_COMMANDS"] != nil else { return }
    let seeds = UInt64(EveryLayoutRandomizedTests.seedCount)
    var failing: [String] = []
    for seed in 1...seeds {
      let subject = try layout.subject(seed: seed)
      let steps = RandomizedPagingDriver.steps(
        seed: seed, count: EveryLayoutRandomizedTests.stepCount, itemStride: subject.itemStride)
      if let failure = RandomizedPagingDriver.run(
        steps, on: subject, layout: layout.rawValue, seed: seed, checksDrawnAtCommands: true)
      {
        let last = failure.trace.suffix(4).joined(separator: "\n    ")
        failing.append("seed \(seed) step \(failure.stepNumber): \(failure.message)\n    \(last)")
      }
    }
    print("EXPLORE \(layout.rawValue): \(failing.count) of \(seeds)")
    for line in failing.prefix(6) { print("EXPLORE   \(line)") }
  }
}
