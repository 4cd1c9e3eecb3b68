import PageKitCore
import PageKitTestSupport
import Testing

// Docs/Physics.md, "Springs": vectors S1–S8. Test names carry the vectors' former numbers,
// 8–15, which are S1–S8 in order.
@Suite struct SpringCurveTests {
  // MARK: Parameter conversions (Docs/Physics.md, vectors S1 and S2)

  @Test func durationAndBounceGiveStiffnessAndDampingVector8() {
    let spring = SpringCurve(duration: 0.5, bounce: 0.3)
    #expect(
      timingClose(spring.stiffness, 157.9137, absolute: printedTolerance(157.9137, decimals: 4)))
    #expect(timingClose(spring.damping, 17.5929, absolute: printedTolerance(17.5929, decimals: 4)))
    #expect(timingClose(spring.dampingRatio, 0.7, relative: 1e-12))
    #expect(timingClose(spring.response, 0.5, relative: 1e-12))
  }

  @Test func massStiffnessAndDampingGiveDurationAndBounceVector9() {
    let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10)
    #expect(
      timingClose(spring.duration, 0.628319, absolute: printedTolerance(0.628319, decimals: 6)))
    #expect(timingClose(spring.bounce, 0.5, relative: 1e-12))
    #expect(timingClose(spring.stiffness, 100, relative: 1e-12))
    #expect(timingClose(spring.damping, 10, relative: 1e-12))
  }

  @Test func massIsNormalisedAway() {
    // m = 2, k = 200, c = 20 is the same motion as m = 1, k = 100, c = 10.
    let heavy = SpringCurve(mass: 2, stiffness: 200, damping: 20)
    let light = SpringCurve(mass: 1, stiffness: 100, damping: 10)
    #expect(timingClose(heavy.stiffness, 100, relative: 1e-12))
    #expect(timingClose(heavy.damping, 10, relative: 1e-12))
    #expect(timingClose(heavy.progress(at: 0.2), light.progress(at: 0.2), relative: 1e-12))
  }

  @Test(arguments: [-0.5, -0.2, 0, 0.15, 0.3, 0.7, 0.95])
  func bounceMapsToDampingRatio(bounce: Double) {
    let spring = SpringCurve(duration: 0.4, bounce: bounce)
    let expected = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    #expect(timingClose(spring.dampingRatio, expected, relative: 1e-12))
    #expect(timingClose(spring.bounce, bounce, absolute: 1e-12))
  }

  @Test func conversionsRoundTrip() {
    let seed: UInt64 = 0x5EED_0008
    var random = SplitMix64(seed: seed)
    for step in 0..<200 {
      let response = 0.05 + 2 * random.double(in: 0...1)
      let zeta = 0.02 + 5 * random.double(in: 0...1)
      let original = SpringParameters(response: response, dampingRatio: zeta)
      let viaBounce = SpringParameters(duration: original.duration, bounce: original.bounce)
      let viaCoefficients = SpringParameters(
        mass: 1, stiffness: original.stiffness, damping: original.damping)
      #expect(
        timingClose(viaBounce.response, response, relative: 1e-12), "seed \(seed) step \(step)")
      #expect(
        timingClose(viaBounce.dampingRatio, zeta, relative: 1e-12), "seed \(seed) step \(step)")
      #expect(
        timingClose(viaCoefficients.response, response, relative: 1e-12),
        "seed \(seed) step \(step)")
      #expect(
        timingClose(viaCoefficients.dampingRatio, zeta, relative: 1e-12),
        "seed \(seed) step \(step)")
    }
  }

  // MARK: Closed forms (Docs/Physics.md, vectors S3 to S6)

  struct Sample: Sendable, CustomStringConvertible {
    var dampingRatio: Double
    var time: Double
    /// The value Docs/Physics.md prints (6 decimals) and a 30-digit reference for
    /// `x = progress − 1`.
    var printed: Double
    var displacement: Double
    var velocity: Double?
    var description: String { "ζ \(dampingRatio) t \(time)" }
  }

  static let samples: [Sample] = [
    // Vector S3: critically damped, P = 0.5.
    Sample(
      dampingRatio: 1, time: 0.10, printed: 0.357740, displacement: -0.64226044353043547,
      velocity: 4.4943737624020914),
    Sample(
      dampingRatio: 1, time: 0.25, printed: 0.821026, displacement: -0.17897444641406894,
      velocity: 1.7060171115377696),
    Sample(
      dampingRatio: 1, time: 0.50, printed: 0.986399, displacement: -0.013600931465574935,
      velocity: 0.14744736802918001),
    // Vector S4: under-damped, ζ = 0.7.
    Sample(
      dampingRatio: 0.7, time: 0.10, printed: 0.423302, displacement: -0.57669787692543019,
      velocity: 5.7075583376459768),
    Sample(
      dampingRatio: 0.7, time: 0.25, printed: 0.984087, displacement: -0.015912509028629068,
      velocity: 1.5262647111165192),
    Sample(
      dampingRatio: 0.7, time: 0.50, printed: 1.014498, displacement: 0.014498421616044848,
      velocity: -0.21095081990544458),
    // Vector S5: over-damped, bounce −0.5 → ζ = 2.
    Sample(
      dampingRatio: 2, time: 0.25, printed: 0.535728, displacement: -0.46427232542062356,
      velocity: 1.5632467819335241),
    Sample(
      dampingRatio: 2, time: 0.50, printed: 0.799926, displacement: -0.20007362464529279,
      velocity: 0.67367767650135276),
  ]

  @Test(arguments: samples)
  func closedFormMatchesVectors10To12(sample: Sample) {
    // A tiny epsilon keeps the settling cut-off out of the way.
    let spring = SpringCurve(response: 0.5, dampingRatio: sample.dampingRatio, epsilon: 1e-9)
    let progress = spring.progress(at: sample.time)
    #expect(
      timingClose(progress, sample.printed, absolute: printedTolerance(sample.printed, decimals: 6))
    )
    #expect(timingClose(spring.displacement(at: sample.time), sample.displacement, relative: 1e-9))
    if let velocity = sample.velocity {
      #expect(timingClose(spring.velocity(at: sample.time), velocity, relative: 1e-9))
    }
  }

  @Test func bounceMinusHalfIsTheOverDampedVector12() {
    let spring = SpringCurve(duration: 0.5, bounce: -0.5)
    #expect(timingClose(spring.dampingRatio, 2, relative: 1e-12))
    #expect(timingClose(spring.progress(at: 0.25), 0.535728, absolute: 5e-7 + 1e-6))
  }

  @Test func composeSnapSpringVector13() {
    // k = 400, ζ = 1, from −1000 px to 0: position = −1000 + 1000·progress.
    let spring = SpringCurve(mass: 1, stiffness: 400, damping: 40, epsilon: 1e-9)
    #expect(spring.dampingRatio == 1)
    let position = -1000 + 1000 * spring.progress(at: 0.1)
    let velocity = 1000 * spring.velocity(at: 0.1)
    #expect(timingClose(position, -406.006, absolute: printedTolerance(406.006, decimals: 3)))
    #expect(timingClose(velocity, 5413.41, absolute: printedTolerance(5413.41, decimals: 2)))
    #expect(timingClose(position, -406.00584970983808, relative: 1e-9))
  }

  // MARK: Settling time (vectors S7 and S8, plus references bisected in 30-digit arithmetic)

  @Test(arguments: [(1e-5, 0.71183, 0.71183138560015083), (1e-3, 0.46167, 0.46167067382257929)])
  func settlingTimeVector14(epsilon: Double, printed: Double, reference: Double) {
    // δ = 0.01 px and 1 px over a 1000 px move are 1e-5 and 1e-3 of the distance.
    let spring = SpringCurve(mass: 1, stiffness: 400, damping: 40, epsilon: epsilon)
    #expect(abs(spring.settlingDuration - printed) <= 1e-4)
    #expect(timingClose(spring.settlingDuration, reference, relative: 1e-9))
  }

  @Test func settlingTimeVector15() {
    let spring = SpringCurve(duration: 0.5, bounce: 0)
    #expect(abs(spring.settlingDuration - 0.73477) <= 1e-4)
    #expect(timingClose(spring.settlingDuration, 0.73477169819429580, relative: 1e-9))
    // The under-damped ζ = 0.7 spring settles before its envelope estimate (0.82356 s).
    let bouncy = SpringCurve(duration: 0.5, bounce: 0.3)
    #expect(timingClose(bouncy.settlingDuration, 0.81874671738310858, relative: 1e-9))
    #expect(bouncy.settlingDuration < 0.82356)
  }

  struct SettlingCase: Sendable, CustomStringConvertible {
    var response: Double
    var dampingRatio: Double
    var velocity: Double
    var epsilon: Double
    var reference: Double
    var description: String { "P \(response) ζ \(dampingRatio) v0 \(velocity) ε \(epsilon)" }
  }

  static let settlingCases: [SettlingCase] = [
    SettlingCase(
      response: 0.5, dampingRatio: 0.1, velocity: 5, epsilon: 1e-3, reference: 5.5186140075100179),
    SettlingCase(
      response: 0.5, dampingRatio: 2, velocity: -8, epsilon: 1e-3, reference: 2.1204173035081665),
    SettlingCase(
      response: 0.5, dampingRatio: 2, velocity: 30, epsilon: 1e-3, reference: 1.7704868338705961),
    SettlingCase(
      response: 0.5, dampingRatio: 1, velocity: 30, epsilon: 1e-3, reference: 0.74767386192015398),
    SettlingCase(
      response: 0.5, dampingRatio: 1, velocity: -20, epsilon: 1e-3, reference: 0.81340641560061575),
    SettlingCase(
      response: 0.35, dampingRatio: 0.7, velocity: 3, epsilon: 1e-4,
      reference: 0.64236772636857363),
  ]

  @Test(arguments: settlingCases)
  func settlingTimeMatchesReferencesInEveryBranch(testCase: SettlingCase) {
    let spring = SpringCurve(
      response: testCase.response, dampingRatio: testCase.dampingRatio,
      initialVelocity: testCase.velocity, epsilon: testCase.epsilon)
    #expect(timingClose(spring.settlingDuration, testCase.reference, relative: 1e-9))
  }

  @Test func settlingTimeIsTheLastCrossingForRandomSprings() {
    let seed: UInt64 = 0x5E77_1E
    var random = SplitMix64(seed: seed)
    for step in 0..<150 {
      let response = 0.1 + random.double(in: 0...1)
      let zeta = [0.05 + 0.9 * random.double(in: 0...1), 1, 1 + 3 * random.double(in: 0...1)][
        step % 3]
      let velocity = (random.double(in: 0...1) - 0.5) * 60
      let epsilon = [1e-2, 1e-3, 1e-4][random.int(in: 0...2)]
      let spring = SpringCurve(
        response: response, dampingRatio: zeta, initialVelocity: velocity, epsilon: epsilon)
      let settle = spring.settlingDuration
      // At the crossing |x| equals epsilon ...
      #expect(
        timingClose(abs(spring.displacement(at: settle)), epsilon, relative: 1e-6),
        "seed \(seed) step \(step)")
      // ... and it is the last one: a dense scan after it stays below.
      var t = settle + 1e-9
      var below = true
      while t < settle * 3 + 1 {
        if abs(spring.displacement(at: t)) >= epsilon { below = false }
        t += 0.0005
      }
      #expect(below, "seed \(seed) step \(step)")
      // Just before it, |x| is still at or above epsilon.
      #expect(
        abs(spring.displacement(at: settle - 1e-7)) >= epsilon * (1 - 1e-6),
        "seed \(seed) step \(step)")
    }
  }

  @Test func settlingTimeIsZeroWhenAlreadyWithinEpsilon() {
    let spring = SpringCurve(response: 0.3, dampingRatio: 1, epsilon: 2)
    #expect(spring.settlingDuration == 0)
    #expect(spring.progress(at: 0) == 0)
    #expect(spring.progress(at: 0.01) == 1)
    // A kick away from the target makes |x| exceed 2 first, so it must be waited for.
    let kicked = SpringCurve(response: 0.3, dampingRatio: 1, initialVelocity: -200, epsilon: 2)
    #expect(kicked.settlingDuration > 0)
  }

  // MARK: Branches

  @Test func underDampedOvershootsAndCriticalAndOverDampedDoNot() {
    func peak(_ spring: SpringCurve) -> Double {
      var best = -Double.infinity
      for index in 0...2000 {
        best = max(best, spring.progress(at: Double(index) / 1000))
      }
      return best
    }
    #expect(peak(SpringCurve(response: 0.5, dampingRatio: 0.5)) > 1.1)
    #expect(peak(SpringCurve(response: 0.5, dampingRatio: 1)) <= 1)
    #expect(peak(SpringCurve(response: 0.5, dampingRatio: 3)) <= 1)
    // Over-damped springs arrive later than the critical one.
    #expect(
      SpringCurve(response: 0.5, dampingRatio: 3).settlingDuration
        > SpringCurve(response: 0.5, dampingRatio: 1).settlingDuration)
  }

  @Test(arguments: [1 - 1e-8, 1 + 1e-8, 1 - 1e-10, 1 + 1e-10])
  func nearlyCriticalSpringsAgreeWithTheCriticalOne(zeta: Double) {
    let critical = SpringCurve(response: 0.4, dampingRatio: 1, initialVelocity: 3)
    let near = SpringCurve(response: 0.4, dampingRatio: zeta, initialVelocity: 3)
    for index in 1...40 {
      let t = Double(index) * 0.01
      #expect(abs(near.progress(at: t) - critical.progress(at: t)) < 1e-6, "t \(t)")
      #expect(abs(near.velocity(at: t) - critical.velocity(at: t)) < 1e-5, "t \(t)")
    }
    #expect(abs(near.settlingDuration - critical.settlingDuration) < 1e-5)
  }

  @Test(arguments: [0.3, 1, 2.5])
  func velocityIsTheDerivativeOfProgress(zeta: Double) {
    let spring = SpringCurve(response: 0.45, dampingRatio: zeta, initialVelocity: 2)
    let h = 1e-6
    var t = 0.01
    while t < spring.settlingDuration - 0.01 {
      let difference = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
      #expect(abs(difference - spring.velocity(at: t)) < 1e-5, "t \(t)")
      t += 0.013
    }
  }

  // MARK: Hand-off

  @Test(arguments: [-12.0, -1, 0, 0.5, 3, 25])
  func startingWithVelocityHandsOffExactly(velocity: Double) {
    for base in [SpringCurve.page, SpringCurve(duration: 0.5, bounce: 0.3)] {
      let spring = base.startingWith(velocity: velocity)
      #expect(spring.velocity(at: 0) == velocity)
      #expect(spring.initialVelocity == velocity)
      #expect(spring.response == base.response)
      #expect(spring.dampingRatio == base.dampingRatio)
      #expect(spring.epsilon == base.epsilon)
      // The motion really starts at that speed.
      let h = 1e-7
      #expect(abs(spring.progress(at: h) / h - velocity) < 1e-3 * max(1, abs(velocity)))
    }
  }

  // MARK: Hostile input

  @Test func hostileParametersGiveTheDocumentedSpring() {
    for bad in [Double.nan, .infinity, -.infinity, 0, -1] {
      let byResponse = SpringCurve(
        response: bad, dampingRatio: bad, initialVelocity: .nan, epsilon: bad)
      #expect(byResponse.response == 0.35)
      #expect(byResponse.dampingRatio == 1)
      #expect(byResponse.initialVelocity == 0)
      #expect(byResponse.epsilon == 0.001)
      #expect(byResponse == SpringCurve.page)
      let byMass = SpringCurve(mass: bad, stiffness: bad, damping: bad)
      #expect(byMass.response == 0.35)
      #expect(byMass.dampingRatio == 1)
      let byDuration = SpringCurve(duration: bad, bounce: 0, initialVelocity: bad)
      #expect(byDuration.response == 0.35)
      #expect(byDuration.initialVelocity == (bad.isFinite ? bad : 0))
    }
    #expect(SpringCurve(duration: 0.5, bounce: .nan).dampingRatio == 1)
    #expect(SpringCurve(duration: 0.5, bounce: .infinity).dampingRatio == 1)
  }

  @Test func extremeParametersAreClampedSoTheSpringSettles() {
    let cases: [(SpringCurve, Double)] = [
      (SpringCurve(duration: 0.5, bounce: 1), 0.01),
      (SpringCurve(duration: 0.5, bounce: 5), 0.01),
      (SpringCurve(duration: 0.5, bounce: -1), 100),
      (SpringCurve(duration: 0.5, bounce: -3), 100),
      (SpringCurve(response: 0.5, dampingRatio: 1e-300), 0.01),
      (SpringCurve(response: 0.5, dampingRatio: 1e300), 100),
      (SpringCurve(mass: 1, stiffness: 100, damping: 1e-12), 0.01),
    ]
    for (spring, zeta) in cases {
      #expect(timingClose(spring.dampingRatio, zeta, relative: 1e-12))
      #expect(spring.settlingDuration.isFinite && spring.settlingDuration > 0)
      #expect(spring.progress(at: spring.settlingDuration) == 1)
    }
    #expect(SpringCurve(response: 1e-300, dampingRatio: 1).response == 1e-6)
    #expect(SpringCurve(response: 1e300, dampingRatio: 1).response == 1e9)
  }

  @Test func hugeInitialVelocityStillSettles() {
    for velocity in [1e300, -1e300, 1e12] {
      for zeta in [0.3, 1, 4] {
        let spring = SpringCurve(response: 0.35, dampingRatio: zeta, initialVelocity: velocity)
        #expect(spring.settlingDuration.isFinite, "v0 \(velocity) ζ \(zeta)")
        #expect(
          spring.progress(at: spring.settlingDuration / 2).isFinite, "v0 \(velocity) ζ \(zeta)")
      }
    }
  }

  @Test func hostileElapsedTimesReadTheStartOrTheEnd() {
    let spring = SpringCurve(response: 0.4, dampingRatio: 0.6, initialVelocity: 2)
    for start in [Double.nan, -Double.infinity, -1, 0] {
      #expect(spring.progress(at: start) == 0)
      #expect(spring.velocity(at: start) == 2)
      #expect(spring.displacement(at: start) == -1)
    }
    #expect(spring.progress(at: .infinity) == 1)
    #expect(spring.velocity(at: .infinity) == 0)
  }
}
