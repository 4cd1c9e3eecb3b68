import PageKitCore
import PageKitSnap
import PageKitTestSupport

/// A strip of one of the two built-in kinds, drawn at random.
enum RandomStrip {
  case uniform(UniformStrip)
  case variable(VariableStrip)

  static func make(_ random: inout SplitMix64, maxCount: Int) throws -> RandomStrip {
    let count = random.int(in: 1...maxCount)
    let spacing = random.chance(0.3) ? 0 : random.double(in: 0...24)
    let leading = random.chance(0.3) ? 0 : random.double(in: 0...60)
    let trailing = random.chance(0.3) ? 0 : random.double(in: 0...60)
    if random.chance(0.5) {
      return .uniform(
        try UniformStrip(
          count: count, itemLength: random.double(in: 1...300), spacing: spacing,
          leadingInset: leading, trailingInset: trailing))
    }
    let lengths = (0..<count).map { _ in random.double(in: 1...300) }
    return .variable(
      try VariableStrip(
        lengths: lengths, spacing: spacing, leadingInset: leading, trailingInset: trailing))
  }
}

/// A random anchor with an inset of up to 40 points.
func randomAnchor(_ random: inout SplitMix64) -> SnapAnchor {
  switch random.int(in: 0...2) {
  case 0: .leading(random.chance(0.3) ? 0 : random.double(in: 0...40))
  case 1: .center
  default: .trailing(random.chance(0.3) ? 0 : random.double(in: 0...40))
  }
}
