import PageKitCore
import Testing

/// `AnimationTiming`: the one concrete timing of animated commands.
@Suite struct AnimationTimingTests {
  @Test func builtInCurvesPassedAsCustomAreStoredAsTheBuiltIns() {
    let spring = SpringCurve(duration: 0.4, bounce: 0.2)
    #expect(AnimationTiming.custom(spring) == .spring(spring))
    #expect(AnimationTiming.custom(CubicBezierCurve.easeIn) == .bezier(.easeIn))
    let linear = AnimationTiming.linear(duration: 0.3)
    #expect(AnimationTiming.custom(linear) == linear)
    guard case .spring = AnimationTiming.custom(spring).curve else {
      Issue.record("a spring passed to custom(_:) was boxed")
      return
    }
  }

  @Test func differentCurvesAreNotEqual() {
    #expect(AnimationTiming.spring(.page) != .bezier(.easeInOut))
    #expect(AnimationTiming.linear(duration: 0.2) != .linear(duration: 0.3))
    #expect(AnimationTiming.bezier(.easeIn) != .bezier(.easeOut))
    #expect(
      AnimationTiming.linear(duration: 0.35)
        != .bezier(CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)))
    #expect(
      AnimationTiming.custom(SmoothStepCurve(duration: 0.3)) != .linear(duration: 0.3))
  }

  @Test func hashableCustomCurvesCompareByValue() {
    let one = AnimationTiming.custom(SmoothStepCurve(duration: 0.3))
    let same = AnimationTiming.custom(SmoothStepCurve(duration: 0.3))
    #expect(one == same)
    #expect(one.hashValue == same.hashValue)
    #expect(one != .custom(SmoothStepCurve(duration: 0.5)))
    #expect(Set([one, same, .spring(.page), .spring(.page)]).count == 2)
  }

  @Test func otherCustomCurvesCompareByIdentity() {
    struct Ramp: TimingCurve {
      func progress(at elapsed: Double) -> Double { min(max(elapsed, 0), 1) }
      func velocity(at elapsed: Double) -> Double { elapsed < 1 ? 1 : 0 }
      var settlingDuration: Double { 1 }
    }
    let timing = AnimationTiming.custom(Ramp())
    let copy = timing
    #expect(timing == copy)
    #expect(timing.hashValue == copy.hashValue)
    #expect(timing != .custom(Ramp()))
  }

  @Test(arguments: [-3.0, 0, 2.5])
  func customCurvesStartWithTheirOwnVelocity(velocity: Double) {
    let timing = AnimationTiming.custom(SmoothStepCurve(duration: 0.4))
    let flung = timing.startingWith(velocity: velocity)
    #expect(flung == .custom(SmoothStepCurve(duration: 0.4, initialVelocity: velocity)))
    #expect(flung.velocity(at: 0) == velocity)
    #expect(flung.settlingDuration == 0.4)
  }

  @Test func springsStartWithTheVelocityOthersIgnoreIt() {
    #expect(AnimationTiming.spring(.page).startingWith(velocity: 4).velocity(at: 0) == 4)
    #expect(AnimationTiming.bezier(.easeOut).startingWith(velocity: 4) == .bezier(.easeOut))
    #expect(
      AnimationTiming.linear(duration: 0.2).startingWith(velocity: 4) == .linear(duration: 0.2))
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
  func hostileLinearDurationsCompleteAtOnce(duration: Double) {
    let timing = AnimationTiming.linear(duration: duration)
    #expect(timing.settlingDuration == 0)
    #expect(timing.progress(at: 0) == 1)
    #expect(timing.velocity(at: 0) == 0)
  }

  @Test func anAnimatedCommandPlaysACustomTiming() throws {
    // Given a pager whose transition is timed by a custom smooth-step of one second,
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self),
      transition: SlideTransition(timing: .custom(SmoothStepCurve(duration: 1))),
      configuration: PagerConfiguration(viewportLength: 100))
    // when it scrolls to the next page,
    try pager.scroll(to: 1)
    try pager.advance(to: 10)
    // then the position follows the custom curve and rests after its duration.
    try pager.advance(to: 10.25)
    #expect(abs(pager.position - 0.15625) < 1e-12)
    try pager.advance(to: 10.5)
    #expect(abs(pager.position - 0.5) < 1e-12)
    try pager.advance(to: 11)
    #expect(pager.settledIndex == 1)
    #expect(pager.position == 1)
  }
}
