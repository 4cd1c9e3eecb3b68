import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import Testing

/// The finger's velocity (gestures) and the content's (`contentVelocity:`) are one motion seen
/// two ways: a pager with an item layout released with a finger velocity rests where a strategy
/// asked with the converted content velocity says, in every reading direction and on both axes.
@Suite struct VelocityConventionTests {
  /// A release: the finger's drag and velocity, and the direction the pager reads in.
  struct Release: Sendable, CustomStringConvertible {
    var fingerTranslation: Double
    var fingerVelocity: Double
    var axis: Axis
    var layoutDirection: LayoutDirection

    /// The content moves against the finger, except along a right-to-left horizontal axis,
    /// whose offsets count from the right edge.
    var contentSign: Double {
      axis == .horizontal && layoutDirection == .rightToLeft ? 1 : -1
    }

    var description: String {
      "finger \(fingerTranslation) pt at \(fingerVelocity) pt/s, \(axis), \(layoutDirection)"
    }
  }

  static let releases: [Release] = [
    (-40, -900), (-40, 900), (40, 900), (-5, -2_500), (30, 100), (-30, -100),
  ].flatMap { translation, velocity in
    [
      (Axis.horizontal, LayoutDirection.leftToRight), (.horizontal, .rightToLeft),
      (.vertical, .leftToRight), (.vertical, .rightToLeft),
    ].map { axis, direction in
      Release(
        fingerTranslation: translation, fingerVelocity: velocity, axis: axis,
        layoutDirection: direction)
    }
  }

  @Test(arguments: releases)
  func fingerAndContentVelocityAgree(_ release: Release) throws {
    // Given: a shelf resting on card 3, dragged by the finger.
    let (pager, _) = try makeShelf(
      initialIndex: 3, axis: release.axis, layoutDirection: release.layoutDirection)
    let start = pager.contentOffset
    try pager.beginDrag()
    try pager.drag(by: release.fingerTranslation)
    let current = pager.contentOffset
    #expect(current == start + release.contentSign * release.fingerTranslation)

    // When: the finger lifts, and a strategy is asked with the content's velocity.
    try pager.endDrag(velocity: release.fingerVelocity)
    try pager.runUntilIdleCheckingInvariants()
    let contentVelocity = release.contentSign * release.fingerVelocity
    let target = try DirectionalSnap(velocityThreshold: 300).target(
      for: SnapProposal(
        strip: shelfLayout(), viewportLength: 375, anchor: .leading(16), currentOffset: current,
        proposedOffset: Deceleration.normal.restingOffset(
          from: current, contentVelocity: contentVelocity),
        contentVelocity: contentVelocity, dragStartOffset: start))

    // Then: both rest on the same card at the same offset.
    #expect(pager.settledIndex == target.index)
    #expect(abs(pager.contentOffset - target.offset) < 1e-9)
  }

  @Test func scrollViewVelocityConvertsFromPointsPerMillisecond() throws {
    // A scroll view reports 0.5 pt/ms toward larger offsets: the content's, per millisecond.
    let scrollViewVelocity = 0.5
    let contentVelocity = Deceleration.pointsPerSecond(fromPointsPerMillisecond: scrollViewVelocity)
    #expect(contentVelocity == scrollViewVelocity * 1000)
    // Coasting goes the content velocity's way, whatever its sign.
    #expect(Deceleration.normal.projectedDistance(contentVelocity: contentVelocity) > 0)
    #expect(Deceleration.normal.projectedDistance(contentVelocity: -contentVelocity) < 0)
    // A threshold is a speed: the same fling either way is fast.
    let snap = try DirectionalSnap(velocityThreshold: 300)
    let strip = try shelfLayout()
    for sign in [1.0, -1.0] {
      let target = snap.target(
        for: SnapProposal(
          strip: strip, viewportLength: 375, anchor: .leading(16), currentOffset: 930,
          proposedOffset: 930, contentVelocity: sign * contentVelocity))
      #expect(target.index == (sign > 0 ? 4 : 2))
    }
  }
}
