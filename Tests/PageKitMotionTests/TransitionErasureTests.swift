import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct TransitionErasureTests {
  @Test(arguments: builtInTransitions)
  func erasedStrategyMatchesTheWrappedOne(_ named: NamedTransition) throws {
    // `builtInTransitions` are erased already: compare with the concrete wrapped value.
    let erased = named.strategy
    let base = erased.base
    #expect(erased.visibleRange == base.visibleRange)
    #expect(erased.isContinuous == base.isContinuous)
    #expect(erased.timing.settlingDuration == base.timing.settlingDuration)
    for step in -320...320 {
      let offset = Double(step) / 64
      #expect(erased.placement(at: offset) == base.placement(at: offset), "\(offset)")
    }
  }

  @Test func erasedCoverFlowKeepsItsVisibleRange() {
    let erased = AnyTransitionStrategy(CoverFlowTransition(visibleRange: 4.5))
    #expect(erased.visibleRange == 4.5)
    #expect(!erased.placement(at: 4).isHidden)
    #expect(erased.placement(at: 4.5).isHidden)
  }

  @Test func erasedTimingForwardsEveryRequirement() {
    let spring = SpringCurve(response: 0.5, dampingRatio: 0.6)
    let erased = AnyTransitionStrategy(CubeTransition(timing: .spring(spring))).timing
    for step in 0...40 {
      let time = Double(step) / 40
      #expect(erased.progress(at: time) == spring.progress(at: time))
      #expect(erased.velocity(at: time) == spring.velocity(at: time))
    }
    #expect(erased.settlingDuration == spring.settlingDuration)
    let flung = erased.startingWith(velocity: 4)
    let expected = spring.startingWith(velocity: 4)
    #expect(flung.settlingDuration == expected.settlingDuration)
    #expect(flung.progress(at: 0.1) == expected.progress(at: 0.1))
    #expect(flung.velocity(at: 0) == expected.velocity(at: 0))
    #expect(flung == .spring(expected))
  }

  @Test func wrappingTwiceDoesNotNest() {
    let once = AnyTransitionStrategy(DepthTransition())
    let twice = AnyTransitionStrategy(once)
    #expect(twice.base is DepthTransition)
    #expect(twice.timing == .spring(.page))
  }

  @Test func strategyCanBeSwitchedAtRunTime() {
    var transition = AnyTransitionStrategy(SlideTransition())
    #expect(transition.placement(at: 0.5).translation == 0.5)
    transition = AnyTransitionStrategy(CrossFadeTransition())
    #expect(transition.placement(at: 0.5).translation == 0)
    #expect(transition.placement(at: 0.5).alpha == 0.5)
    transition = AnyTransitionStrategy(InstantTransition())
    #expect(!transition.isContinuous)
    #expect(transition.timing.settlingDuration == 0)
  }

  @Test func erasedLinearTimingIgnoresVelocityAsTheBaseDoes() {
    let erased = AnyTransitionStrategy(CrossFadeTransition(timing: .linear(duration: 0.4))).timing
    let flung = erased.startingWith(velocity: 10)
    #expect(flung == .linear(duration: 0.4))
    #expect(flung.settlingDuration == 0.4)
    #expect(flung.progress(at: 0.2) == 0.5)
  }
}
