import PageKitCore
import PageKitTestSupport
import Testing

/// Properties every built-in timing curve keeps.
@Suite struct TimingCurveTests {
  static let curves: [NamedTimingCurve] = [
    NamedTimingCurve("linear 0.3 s", LinearCurve(duration: 0.3)),
    NamedTimingCurve("bezier easeInOut", CubicBezierCurve.easeInOut),
    NamedTimingCurve("bezier default 0.5 s", CubicBezierCurve.default.with(duration: 0.5)),
    NamedTimingCurve("bezier easeOut", CubicBezierCurve.easeOut),
    NamedTimingCurve("spring page", SpringCurve.page),
    NamedTimingCurve("spring bouncy", SpringCurve(duration: 0.5, bounce: 0.3)),
    NamedTimingCurve("spring over-damped", SpringCurve(duration: 0.4, bounce: -0.5)),
    NamedTimingCurve("spring fling", SpringCurve.page.startingWith(velocity: 8)),
    NamedTimingCurve("spring reversed", SpringCurve.page.startingWith(velocity: -6)),
    NamedTimingCurve("timing spring", AnimationTiming.spring(.page).startingWith(velocity: 5)),
    NamedTimingCurve("timing bezier", AnimationTiming.bezier(.easeOut)),
    NamedTimingCurve("timing linear", AnimationTiming.linear(duration: 0.25)),
    NamedTimingCurve("timing custom", AnimationTiming.custom(SmoothStepCurve(duration: 0.3))),
  ]

  @Test(arguments: curves)
  func startsAtZeroAndRestsAtOne(named: NamedTimingCurve) {
    let curve = named.curve
    let settle = curve.settlingDuration
    #expect(settle.isFinite && settle > 0)
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: settle) == 1)
    #expect(curve.progress(at: settle + 0.001) == 1)
    #expect(curve.progress(at: settle + 1000) == 1)
    #expect(curve.velocity(at: settle) == 0)
    #expect(curve.velocity(at: settle + 1000) == 0)
  }

  @Test(arguments: curves)
  func progressIsContinuousUntilTheSettlingStep(named: NamedTimingCurve) {
    let curve = named.curve
    let settle = curve.settlingDuration
    let step = settle / 4000
    var maximumSpeed = 0.0
    var t = 0.0
    while t <= settle {
      maximumSpeed = max(maximumSpeed, abs(curve.velocity(at: t)))
      t += step
    }
    // Between samples progress moves no faster than the fastest sampled speed (with slack).
    var previous = curve.progress(at: 0)
    t = step
    while t < settle {
      let current = curve.progress(at: t)
      #expect(abs(current - previous) <= 1.5 * maximumSpeed * step + 1e-12, "t \(t)")
      previous = current
      t += step
    }
    // The final step onto exactly 1 is no bigger than the settling threshold in progress units.
    let last = curve.progress(at: settle.nextDown)
    #expect(abs(1 - last) <= Self.settlingStep(of: curve) * (1 + 1e-9) + 1e-12)
  }

  /// The largest jump onto `1` at the settling time: springs stop within `epsilon`; linear,
  /// Bézier and smooth-step curves arrive exactly.
  static func settlingStep(of curve: any TimingCurve) -> Double {
    if let spring = curve as? SpringCurve { return spring.epsilon }
    if let timing = curve as? AnimationTiming, case .spring(let spring) = timing.curve {
      return spring.epsilon
    }
    return 1e-9
  }

  @Test(arguments: curves)
  func velocityIsTheDerivativeOfProgress(named: NamedTimingCurve) {
    let curve = named.curve
    let settle = curve.settlingDuration
    let h = settle * 1e-7
    for index in 1..<40 {
      let t = settle * Double(index) / 40
      let difference = (curve.progress(at: t + h) - curve.progress(at: t - h)) / (2 * h)
      let velocity = curve.velocity(at: t)
      #expect(
        timingClose(difference, velocity, relative: 1e-4, absolute: 1e-4 / settle),
        "t \(t)")
    }
  }

  @Test func curvesWithoutVelocityHandOffIgnoreIt() {
    let linear = LinearCurve(duration: 0.2)
    #expect(linear.startingWith(velocity: 3) == linear)
    #expect(CubicBezierCurve.default.startingWith(velocity: 3) == .default)
    #expect(AnimationTiming.bezier(.easeIn).startingWith(velocity: 3) == .bezier(.easeIn))
    #expect(
      AnimationTiming.linear(duration: 0.2).startingWith(velocity: 3) == .linear(duration: 0.2))
  }

  @Test(arguments: [0.0, 0.3, 5, -2, 40])
  func springsHandOffTheirVelocityThroughTheProtocol(velocity: Double) {
    func handOff<Curve: TimingCurve>(_ curve: Curve) -> Double {
      curve.startingWith(velocity: velocity).velocity(at: 0)
    }
    #expect(handOff(SpringCurve.page) == velocity)
    #expect(handOff(SpringCurve(duration: 0.3, bounce: 0.2)) == velocity)
    #expect(handOff(SpringCurve(mass: 2, stiffness: 300, damping: 60)) == velocity)
    #expect(handOff(AnimationTiming.spring(SpringCurve(duration: 0.3, bounce: 0.2))) == velocity)
  }

  // MARK: Linear

  @Test func linearCurveMovesAtConstantSpeed() {
    let curve = LinearCurve(duration: 0.4)
    #expect(curve.progress(at: 0) == 0)
    #expect(timingClose(curve.progress(at: 0.1), 0.25, relative: 1e-15))
    #expect(curve.progress(at: 0.4) == 1)
    #expect(curve.velocity(at: 0.2) == 2.5)
    #expect(curve.velocity(at: 0.4) == 0)
  }

  @Test func linearCurveHostileInput() {
    for bad in [Double.nan, .infinity, -.infinity, -3] {
      let curve = LinearCurve(duration: bad)
      #expect(curve.duration == 0)
      #expect(curve.progress(at: 0) == 1)
      #expect(curve.velocity(at: 0) == 0)
    }
    let curve = LinearCurve(duration: 0.4)
    #expect(curve.progress(at: .nan) == 0)
    #expect(curve.progress(at: -1) == 0)
    #expect(curve.progress(at: .infinity) == 1)
    #expect(curve.velocity(at: .nan) == 2.5)
    #expect(curve.velocity(at: .infinity) == 0)
  }
}
