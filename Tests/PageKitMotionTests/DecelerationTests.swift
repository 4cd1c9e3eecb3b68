import PageKitCore
import Testing

/// Docs/Physics.md, vectors D1–D7: UIKit deceleration.
@Suite struct DecelerationTests {
  static func close(_ value: Double, _ expected: Double, relative: Double = 1e-6) -> Bool {
    abs(value - expected) <= relative * max(abs(expected), 1)
  }

  // Vectors D1–D3: Apple's discrete projection (v / 1000) * d / (1 - d).
  @Test(arguments: [
    (1, 1_000.0, 0.998, 499.0),
    (2, 1_000, 0.99, 99.0),
    (3, -2_500, 0.998, -1_247.5),
  ])
  func projection(vector: Int, velocity: Double, rate: Double, expected: Double) throws {
    let deceleration = try Deceleration(rate: rate)
    let distance = deceleration.projectedDistance(contentVelocity: velocity)
    #expect(Self.close(distance, expected), "vector \(vector): \(distance)")
    #expect(
      Self.close(deceleration.restingOffset(from: 100, contentVelocity: velocity), 100 + expected),
      "vector \(vector)")
  }

  // Vectors D4–D5: the model fitted to measured UIKit flings (stop under 0.01 pt/ms, @2x grid).
  @Test(arguments: [
    (4, 364.0, 4.619940, 2_664.5, 3.065),
    (5, 3_094.5, -2.389578, 1_907.0, 2.735),
  ])
  func measuredModel(
    vector: Int, offset: Double, pointsPerMillisecond: Double, expected: Double,
    duration: Double
  ) {
    let velocity = Deceleration.pointsPerSecond(fromPointsPerMillisecond: pointsPerMillisecond)
    let resting = Deceleration.normal.measuredRestingOffset(
      from: offset, contentVelocity: velocity, displayScale: 2)
    #expect(resting == expected, "vector \(vector): \(resting)")
    let time = Deceleration.normal.measuredDuration(contentVelocity: velocity)
    #expect(abs(time - duration) < 0.001, "vector \(vector): \(time)")
  }

  // Vectors D6–D7 (the continuous decay) are DecayCurveTests': Deceleration projects, the curve
  // plays the motion.

  @Test func namedRates() {
    #expect(Deceleration.normal.rate == 0.998)
    #expect(Deceleration.fast.rate == 0.99)
  }

  @Test func unitConversions() {
    #expect(Deceleration.pointsPerSecond(fromPointsPerMillisecond: 0.3) == 300)
    #expect(Deceleration.pointsPerMillisecond(fromPointsPerSecond: 2_500) == 2.5)
  }

  @Test(arguments: [0.0, 1, -0.5, 1.5])
  func rejectsRatesOutsideTheOpenUnitInterval(rate: Double) {
    #expect(throws: PagerError.invalidConfiguration(.decelerationRate(rate))) {
      try Deceleration(rate: rate)
    }
  }

  @Test func rejectsNonFiniteRates() {
    #expect(throws: PagerError.nonFiniteValue) { try Deceleration(rate: .nan) }
    #expect(throws: PagerError.nonFiniteValue) { try Deceleration(rate: .infinity) }
  }

  @Test func nonFiniteVelocitiesStayWhereTheyAre() {
    for velocity in [Double.nan, .infinity, -.infinity] {
      #expect(Deceleration.normal.projectedDistance(contentVelocity: velocity) == 0)
      #expect(Deceleration.normal.restingOffset(from: 40, contentVelocity: velocity) == 40)
      #expect(
        Deceleration.normal.measuredRestingOffset(
          from: 40, contentVelocity: velocity, displayScale: 2)
          == 40)
      // The decay toward a projection of no motion settles at once.
      let distance = Deceleration.normal.projectedDistance(contentVelocity: velocity)
      #expect(DecayCurve(distance: distance, velocity: velocity).settlingDuration == 0)
      #expect(Deceleration.normal.measuredDuration(contentVelocity: velocity) == 0)
    }
  }

  @Test func nonFiniteOffsetsAreReturnedUnchanged() {
    #expect(Deceleration.normal.restingOffset(from: .infinity, contentVelocity: 10) == .infinity)
    #expect(Deceleration.normal.restingOffset(from: .nan, contentVelocity: 10).isNaN)
  }

  @Test func slowMotionHasNoDuration() {
    #expect(Deceleration.normal.measuredDuration(contentVelocity: 5) == 0)
    // (The continuous decay's slow-motion and negative-time outcomes: DecayCurveTests.)
  }
}
