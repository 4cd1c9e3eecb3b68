/// The timing of an animated programmatic page change: a spring, a cubic Bézier curve, a linear
/// ramp or a custom ``TimingCurve``.
///
/// Every ``TransitionStrategy`` has one, so strategies, and the pagers that hold them, are never
/// generic over their timing:
///
/// ```swift
/// let bouncy = SlideTransition(timing: .spring(SpringCurve(duration: 0.5, bounce: 0.2)))
/// let eased = CubeTransition(timing: .bezier(.easeInOut))
/// let ramp = CrossFadeTransition(timing: .linear(duration: 0.25))
/// ```
///
/// For a curve of your own, conform a type to ``TimingCurve`` and pass it to ``custom(_:)``.
///
/// A built-in timing holds its curve inline: making one, copying it, evaluating it and
/// ``startingWith(velocity:)`` allocate nothing. A custom curve is boxed once, by
/// ``custom(_:)``. Only springs honour an initial velocity (a fling handed to an animated
/// command); custom curves honour it when their own ``TimingCurve/startingWith(velocity:)`` does.
///
/// Two timings are equal when they play the same curve. Custom curves compare with their own `==`
/// when they are `Hashable`, and are otherwise equal only to copies of the same ``custom(_:)``
/// value.
public struct AnimationTiming: TimingCurve, Hashable {
  /// What plays: a built-in curve inline, or a boxed custom one.
  package enum Curve: Sendable {
    case spring(SpringCurve)
    case bezier(CubicBezierCurve)
    case linear(LinearCurve)
    case custom(CustomCurve)
  }

  /// The curve that plays.
  package let curve: Curve

  package init(curve: Curve) {
    self.curve = curve
  }

  /// A damped spring, the only built-in timing that honours an initial velocity.
  ///
  /// - Parameter spring: The spring, for example ``SpringCurve/page`` (the built-in transitions'
  ///   default) or `SpringCurve(duration: 0.5, bounce: 0.2)`.
  /// - Returns: A timing that plays `spring`.
  public static func spring(_ spring: SpringCurve) -> AnimationTiming {
    AnimationTiming(curve: .spring(spring))
  }

  /// A cubic Bézier curve over a fixed duration, as Core Animation's timing functions.
  ///
  /// - Parameter bezier: The curve, for example ``CubicBezierCurve/easeInOut`` or
  ///   `CubicBezierCurve.default.with(duration: 0.25)`.
  /// - Returns: A timing that plays `bezier`; it ignores initial velocities.
  public static func bezier(_ bezier: CubicBezierCurve) -> AnimationTiming {
    AnimationTiming(curve: .bezier(bezier))
  }

  /// Constant speed over a fixed duration.
  ///
  /// - Parameter duration: Seconds from start to end; `0` completes at once. Negative or
  ///   non-finite values are treated as `0`.
  /// - Returns: A linear timing; it ignores initial velocities.
  public static func linear(duration: Double) -> AnimationTiming {
    AnimationTiming(curve: .linear(LinearCurve(duration: duration)))
  }

  /// A curve of your own, boxed once here.
  ///
  /// A ``SpringCurve``, a ``CubicBezierCurve`` or an `AnimationTiming` is stored as the built-in
  /// it is, not boxed.
  ///
  /// - Parameter curve: Any timing curve. Its ``TimingCurve/startingWith(velocity:)`` is used for
  ///   a fling handed to an animated command.
  /// - Returns: A timing that plays `curve`.
  public static func custom(_ curve: some TimingCurve) -> AnimationTiming {
    switch curve {
    case let timing as AnimationTiming: timing
    case let spring as SpringCurve: .spring(spring)
    case let bezier as CubicBezierCurve: .bezier(bezier)
    case let linear as LinearCurve: AnimationTiming(curve: .linear(linear))
    default: AnimationTiming(curve: .custom(CustomCurve(curve)))
    }
  }

  // MARK: TimingCurve

  /// The curve's progress at `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: `0` at the start, `1` once ``settlingDuration`` has passed; springs and some
  ///   Bézier curves overshoot on the way.
  /// - Complexity: O(1) for the built-in curves.
  public func progress(at elapsed: Double) -> Double {
    switch curve {
    case .spring(let spring): spring.progress(at: elapsed)
    case .bezier(let bezier): bezier.progress(at: elapsed)
    case .linear(let linear): linear.progress(at: elapsed)
    case .custom(let custom): custom.progress(elapsed)
    }
  }

  /// The curve's velocity at `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The derivative of ``progress(at:)``, in progress units per second.
  /// - Complexity: O(1) for the built-in curves.
  public func velocity(at elapsed: Double) -> Double {
    switch curve {
    case .spring(let spring): spring.velocity(at: elapsed)
    case .bezier(let bezier): bezier.velocity(at: elapsed)
    case .linear(let linear): linear.velocity(at: elapsed)
    case .custom(let custom): custom.velocity(elapsed)
    }
  }

  /// The time, in seconds, after which the curve is at rest at progress `1`.
  public var settlingDuration: Double {
    switch curve {
    case .spring(let spring): spring.settlingDuration
    case .bezier(let bezier): bezier.settlingDuration
    case .linear(let linear): linear.settlingDuration
    case .custom(let custom): custom.settlingDuration
    }
  }

  /// The same timing, starting at `velocity` where its curve can: a spring takes the velocity, a
  /// Bézier or linear timing is returned unchanged, a custom curve answers for itself.
  ///
  /// - Parameter velocity: The initial velocity, in progress units per second.
  /// - Returns: The timing, started at `velocity`. Allocates nothing for the built-in curves.
  public func startingWith(velocity: Double) -> AnimationTiming {
    switch curve {
    case .spring(let spring): .spring(spring.startingWith(velocity: velocity))
    case .bezier, .linear: self
    case .custom(let custom):
      AnimationTiming(curve: .custom(custom.startingWith(velocity: velocity)))
    }
  }

  // MARK: Hashable

  /// Whether two timings play the same curve.
  ///
  /// - Parameters:
  ///   - lhs: A timing.
  ///   - rhs: Another timing.
  /// - Returns: `true` for equal built-in curves, for custom curves that are `Hashable` and
  ///   equal, and for copies of one ``custom(_:)`` value.
  public static func == (lhs: AnimationTiming, rhs: AnimationTiming) -> Bool {
    switch (lhs.curve, rhs.curve) {
    case (.spring(let left), .spring(let right)): left == right
    case (.bezier(let left), .bezier(let right)): left == right
    case (.linear(let left), .linear(let right)): left == right
    case (.custom(let left), .custom(let right)): left == right
    default: false
    }
  }

  /// Hashes the curve.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch curve {
    case .spring(let spring):
      hasher.combine(0)
      hasher.combine(spring)
    case .bezier(let bezier):
      hasher.combine(1)
      hasher.combine(bezier)
    case .linear(let linear):
      hasher.combine(2)
      hasher.combine(linear)
    case .custom(let custom):
      hasher.combine(3)
      hasher.combine(custom)
    }
  }
}

/// A custom curve behind one box, compared by value when it is `Hashable` and by identity
/// otherwise.
///
/// The box holds the curve in closures made once, where its type is known (as the snap
/// strategy's box does), so a frame of a custom timing calls the curve without opening a
/// protocol existential.
package final class CustomCurve: Sendable, Hashable {
  /// The curve's progress at an elapsed time (`TimingCurve.progress(at:)`).
  package let progress: @Sendable (Double) -> Double
  /// The curve's velocity at an elapsed time (`TimingCurve.velocity(at:)`).
  package let velocity: @Sendable (Double) -> Double
  /// The curve's settling duration, read once: a curve is a value.
  package let settlingDuration: Double
  /// The curve started at a velocity, boxed again.
  private let starting: @Sendable (Double) -> CustomCurve
  /// Whether another box holds an equal curve: the curve type's `==` when it is `Hashable`
  /// (`nil` otherwise).
  private let isEqual: (@Sendable (CustomCurve) -> Bool)?
  /// The curve's value, for `isEqual`'s downcast.
  private let value: any Sendable
  /// The curve's type: equal curves have the same type, whichever way they compare.
  private let type: ObjectIdentifier

  package init<Curve: TimingCurve>(_ base: Curve) {
    progress = { base.progress(at: $0) }
    velocity = { base.velocity(at: $0) }
    settlingDuration = base.settlingDuration
    starting = { CustomCurve(base.startingWith(velocity: $0)) }
    value = base
    type = ObjectIdentifier(Curve.self)
    isEqual = Self.comparison(of: base)
  }

  /// The curve type's `==` against another box's curve, when the type is `Hashable`.
  private static func comparison<Curve: TimingCurve>(of base: Curve)
    -> (@Sendable (CustomCurve) -> Bool)?
  {
    guard let hashable = base as? any Hashable & TimingCurve else { return nil }
    return comparison(ofHashable: hashable)
  }

  private static func comparison<Value: Hashable & TimingCurve>(ofHashable base: Value)
    -> @Sendable (CustomCurve) -> Bool
  {
    { other in (other.value as? Value).map { $0 == base } ?? false }
  }

  /// The curve started at `velocity`, boxed again.
  package func startingWith(velocity: Double) -> CustomCurve { starting(velocity) }

  package static func == (lhs: CustomCurve, rhs: CustomCurve) -> Bool {
    if lhs === rhs { return true }
    return lhs.type == rhs.type && (lhs.isEqual?(rhs) ?? false)
  }

  /// Hashes the curve's type: equal curves have the same type, whichever way they compare.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
  }
}
