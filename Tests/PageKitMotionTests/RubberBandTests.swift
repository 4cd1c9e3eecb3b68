import PageKitCore
import Testing

/// The one edge resistance every controller draws past its ends.
@Suite struct RubberBandTests {
  @Test(arguments: [1.0, 375.0])
  func aFingerPastAnEndIsDrawnCloserAndInvertedExactly(dimension: Double) {
    let band = RubberBand(dimension: dimension)
    for fraction in [0.01, 0.5, 1, 3, 40] {
      let raw = 10 + fraction * dimension
      let drawn = band.resisted(raw, lower: 0, upper: 10)
      // Past the end the drawn overscroll is smaller than the finger's and below a dimension.
      #expect(drawn > 10 && drawn - 10 < raw - 10 && drawn - 10 < dimension)
      #expect(abs(band.unresisted(drawn, lower: 0, upper: 10) - raw) <= 1e-9 * raw)
      let before = band.resisted(-raw + 10, lower: 0, upper: 10)
      #expect(abs(before + (drawn - 10)) <= 1e-12 * raw, "the two ends mirror each other")
    }
    #expect(band.resisted(4, lower: 0, upper: 10) == 4, "inside the range nothing resists")
  }

  @Test func theFormulaIsUIKitsWithTheStandardCoefficient() {
    // c·d / (1 + c·d / D): 100 pt past the end of a 375 pt viewport.
    let band = RubberBand(dimension: 375)
    let expected = 0.55 * 100 / (1 + 0.55 * 100 / 375)
    #expect(band.resisted(100, lower: -10, upper: 0) == expected)
    #expect(RubberBand.standardCoefficient == 0.55)
  }

  @Test func aDrawnOverscrollAtTheAsymptoteInvertsToAFiniteFinger() {
    let band = RubberBand(dimension: 1)
    let finger = band.unresisted(5, lower: 0, upper: 1)
    #expect(finger.isFinite && finger > 1)
  }

  @Test func noResistanceClamps() {
    let band = RubberBand(coefficient: 0, dimension: 1)
    #expect(band.resisted(3, lower: 0, upper: 2) == 2)
    #expect(band.unresisted(-1, lower: 0, upper: 2) == 0)
  }
}

/// A release from the rubber band, on every layout: the settle starts where the finger left the
/// content and comes back without a jump (the band's rule for a motion, `RubberBand.framed`).
@Suite struct RubberBandReleaseTests {
  @Test(arguments: [PagerLayout.fullPage, .uniform(itemLength: 375, spacing: 0)])
  func aReleaseFromTheRubberBandComesBackWithoutAJump(layout: PagerLayout) throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"]), layout: layout, initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -300)  // past the last page
    let released = pager.position
    #expect(released > 2)
    try pager.endDrag(velocity: 0)
    // No time has passed: nothing moves.
    try pager.advance(to: 0)
    #expect(pager.position == released)
    // Then it comes back, frame by frame, never past the last page and never by a leap.
    var last = released
    var now = 0.0
    while pager.phase == .settling {
      now += 1.0 / 60
      try pager.advance(to: now)
      #expect(pager.position <= last && pager.position >= 2 - 1e-9)
      #expect(last - pager.position < 0.1)
      last = pager.position
    }
    #expect(pager.settledIndex == 2 && pager.position == 2)
  }
}
