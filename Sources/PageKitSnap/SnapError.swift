/// Why a snap strategy or a deceleration could not be created. Nothing is created when it
/// throws.
public enum SnapError: Error, Sendable, Hashable {
  /// A NaN or infinite velocity threshold or rate.
  case nonFiniteValue
  /// A negative velocity threshold.
  case negativeVelocityThreshold
  /// A `maxItems` of zero or less.
  case invalidMaxItems(Int)
  /// A deceleration rate outside the open interval `0 < rate < 1`.
  case invalidDecelerationRate
}
