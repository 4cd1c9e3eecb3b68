import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct TransitionReducedMotionTests {
  @Test(arguments: builtInTransitions)
  func reducedMotionCrossFadesWhateverTheBase(_ named: NamedTransition) {
    let reduced = named.strategy.reducedMotion()
    let fade = CrossFadeTransition()
    for step in -200...200 {
      let offset = Double(step) / 50
      #expect(reduced.placement(at: offset) == fade.placement(at: offset), "\(offset)")
    }
    #expect(reduced.visibleRange == 1)
    #expect(reduced.isContinuous)
    #expect(checkTransition(reduced).isEmpty)
  }

  @Test func reducedMotionNeverTranslatesScalesOrTurns() {
    let reduced = CoverFlowTransition().reducedMotion()
    for step in -100...100 {
      let placement = reduced.placement(at: Double(step) / 25)
      #expect(placement.translation == 0 && placement.scale == 1 && placement.rotation == 0)
    }
  }

  @Test func reducedMotionTimingIsShortAndLinear() {
    // The page spring settles after 0.2 s: capped at 0.2 s.
    #expect(SpringCurve.page.settlingDuration > 0.2)
    #expect(SlideTransition().reducedMotion().timing == .linear(duration: 0.2))
    // A shorter base keeps its own duration.
    let quick = CubeTransition(timing: .linear(duration: 0.1)).reducedMotion()
    #expect(quick.timing == .linear(duration: 0.1))
    // An instant base stays instant.
    #expect(InstantTransition().reducedMotion().timing.settlingDuration == 0)
    #expect(ReducedMotionTransition<InstantTransition>.maximumDuration == 0.2)
  }

  @Test func theReduceMotionWrapperKeepsItsBase() {
    let depth = DepthTransition(minimumScale: 0.6)
    let reduced = ReducedMotionTransition(depth)
    #expect(reduced.base == depth)
    #expect(reduced.base.placement(at: 0.5).scale == 0.8)
  }

  @Test func reducedMotionOfANonFiniteTimingUsesTheMaximum() {
    struct Endless: TimingCurve {
      func progress(at elapsed: Double) -> Double { 0 }
      func velocity(at elapsed: Double) -> Double { 0 }
      var settlingDuration: Double { .infinity }
    }
    let reduced = SlideTransition(timing: .custom(Endless())).reducedMotion()
    #expect(reduced.timing == .linear(duration: 0.2))
  }
}
