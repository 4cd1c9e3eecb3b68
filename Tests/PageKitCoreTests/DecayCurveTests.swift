import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct DecayCurveTests {
  // MARK: Projection (physics.md §1.3, vectors 1 to 3)

  @Test(arguments: [
    (1000.0, 0.998, 499.0, 499.4998),
    (1000.0, 0.99, 99.0, 99.4992),
    (-2500.0, 0.998, -1247.5, -1248.7495),
  ])
  func projectedAndRestingDistancesVectors1To3(
    velocity: Double, rate: Double, projected: Double, continuous: Double
  ) throws {
    let fling = try DecayCurve(rate: rate, initialVelocity: velocity)
    #expect(timingClose(fling.projectedDistance, projected, relative: 1e-9))
    #expect(timingClose(fling.restingDistance, continuous, relative: 1e-6))
  }

  // MARK: Continuous motion (§1.5, vectors 6 and 7)

  @Test func velocityAndPositionAtATenthOfASecondVector6() throws {
    let fling = try DecayCurve(rate: 0.998, initialVelocity: 1000)
    #expect(
      timingClose(
        fling.positionVelocity(at: 0.1), 818.567, absolute: printedTolerance(818.567, decimals: 3)))
    #expect(
      timingClose(
        fling.position(at: 0.1), 90.6259, absolute: printedTolerance(90.6259, decimals: 4)))
  }

  @Test(arguments: [(0.998, 3.44992), (0.99, 0.526679)])
  func settlingTimeVector7(rate: Double, expected: Double) throws {
    let fling = try DecayCurve(rate: rate, initialVelocity: 1000, epsilon: 0.5)
    #expect(
      timingClose(
        fling.settlingDuration, expected, absolute: printedTolerance(expected, decimals: 5)))
    // By definition, half a point is left to go at the settling time.
    let left = fling.restingDistance - fling.position(at: fling.settlingDuration)
    #expect(timingClose(left, 0.5, relative: 1e-9))
  }

  @Test func defaultsAreTheNormalRateAndHalfAPoint() throws {
    let fling = try DecayCurve(initialVelocity: 1000)
    #expect(fling.rate == 0.998)
    #expect(fling.epsilon == 0.5)
    #expect(DecayCurve.normal.rate == 0.998)
    #expect(DecayCurve.fast.rate == 0.99)
    #expect(DecayCurve.normal.initialVelocity == 0)
    #expect(DecayCurve.normal.with(initialVelocity: 1000) == fling)
  }

  @Test func positionVelocityIsTheDerivativeOfPosition() throws {
    let fling = try DecayCurve(rate: 0.995, initialVelocity: -1800)
    let h = 1e-6
    for index in 1...40 {
      let t = Double(index) * 0.03
      let difference = (fling.position(at: t + h) - fling.position(at: t - h)) / (2 * h)
      #expect(timingClose(difference, fling.positionVelocity(at: t), relative: 1e-6), "t \(t)")
    }
  }

  // MARK: Normalised timing curve

  @Test(arguments: [300.0, 1000, -2500, 8000])
  func progressIsPositionOverRestingDistance(velocity: Double) throws {
    let fling = try DecayCurve(rate: 0.998, initialVelocity: velocity)
    #expect(fling.progress(at: 0) == 0)
    #expect(fling.velocity(at: 0) == -fling.decayCoefficient)
    var t = 0.05
    while t < fling.settlingDuration {
      let expected = fling.position(at: t) / fling.restingDistance
      #expect(timingClose(fling.progress(at: t), expected, relative: 1e-12), "t \(t)")
      t += 0.05
    }
    #expect(fling.progress(at: fling.settlingDuration) == 1)
    #expect(fling.progress(at: fling.settlingDuration + 10) == 1)
    #expect(fling.velocity(at: fling.settlingDuration) == 0)
  }

  @Test func progressVelocityIsTheDerivativeOfProgress() throws {
    let fling = try DecayCurve(rate: 0.99, initialVelocity: 5000)
    let h = 1e-6
    var t = 0.01
    while t < fling.settlingDuration - 0.01 {
      let difference = (fling.progress(at: t + h) - fling.progress(at: t - h)) / (2 * h)
      #expect(timingClose(difference, fling.velocity(at: t), relative: 1e-6), "t \(t)")
      t += 0.02
    }
  }

  @Test func oppositeVelocitiesSettleAlike() throws {
    let forward = try DecayCurve(rate: 0.998, initialVelocity: 1234)
    let backward = try DecayCurve(rate: 0.998, initialVelocity: -1234)
    #expect(forward.settlingDuration == backward.settlingDuration)
    #expect(forward.restingDistance == -backward.restingDistance)
    #expect(forward.progress(at: 0.3) == backward.progress(at: 0.3))
  }

  @Test func startingWithVelocityKeepsTheCurve() throws {
    // The rate alone fixes the normalised start velocity; flings change with with(initialVelocity:).
    let fling = try DecayCurve(rate: 0.998, initialVelocity: 1000)
    #expect(fling.startingWith(velocity: 7) == fling)
  }

  @Test func aFlingWithinEpsilonSettlesAtOnce() throws {
    // −dC·ε ≈ 1.001 pt/s at the normal rate: slower flings have less than ε to go.
    let slow = try DecayCurve(rate: 0.998, initialVelocity: 1)
    #expect(slow.settlingDuration == 0)
    #expect(slow.progress(at: 0) == 0)
    #expect(slow.progress(at: 0.001) == 1)
    #expect(slow.velocity(at: 0) == 0)
    let justFaster = try DecayCurve(rate: 0.998, initialVelocity: 1.01)
    #expect(justFaster.settlingDuration > 0)
  }

  // MARK: Hostile input

  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, 1, -0.5, 1.5, -0.0])
  func invalidRatesThrow(rate: Double) {
    #expect(throws: TimingCurveError.invalidDecayRate) {
      try DecayCurve(rate: rate, initialVelocity: 1000)
    }
    // The rate is checked before the threshold.
    #expect(throws: TimingCurveError.invalidDecayRate) {
      try DecayCurve(rate: rate, initialVelocity: 1000, epsilon: .nan)
    }
  }

  @Test(arguments: [Double.nan, .infinity, 0, -0.5])
  func invalidThresholdsThrow(epsilon: Double) {
    #expect(throws: TimingCurveError.invalidThreshold) {
      try DecayCurve(rate: 0.998, initialVelocity: 1000, epsilon: epsilon)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteVelocitiesAreTreatedAsZero(velocity: Double) throws {
    let fling = try DecayCurve(rate: 0.998, initialVelocity: velocity)
    #expect(fling.initialVelocity == 0)
    #expect(fling.settlingDuration == 0)
    #expect(fling.restingDistance == 0)
    #expect(fling.projectedDistance == 0)
    #expect(fling.position(at: 1) == 0)
    #expect(fling.progress(at: 1) == 1)
    #expect(fling.velocity(at: 0) == 0)
    #expect(DecayCurve.fast.with(initialVelocity: velocity).initialVelocity == 0)
  }

  @Test func hostileElapsedTimesReadTheStartOrTheEnd() throws {
    let fling = try DecayCurve(rate: 0.998, initialVelocity: 1000)
    for start in [Double.nan, -Double.infinity, -1] {
      #expect(fling.progress(at: start) == 0)
      #expect(fling.position(at: start) == 0)
      #expect(fling.positionVelocity(at: start) == 1000)
    }
    #expect(fling.progress(at: .infinity) == 1)
    #expect(fling.velocity(at: .infinity) == 0)
    #expect(fling.position(at: .infinity) == fling.restingDistance)
  }
}
