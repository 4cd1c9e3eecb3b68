public import PageKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Checks that a transition strategy keeps the `TransitionStrategy` placement contract, and
/// returns every broken rule.
///
/// Run it on a custom strategy in your own tests:
///
/// ```swift
/// #expect(checkTransition(MyTransition()).isEmpty)
/// ```
///
/// The strategy is sampled at every multiple of `1 / samplesPerPage` in
/// `-(R + 1)...(R + 1)`, where `R` is its `visibleRange` (at most 100 is sampled), plus the
/// offsets `±R`, `±(R + 1)` and `±1,000,000`. Each rule is reported once, with its first
/// example and the number of offsets that broke it. Rules (the ``ConformanceFailure/rule``):
///
/// - `"visibleRange"`: `visibleRange` is finite and positive (otherwise `1` is used for sampling).
/// - `"in place at 0"`: `placement(at: 0)` has translation `0`, scale `1`, alpha `1`,
///   rotation `0` (each within `1e-12`) and is not hidden.
/// - `"finite"`: translation, scale, alpha, zIndex and rotation are finite at every offset.
/// - `"alpha range"`: alpha is in `0...1` at every offset.
/// - `"scale"`: scale is not negative at every offset.
/// - `"hidden beyond visibleRange"`: every page with `|offset| >= R` is hidden.
/// - `"continuity"` (only when `isContinuous` is `true`): what is drawn has no jump larger than
///   `jumpTolerance`.
///
/// **Continuity.** Placements are compared as the pager draws them, after
/// `PagePlacement.sanitized()`. A placement's *visibility* is `0` when it is hidden, and otherwise the smaller
/// of its alpha and the length (in page lengths) by which it overlaps the viewport, taken as the
/// centred interval `±viewportLength/2`; the page covers `translation ± scale·|cos rotation|/2`
/// along the axis (an orthographic view of a page turned about its centre). The *drawn change*
/// between two placements is `0` when both are invisible; the visibility of the visible one when
/// only one is visible; and otherwise the largest change in translation, scale, alpha or rotation,
/// capped by the larger visibility (a change is at most as visible as the pages). zIndex is not
/// compared: drawing order may change in steps. For every pair of neighbouring samples whose drawn
/// change exceeds `jumpTolerance`, the interval is bisected 36 times, following the half with the
/// larger change; a jump is reported only if the change still exceeds the tolerance across an
/// interval of about `1e-13` pages. A continuous strategy with any reasonable slope therefore
/// passes, however steep it is between samples; a jump larger than the tolerance is always found
/// unless the placement returns to where it was within one sample spacing (a spike narrower than
/// `1 / samplesPerPage`): raise `samplesPerPage` to look closer.
///
/// - Parameters:
///   - strategy: The strategy to check.
///   - samplesPerPage: Samples per page of offset (default 256; at least 8 are taken).
///   - jumpTolerance: The largest drawn change accepted as continuous (default `0.01`).
///   - viewportLength: The viewport's length in page lengths, centred on offset `0`, for
///     visibility. `nil` (the default) takes `2R − 1`: one page for the default visible range,
///     and room for every page within `R` otherwise.
/// - Returns: The broken rules; empty when the strategy conforms.
/// - Complexity: O(`samplesPerPage` · R) placements.
public func checkTransition<Strategy: TransitionStrategy>(
  _ strategy: Strategy, samplesPerPage: Int = 256, jumpTolerance: Double = 0.01,
  viewportLength: Double? = nil
) -> [ConformanceFailure] {
  var report = TransitionReport()
  var range = strategy.visibleRange
  if !range.isFinite || range <= 0 {
    report.add("visibleRange", "visibleRange is \(range), not finite and positive")
    range = 1
  }
  let sampledRange = min(range, 100)
  let perPage = max(samplesPerPage, 8)
  let viewport = viewportLength.map { $0.isFinite ? max($0, 0) : 1 } ?? max(2 * range - 1, 1)
  let tolerance = jumpTolerance.isFinite ? max(jumpTolerance, 0) : 0.01

  let origin = strategy.placement(at: 0)
  let inPlace =
    !origin.isHidden && abs(origin.translation) <= 1e-12 && abs(origin.scale - 1) <= 1e-12
    && abs(origin.alpha - 1) <= 1e-12 && abs(origin.rotation) <= 1e-12
  if !inPlace {
    report.add("in place at 0", "placement(at: 0) is \(origin)")
  }

  let last = Int((Double(perPage) * (sampledRange + 1)).rounded(.up))
  var offsets = (-last...last).map { Double($0) / Double(perPage) }
  offsets += [range, -range, range + 1, -range - 1, 1_000_000, -1_000_000]
  offsets.sort()

  var previous: (offset: Double, placement: PagePlacement)?
  for offset in offsets {
    let placement = strategy.placement(at: offset)
    let values = [
      placement.translation, placement.scale, placement.alpha, placement.zIndex, placement.rotation,
    ]
    if values.contains(where: { !$0.isFinite }) {
      report.add("finite", "placement(at: \(offset)) is \(placement)")
    }
    if !(0...1).contains(placement.alpha) && !placement.alpha.isNaN {
      report.add("alpha range", "alpha \(placement.alpha) at offset \(offset)")
    }
    if placement.scale < 0 {
      report.add("scale", "scale \(placement.scale) at offset \(offset)")
    }
    if abs(offset) >= range && !placement.isHidden {
      report.add(
        "hidden beyond visibleRange", "offset \(offset) is drawn (visibleRange \(range))")
    }
    if strategy.isContinuous, let (lower, lowerPlacement) = previous,
      abs(offset) <= sampledRange + 1, abs(lower) <= sampledRange + 1,
      drawnChange(lowerPlacement.sanitized(), placement.sanitized(), viewport: viewport)
        > tolerance,
      let jump = confirmedJump(
        strategy, from: lower, to: offset, tolerance: tolerance, viewport: viewport)
    {
      report.add(
        "continuity",
        "a drawn change of \(jump.size) at offset \((jump.offset * 1e9).rounded() / 1e9) "
          + "(between samples \(lower) and "
          + "\(offset))")
    }
    previous = (offset, placement)
  }
  return report.failures
}

/// Failures collected by rule: the first example of each rule and how often it broke.
private struct TransitionReport {
  private var rules: [String] = []
  private var examples: [String: (detail: String, count: Int)] = [:]

  mutating func add(_ rule: String, _ detail: String) {
    if let existing = examples[rule] {
      examples[rule] = (existing.detail, existing.count + 1)
    } else {
      rules.append(rule)
      examples[rule] = (detail, 1)
    }
  }

  var failures: [ConformanceFailure] {
    rules.compactMap { rule in
      guard let example = examples[rule] else { return nil }
      let suffix = example.count > 1 ? " (and \(example.count - 1) more)" : ""
      return ConformanceFailure(rule: rule, detail: example.detail + suffix)
    }
  }
}

/// How much of a placement can be seen: `0` when hidden, otherwise the smaller of its alpha and
/// its overlap with the viewport, in page lengths.
private func visibility(_ placement: PagePlacement, viewport: Double) -> Double {
  guard !placement.isHidden else { return 0 }
  let half = max(placement.scale, 0) * abs(cos(placement.rotation)) / 2
  let lower = max(placement.translation - half, -viewport / 2)
  let upper = min(placement.translation + half, viewport / 2)
  return min(min(max(placement.alpha, 0), 1), max(upper - lower, 0))
}

/// The drawn change between two placements (see `checkTransition`).
private func drawnChange(_ a: PagePlacement, _ b: PagePlacement, viewport: Double) -> Double {
  let visibleA = visibility(a, viewport: viewport)
  let visibleB = visibility(b, viewport: viewport)
  let seen = max(visibleA, visibleB)
  guard visibleA > 0 && visibleB > 0 else { return seen }
  let change = max(
    abs(a.translation - b.translation), abs(a.scale - b.scale), abs(a.alpha - b.alpha),
    abs(a.rotation - b.rotation))
  return min(change, seen)
}

/// Bisects `lower...upper` toward the larger drawn change; returns the jump if it survives.
private func confirmedJump<Strategy: TransitionStrategy>(
  _ strategy: Strategy, from lower: Double, to upper: Double, tolerance: Double, viewport: Double
) -> (offset: Double, size: Double)? {
  var low = lower
  var high = upper
  var lowPlacement = strategy.placement(at: low).sanitized()
  var highPlacement = strategy.placement(at: high).sanitized()
  for _ in 0..<36 {
    let middle = low + (high - low) / 2
    guard middle > low && middle < high else { break }
    let middlePlacement = strategy.placement(at: middle).sanitized()
    let left = drawnChange(lowPlacement, middlePlacement, viewport: viewport)
    let right = drawnChange(middlePlacement, highPlacement, viewport: viewport)
    if left >= right {
      high = middle
      highPlacement = middlePlacement
    } else {
      low = middle
      lowPlacement = middlePlacement
    }
  }
  let size = drawnChange(lowPlacement, highPlacement, viewport: viewport)
  return size > tolerance ? (low + (high - low) / 2, size) : nil
}
