import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Under `FreeScroll` a release of a pager with an item layout glides on a `DecayCurve` from
/// the release velocity and stops where `Deceleration` projects, clamped to the scrollable
/// range; strategies that snap settle on the spring.
@Suite struct ItemPagerGlideTests {
  /// A shelf released by `snap`, at rest on card 2 (offset 620), dragged 40 points forward
  /// (660).
  static func draggedShelf(_ snap: any SnapStrategy) throws -> (
    CardPager, RecordingDelegate<String>
  ) {
    let pager = try Pager(
      source: Cards(cardNames(10), id: \.self), layout: shelfItems, anchor: .leading(16),
      snap: snap, initialIndex: 2, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -40)
    return (pager, recorder)
  }

  /// The curve of the motion under way.
  static func curve(_ pager: CardPager) -> MotionCurve? {
    guard case .settling(let motion?) = pager.engine.state else { return nil }
    return motion.curve
  }

  /// Finger velocities (points per second, the finger's sign): forward, backward, and flings
  /// whose projection passes either end (clamped to 2747 and to 0).
  static let fingerVelocities: [Double] = [-300, -1_000, -2_500, 800, -5_000, 3_000, -20_000]

  @Test(arguments: fingerVelocities)
  func aFreeReleaseEndsOnTheClampedProjection(fingerVelocity: Double) throws {
    // Given a free-scrolling shelf dragged to 660
    let (pager, recorder) = try Self.draggedShelf(FreeScroll())
    let release = pager.contentOffset
    let projected = Deceleration.normal.restingOffset(
      from: release, contentVelocity: -fingerVelocity)
    let expected = min(max(projected, 0), pager.maxContentOffset)
    // When the finger lifts
    try pager.endDrag(velocity: fingerVelocity)
    // Then the release glides on a decay
    guard case .decay = try #require(Self.curve(pager)) else {
      Issue.record("velocity \(fingerVelocity): not a decay")
      return
    }
    let frames = try pager.framesUntilIdle()
    // and ends on the projection, clamped, within half a point
    #expect(pager.phase == .idle)
    #expect(
      abs(pager.contentOffset - expected) <= 0.5,
      "velocity \(fingerVelocity): \(pager.contentOffset)")
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
    let settled = pager.settledIndex
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
    let (pager, _) = try Self.draggedShelf(FreeScroll())
    try pager.endDrag(velocity: -1_000)
    let motion = try #require(pager.engine.state.motion)
    // Content velocity +1000 points per second at the start of the glide.
    #expect(abs(motion.curve.velocity(at: 0) * (motion.to - motion.from) - 1_000) < 1e-6)
  }

  @Test(arguments: [-1_000.0, 800, -5_000])
  func strategiesThatSnapStillSettleOnTheSpring(fingerVelocity: Double) throws {
    let strategies: [(String, any SnapStrategy)] = [
      ("nearest", NearestSnap()), ("directional", try DirectionalSnap()),
      ("paging", try PagingSnap()), ("viewport", try ViewportSnap()),
    ]
    for (name, snap) in strategies {
      let (pager, _) = try Self.draggedShelf(snap)
      try pager.endDrag(velocity: fingerVelocity)
      guard case .spring = try #require(Self.curve(pager), "\(name)") else {
        Issue.record("\(name) velocity \(fingerVelocity): not a spring")
        continue
      }
    }
  }

  @Test func aReleaseFromTheRubberBandOutwardComesBackOnTheSpring() throws {
    // Given a free-scrolling shelf dragged past its start
    let (pager, _) = try Self.draggedShelf(FreeScroll())
    try pager.drag(by: 800)
    #expect(pager.contentOffset < 0)
    // When the finger lifts still moving outward
    try pager.endDrag(velocity: 500)
    // Then no decay can start backwards: the spring brings it back to the start
    guard case .spring = try #require(Self.curve(pager)) else {
      Issue.record("not a spring")
      return
    }
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
  }
}

extension EngineState {
  /// The motion under way, if the engine plays one.
  fileprivate var motion: EngineMotion? {
    guard case .settling(let motion?) = self else { return nil }
    return motion
  }
}
