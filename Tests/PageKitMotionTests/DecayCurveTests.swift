import PageKitCore
import Testing

/// Docs/Physics.md, "Deceleration" (vectors D6 and D7): the decay a release glides on, and its
/// own invariants.
@Suite struct DecayCurveTests {
  static func close(_ value: Double, _ expected: Double, relative: Double = 1e-6) -> Bool {
    abs(value - expected) <= relative * max(abs(expected), 1)
  }

  /// UIKit's continuous projection `v / λ` (Docs/Physics.md, "Deceleration"), in points.
  static func continuousProjection(_ velocity: Double, _ deceleration: Deceleration) -> Double {
    velocity / deceleration.decayRate
  }

  @Test func namedRatesAreUIKits() {
    // λ = −1000·ln d.
    #expect(Self.close(DecayCurve.normal.velocity(at: 0), 2.002002))
    #expect(Self.close(DecayCurve.fast.velocity(at: 0), 10.050336))
    #expect(DecayCurve() == DecayCurve.normal)
    #expect(DecayCurve(.fast) == DecayCurve.fast)
  }

  // Vector D6: v0 = 1000 pt/s, d = 0.998, after 0.1 s: v = 818.567 pt/s, Δx = 90.6259 pt.
  @Test func vector6VelocityAndDistance() {
    let curve = DecayCurve.normal
    let distance = 1_000 / curve.velocity(at: 0)
    #expect(Self.close(distance * curve.velocity(at: 0.1), 818.567), "vector 6")
    #expect(Self.close(distance * curve.progress(at: 0.1), 90.6259), "vector 6")
    let glide = DecayCurve(
      distance: Self.continuousProjection(1_000, .normal), velocity: 1_000)
    #expect(Self.close(distance * glide.velocity(at: 0.1), 818.567), "vector 6")
    #expect(Self.close(distance * glide.progress(at: 0.1), 90.6259), "vector 6")
  }

  // Vector D7: time until less than 0.5 pt remains, v0 = 1000 pt/s.
  @Test(arguments: [(0.998, 3.44992), (0.99, 0.526679)])
  func vector7SettlingDuration(rate: Double, expected: Double) throws {
    let deceleration = try Deceleration(rate: rate)
    let curve = DecayCurve(
      distance: Self.continuousProjection(1_000, deceleration), velocity: 1_000)
    #expect(Self.close(curve.settlingDuration, expected), "vector 7: \(curve.settlingDuration)")
  }

  static let glides: [(distance: Double, velocity: Double)] = [
    (499, 1_000), (1_247.5, 2_500), (-399.2, -800), (87, 2_500), (-20, -3_000), (5_000, 300),
  ]

  @Test(arguments: glides)
  func glideInvariants(distance: Double, velocity: Double) {
    let curve = DecayCurve(distance: distance, velocity: velocity)
    let label = "distance \(distance) velocity \(velocity)"
    // Starts at the release velocity over the distance, at progress 0.
    #expect(curve.progress(at: 0) == 0, "\(label)")
    #expect(Self.close(curve.velocity(at: 0), velocity / distance), "\(label)")
    // Ends at exactly 1, at rest, when less than half a point is left.
    let end = curve.settlingDuration
    #expect(end.isFinite && end > 0, "\(label)")
    #expect(curve.progress(at: end) == 1 && curve.velocity(at: end) == 0, "\(label)")
    let left = abs(distance) * (1 - curve.progress(at: end.nextDown))
    #expect(Self.close(left, 0.5, relative: 1e-9), "\(label): \(left) points left")
    // Monotonic, never past 1, with a decreasing speed.
    var previous = (progress: 0.0, velocity: curve.velocity(at: 0))
    for step in 1...200 {
      let time = end * Double(step) / 200
      let progress = curve.progress(at: time)
      let speed = curve.velocity(at: time)
      #expect(progress >= previous.progress && progress <= 1, "\(label) step \(step)")
      #expect(speed <= previous.velocity && speed >= 0, "\(label) step \(step)")
      previous = (progress, speed)
    }
  }

  @Test func theDecayToTheDiscreteProjectionStartsAtTheReleaseVelocity() {
    for velocity in [300.0, 1_000, -2_500] {
      let distance = Deceleration.normal.restingOffset(from: 0, contentVelocity: velocity)
      let curve = DecayCurve(distance: distance, velocity: velocity)
      #expect(Self.close(curve.velocity(at: 0) * distance, velocity), "velocity \(velocity)")
      // The discrete projection is 0.1 % shorter than the continuous one: a slightly faster
      // decay than UIKit's own rate.
      #expect(curve.velocity(at: 0) > DecayCurve.normal.velocity(at: 0))
      #expect(Self.close(curve.velocity(at: 0), DecayCurve.normal.velocity(at: 0), relative: 2e-3))
    }
  }

  @Test func startingWithAVelocityMakesItTheRate() {
    let started = DecayCurve.normal.startingWith(velocity: 7)
    #expect(started.velocity(at: 0) == 7 && started.progress(at: 1e9) == 1)
    for velocity in [0.0, -3, .nan, .infinity] {
      #expect(DecayCurve.normal.startingWith(velocity: velocity) == DecayCurve.normal)
    }
  }

  @Test func badInputHasADocumentedOutcome() {
    // A distance that is not finite, zero, or within the threshold settles at once.
    for distance in [Double.nan, .infinity, 0, 0.25] {
      let curve = DecayCurve(distance: distance, velocity: 1_000)
      #expect(curve.settlingDuration == 0, "distance \(distance)")
      #expect(curve.progress(at: 0.01) == 1, "distance \(distance)")
    }
    // Slower than half a point of travel at UIKit's rate: no duration (was Deceleration's).
    let slow = DecayCurve(distance: Self.continuousProjection(0.5, .normal), velocity: 0.5)
    #expect(slow.settlingDuration == 0)
    // A velocity that is not finite, zero or backwards gets UIKit's normal rate.
    for velocity in [Double.nan, .infinity, 0, -100] {
      let curve = DecayCurve(distance: 100, velocity: velocity)
      #expect(curve.velocity(at: 0) == DecayCurve.normal.velocity(at: 0), "velocity \(velocity)")
      #expect(curve.progress(at: curve.settlingDuration) == 1, "velocity \(velocity)")
    }
    // Zero, negative and NaN times read the start.
    let curve = DecayCurve(distance: 100, velocity: 1_000)
    #expect(curve.velocity(at: -3) == curve.velocity(at: 0) && curve.progress(at: -3) == 0)
    #expect(curve.velocity(at: .nan) == curve.velocity(at: 0) && curve.progress(at: .nan) == 0)
    // A bad epsilon becomes the default.
    #expect(DecayCurve(.normal, epsilon: .nan) == DecayCurve.normal)
    #expect(DecayCurve(.normal, epsilon: -1) == DecayCurve.normal)
  }
}
