/// The edge resistance past the ends of a bounded strip, written once for every controller:
/// an overscroll of `d` drawn as `c·d / (1 + c·d / D)`, where `c` is the coefficient and `D` the
/// dimension (a page for a pager that counts in pages, the viewport's length in points for one
/// that counts in points), so the drawn overscroll approaches `D` and never reaches it.
@usableFromInline
package struct RubberBand: Sendable {
  /// UIKit's coefficient, the default of every controller.
  @usableFromInline
  package static var standardCoefficient: Double { 0.55 }

  /// The farthest a drawn overscroll is taken to be, as a fraction of the dimension, when it is
  /// inverted: the formula's asymptote, kept just short of it so the inverse stays finite.
  package static var maximumOverscrollFraction: Double { 0.999_999 }

  /// How hard the edge resists (`0` clamps: the strip does not overscroll).
  package var coefficient: Double
  /// The length the drawn overscroll approaches.
  package var dimension: Double

  package init(coefficient: Double = Self.standardCoefficient, dimension: Double) {
    self.coefficient = coefficient
    self.dimension = dimension
  }

  /// The drawn coordinate for a finger coordinate `raw`, resisted past `lower...upper`.
  ///
  /// - Complexity: O(1).
  package func resisted(_ raw: Double, lower: Double, upper: Double) -> Double {
    if raw < lower { return lower - resistance(raw: lower - raw) }
    if raw > upper { return upper + resistance(raw: raw - upper) }
    return raw
  }

  /// The finger coordinate that draws at `drawn`: the inverse of
  /// ``resisted(_:lower:upper:)``, with the drawn overscroll capped just short of the dimension
  /// (with no resistance at all, the range clamps).
  ///
  /// - Complexity: O(1).
  package func unresisted(_ drawn: Double, lower: Double, upper: Double) -> Double {
    guard coefficient > 0 else { return min(max(drawn, lower), upper) }
    let limit = dimension * Self.maximumOverscrollFraction
    if drawn < lower { return lower - inverse(drawn: min(lower - drawn, limit)) }
    if drawn > upper { return upper + inverse(drawn: min(drawn - upper, limit)) }
    return drawn
  }

  /// The drawn coordinate for a motion's frame at `value` (a settle's curve), with `lower...upper`
  /// the resting range: the rule of every layout. A curve that overshoots past an end meets the
  /// finger's resistance; a motion that starts past an end (`from`, a release from the rubber
  /// band) comes back unresisted, and going on outward resists as the finger would have from
  /// there, so it never reaches a dimension past the end and never jumps.
  ///
  /// - Complexity: O(1).
  package func framed(_ value: Double, lower: Double, upper: Double, from: Double?) -> Double {
    var low = lower
    var high = upper
    if let from {
      low = min(low, from)
      high = max(high, from)
    }
    if value < low {
      return resisted(
        unresisted(low, lower: lower, upper: upper) - (low - value), lower: lower, upper: upper)
    }
    if value > high {
      return resisted(
        unresisted(high, lower: lower, upper: upper) + (value - high), lower: lower, upper: upper)
    }
    return value
  }

  /// The drawn overscroll of a finger overscroll `raw >= 0`.
  private func resistance(raw over: Double) -> Double {
    coefficient * over / (1 + coefficient * over / dimension)
  }

  /// The finger overscroll of a drawn overscroll `0 <= over < dimension`.
  private func inverse(drawn over: Double) -> Double {
    over * dimension / (coefficient * (dimension - over))
  }
}
