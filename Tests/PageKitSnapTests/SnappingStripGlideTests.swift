import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Under `FreeScroll` a release glides on a `DecayCurve` from the release velocity and stops
/// where `Deceleration` projects, clamped to the scrollable range; strategies that snap settle on
/// the spring.
@Suite struct SnappingStripGlideTests {
  /// A free-scrolling shelf at rest on card 2 (offset 620), dragged 40 points forward (660).
  static func draggedShelf<Snap: SnapStrategy>(_ snap: Snap) throws -> (
    SnappingStrip<Cards, UniformStrip, Snap>, RecordingDelegate<String>
  ) {
    let strip = try SnappingStrip(
      source: Cards(cardNames(10), id: \.self), layout: shelfLayout(count: 10), snap: snap,
      viewportLength: 375, anchor: .leading(16), initialIndex: 2)
    let recorder = RecordingDelegate<String>()
    strip.delegate = recorder
    try strip.advance(to: 0)
    try strip.beginDrag()
    try strip.drag(by: -40)
    return (strip, recorder)
  }

  /// The curve of the motion under way.
  static func curve<Snap>(_ strip: SnappingStrip<Cards, UniformStrip, Snap>) -> MotionCurve? {
    guard case .settling(let motion?) = strip.engine.state else { return nil }
    return motion.curve
  }

  /// Finger velocities (points per second, the finger's sign): forward, backward, and flings
  /// whose projection passes either end (clamped to 2747 and to 0).
  static let fingerVelocities: [Double] = [-300, -1_000, -2_500, 800, -5_000, 3_000, -20_000]

  @Test(arguments: fingerVelocities)
  func aFreeReleaseEndsOnTheClampedProjection(fingerVelocity: Double) throws {
    // Given a free-scrolling shelf dragged to 660
    let (strip, recorder) = try Self.draggedShelf(FreeScroll())
    let release = strip.offset
    let projected = Deceleration.normal.restingOffset(
      from: release, contentVelocity: -fingerVelocity)
    let expected = min(max(projected, 0), strip.maxOffset)
    // When the finger lifts
    try strip.endDrag(velocity: fingerVelocity)
    // Then the release glides on a decay
    guard case .decay = try #require(Self.curve(strip)) else {
      Issue.record("velocity \(fingerVelocity): not a decay")
      return
    }
    let frames = try strip.framesUntilIdle()
    // and ends on the projection, clamped, within half a point
    #expect(strip.phase == .idle)
    #expect(abs(strip.offset - expected) <= 0.5, "velocity \(fingerVelocity): \(strip.offset)")
    // moving one way, never past the end, at a decreasing speed; the last frame lands what is
    // left once the decay is at rest (at most half a point at the settling time, a frame
    // earlier a little more): under a point, or no more than the step before it
    let direction = expected > release ? 1.0 : -1.0
    var steps = zip(frames.dropFirst(), frames).map { ($0 - $1) * direction }
    let landing = steps.removeLast()
    #expect(
      landing >= 0 && landing <= max(1, steps.last ?? 0),
      "velocity \(fingerVelocity): \(landing)")
    for (index, step) in steps.enumerated() {
      #expect(step >= 0, "velocity \(fingerVelocity) frame \(index)")
      if index > 0 {
        #expect(step <= steps[index - 1] + 1e-9, "velocity \(fingerVelocity) frame \(index)")
      }
    }
    for frame in frames {
      #expect(
        (frame - expected) * direction <= 1e-9, "velocity \(fingerVelocity): overshoot \(frame)")
    }
    // and the events are those of any release: one will, one did, the phases in order
    let settled = strip.settledIndex
    if settled != 2 {
      #expect(recorder.willChanges.count == 1 && recorder.didChanges.count == 1)
      #expect(recorder.didChanges.first?.to == "card\(settled)")
    } else {
      #expect(recorder.willChanges.isEmpty && recorder.didChanges.isEmpty)
    }
    #expect(recorder.cancels.isEmpty)
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
  }

  @Test func theGlideStartsAtTheReleaseVelocity() throws {
    let (strip, _) = try Self.draggedShelf(FreeScroll())
    try strip.endDrag(velocity: -1_000)
    let motion = try #require(strip.engine.state.motion)
    // Content velocity +1000 points per second at the start of the glide.
    #expect(abs(motion.curve.velocity(at: 0) * (motion.to - motion.from) - 1_000) < 1e-6)
  }

  @Test(arguments: [-1_000.0, 800, -5_000])
  func strategiesThatSnapStillSettleOnTheSpring(fingerVelocity: Double) throws {
    for (name, snap) in [
      ("nearest", SnappingStripRandomizedTests.AnySnap(base: NearestSnap())),
      ("directional", SnappingStripRandomizedTests.AnySnap(base: try DirectionalSnap())),
      ("paging", SnappingStripRandomizedTests.AnySnap(base: try PagingSnap())),
      ("viewport", SnappingStripRandomizedTests.AnySnap(base: try ViewportSnap())),
    ] {
      let (strip, _) = try Self.draggedShelf(snap)
      try strip.endDrag(velocity: fingerVelocity)
      guard case .spring = try #require(Self.curve(strip), "\(name)") else {
        Issue.record("\(name) velocity \(fingerVelocity): not a spring")
        continue
      }
    }
  }

  @Test func aReleaseFromTheRubberBandOutwardComesBackOnTheSpring() throws {
    // Given a free-scrolling shelf dragged past its start
    let (strip, _) = try Self.draggedShelf(FreeScroll())
    try strip.drag(by: 800)
    #expect(strip.offset < 0)
    // When the finger lifts still moving outward
    try strip.endDrag(velocity: 500)
    // Then no decay can start backwards: the spring brings it back to the start
    guard case .spring = try #require(Self.curve(strip)) else {
      Issue.record("not a spring")
      return
    }
    try strip.runUntilIdle()
    #expect(strip.offset == 0 && strip.settledIndex == 0)
  }
}

extension EngineState {
  /// The motion under way, if the engine plays one.
  fileprivate var motion: EngineMotion? {
    guard case .settling(let motion?) = self else { return nil }
    return motion
  }
}
