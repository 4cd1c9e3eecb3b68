import Foundation

/// How many of its seeds a randomized suite runs in this test run: the one rule every seeded
/// suite asks, so that the README's `swift test` stays quick and CI's second run still runs every
/// seed.
///
/// - The full run: `PAGEKIT_RANDOMIZED_SEEDS` set to a positive number (CI's optimized second
///   run, see CONTRIBUTING.md). Every suite runs every seed it declares, and the every-layout
///   driver runs that many seeds per layout.
/// - The quick run (the variable unset, the README's `swift test`): every suite runs the first
///   ``quickShare``th of its seeds (at least one), the same seeds on every run, and the
///   every-layout driver its default count.
///
/// A suite that checks a total over its sequences (moves made, checks exercised) checks the same
/// rate per sequence in both runs: ``count(of:)`` times the rate.
package enum RandomizedSeeds {
  /// The quick run takes one seed in this many of each suite's.
  package static let quickShare: UInt64 = 10

  /// The seeds per layout `PAGEKIT_RANDOMIZED_SEEDS` asks for, or `nil` in the quick run.
  package static let requested: Int? = ProcessInfo.processInfo
    .environment["PAGEKIT_RANDOMIZED_SEEDS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }

  /// Whether this run is the full run, which runs every suite's every seed.
  package static var runsEverySeed: Bool { requested != nil }

  /// How many of a suite's `declared` seeds this run takes: all of them in the full run, else
  /// `declared / quickShare` rounded up (so at least one of a non-empty suite's).
  ///
  /// - Complexity: O(1).
  package static func count(of declared: UInt64) -> UInt64 {
    runsEverySeed ? declared : (declared + quickShare - 1) / quickShare
  }

  /// The seeds of `declared` this run takes: all of them in the full run, else the first
  /// ``count(of:)`` of them.
  ///
  /// - Complexity: O(1).
  package static func seeds(_ declared: ClosedRange<UInt64>) -> ClosedRange<UInt64> {
    let taken = count(of: declared.upperBound - declared.lowerBound + 1)
    return declared.lowerBound...(declared.lowerBound + taken - 1)
  }
}
