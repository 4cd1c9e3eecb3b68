import PageKitCore
import Testing

@Suite struct TransitionPlacementSanitizeTests {
  @Test func finiteInRangePlacementIsUnchanged() {
    let placement = PagePlacement(
      translation: -0.3, scale: 0.7, alpha: 0.4, zIndex: -2, rotation: 0.5, isHidden: false)
    #expect(placement.sanitized() == placement)
    #expect(PagePlacement.hidden.sanitized() == .hidden)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteTranslationZAndRotationBecomeZero(_ bad: Double) {
    let placement = PagePlacement(translation: bad, zIndex: bad, rotation: bad).sanitized()
    #expect(placement.translation == 0)
    #expect(placement.zIndex == 0)
    #expect(placement.rotation == 0)
    #expect(!placement.isHidden)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteScaleBecomesOne(_ bad: Double) {
    #expect(PagePlacement(scale: bad).sanitized().scale == 1)
  }

  @Test func negativeScaleBecomesZero() {
    #expect(PagePlacement(scale: -0.5).sanitized().scale == 0)
    #expect(PagePlacement(scale: -0.0).sanitized().scale == 0)
    #expect(PagePlacement(scale: 3).sanitized().scale == 3, "large scales are allowed")
  }

  @Test(arguments: [(-0.5, 0.0), (1.5, 1.0), (-Double.infinity, 0.0), (Double.infinity, 1.0)])
  func alphaIsClampedToZeroThroughOne(_ alpha: Double, _ expected: Double) {
    let placement = PagePlacement(alpha: alpha).sanitized()
    #expect(placement.alpha == expected)
    #expect(!placement.isHidden)
  }

  @Test func nanAlphaHidesThePage() {
    let placement = PagePlacement(translation: 0.2, alpha: .nan).sanitized()
    #expect(placement.alpha == 0)
    #expect(placement.isHidden)
    #expect(placement.translation == 0.2)
  }

  @Test func sanitizingIsIdempotentAndMirroringCommutes() {
    let placement = PagePlacement(
      translation: .nan, scale: -1, alpha: 2, zIndex: .infinity, rotation: 0.25)
    let once = placement.sanitized()
    #expect(once.sanitized() == once)
    #expect(placement.mirrored().sanitized() == once.mirrored())
    #expect(once.mirrored().mirrored() == once)
  }
}
