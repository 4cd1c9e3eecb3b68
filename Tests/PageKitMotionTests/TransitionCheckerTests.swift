import PageKitCore
import PageKitTestSupport
import Testing

/// A strategy built from a closure, for breaking the contract on purpose.
struct ClosureTransition: TransitionStrategy {
  var visibleRange: Double = 1
  var isContinuous = true
  var body: @Sendable (Double) -> PagePlacement
  var timing: AnimationTiming { .linear(duration: 0.3) }
  func placement(at offset: Double) -> PagePlacement { body(offset) }
}

/// A slide with one thing changed.
private func brokenSlide(
  _ change: @escaping @Sendable (Double, inout PagePlacement) -> Void
) -> ClosureTransition {
  ClosureTransition { offset in
    var placement = SlideTransition().placement(at: offset)
    change(offset, &placement)
    return placement
  }
}

private func rules(_ failures: [ConformanceFailure]) -> Set<String> {
  Set(failures.map(\.rule))
}

@Suite struct TransitionCheckerTests {
  @Test func acceptsACorrectClosureStrategy() {
    #expect(checkTransition(brokenSlide { _, _ in }).isEmpty)
  }

  @Test func reportsAPageNotInPlaceAtZero() {
    let failures = checkTransition(
      brokenSlide { _, placement in if !placement.isHidden { placement.scale = 0.9 } })
    #expect(rules(failures) == ["in place at 0"])
    let hidden = checkTransition(
      brokenSlide { offset, placement in if offset == 0 { placement.isHidden = true } })
    #expect(rules(hidden).contains("in place at 0"))
  }

  @Test func reportsNonFiniteValues() {
    let failures = checkTransition(
      brokenSlide { offset, placement in if offset > 0.25 { placement.zIndex = .nan } })
    #expect(rules(failures) == ["finite"])
    let infinite = checkTransition(
      brokenSlide { offset, placement in if offset < -5 { placement.rotation = .infinity } })
    #expect(rules(infinite) == ["finite"])
  }

  @Test func reportsAlphaOutsideZeroToOne() {
    let failures = checkTransition(
      brokenSlide { offset, placement in if offset.isZero == false { placement.alpha = 1.5 } })
    #expect(rules(failures) == ["alpha range"])
    let negative = checkTransition(brokenSlide { _, placement in placement.alpha -= 1.01 })
    #expect(rules(negative).contains("alpha range"))
  }

  @Test func reportsNegativeScale() {
    let failures = checkTransition(
      brokenSlide { offset, placement in if abs(offset) >= 1 { placement.scale = -1 } })
    #expect(rules(failures) == ["scale"])
  }

  @Test func reportsAJumpWhileVisible() throws {
    let failures = checkTransition(
      brokenSlide { offset, placement in if offset > 0.3 && offset < 1 { placement.alpha = 0.5 } })
    #expect(rules(failures) == ["continuity"])
    let failure = try #require(failures.first)
    #expect(failure.detail.contains("at offset 0.3"), "\(failure)")
  }

  @Test func reportsAPageThatPopsOutWhileDrawn() {
    // A cross-fade without the fade: fully drawn in place until it is hidden at one page.
    let failures = checkTransition(
      ClosureTransition { abs($0) < 1 ? .identity : .hidden })
    #expect(rules(failures) == ["continuity"])
    #expect(failures.first?.detail.contains("more") == true, "both edges pop")
  }

  @Test func reportsAJumpInRotationAndScale() {
    let rotation = checkTransition(
      brokenSlide { offset, placement in if offset < -0.7 { placement.rotation = 0.3 } })
    #expect(rules(rotation) == ["continuity"])
    let scale = checkTransition(
      brokenSlide { offset, placement in if offset > 0.1, offset < 0.2 { placement.scale = 0.9 } })
    #expect(rules(scale) == ["continuity"])
  }

  @Test func reportsPagesDrawnBeyondTheVisibleRange() {
    let failures = checkTransition(ClosureTransition { PagePlacement(translation: $0) })
    #expect(rules(failures) == ["hidden beyond visibleRange"])
  }

  @Test func reportsAnInvalidVisibleRange() {
    let nan = ClosureTransition(visibleRange: .nan) { SlideTransition().placement(at: $0) }
    #expect(rules(checkTransition(nan)) == ["visibleRange"])
    let zero = ClosureTransition(visibleRange: 0) { SlideTransition().placement(at: $0) }
    #expect(rules(checkTransition(zero)) == ["visibleRange"])
  }

  @Test func reportsEveryKindOfBreakageAtOnce() {
    let broken = ClosureTransition { offset in
      PagePlacement(translation: 0.2, scale: -0.5, alpha: offset > 0.5 ? 2 : 1, zIndex: .nan)
    }
    #expect(
      rules(checkTransition(broken)) == [
        "in place at 0", "finite", "alpha range", "scale", "hidden beyond visibleRange",
      ])
  }

  @Test func aDiscontinuousStrategyMustSayItIs() {
    let claimsContinuity = ClosureTransition { InstantTransition().placement(at: $0) }
    #expect(rules(checkTransition(claimsContinuity)) == ["continuity"])
    var honest = claimsContinuity
    honest.isContinuous = false
    #expect(checkTransition(honest).isEmpty)
  }

  @Test func aSteepButContinuousChangeIsAccepted() {
    // Fades over a thousandth of a page: far steeper than the sample spacing, yet continuous.
    let steep = brokenSlide { offset, placement in
      placement.alpha = min(max((0.9 - abs(offset)) * 1_000, 0), 1)
    }
    #expect(checkTransition(steep).isEmpty)
  }

  @Test func changesWhileInvisibleAreNotJumps() {
    // The page moves abruptly, but only while fully transparent or outside the viewport.
    let hiddenMoves = ClosureTransition { offset in
      let distance = abs(offset)
      guard distance < 1 else { return .hidden }
      if distance > 0.6 { return PagePlacement(translation: offset > 0 ? 3 : -3) }
      return PagePlacement(alpha: max(0, 1 - distance / 0.5), zIndex: offset > 0.55 ? 1 : 0)
    }
    #expect(checkTransition(hiddenMoves).isEmpty)
  }

  @Test func aSmallJumpWithinTheToleranceIsAccepted() {
    let nudged = brokenSlide { offset, placement in
      if offset > 0.5 && offset < 1 { placement.translation += 0.005 }
    }
    #expect(checkTransition(nudged).isEmpty)
    #expect(rules(checkTransition(nudged, jumpTolerance: 0.001)) == ["continuity"])
  }

  @Test func theViewportLengthDecidesWhatIsVisible() {
    // Pages reaching two slots away pop, which only a viewport wider than one page can see.
    let wide = ClosureTransition(visibleRange: 1) { offset in
      abs(offset) < 1 ? PagePlacement(translation: offset * 2) : .hidden
    }
    #expect(checkTransition(wide).isEmpty)
    #expect(rules(checkTransition(wide, viewportLength: 5)) == ["continuity"])
  }
}
