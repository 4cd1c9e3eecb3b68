import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Hostile input: construction values throw typed errors; per-frame values stay where they are.
@Suite struct BadInputTests {
  /// Every built-in strategy's answer for `proposal`.
  static func allTargets<Strip: StripLayout>(_ proposal: SnapProposal<Strip>) throws
    -> [SnapTarget]
  {
    [
      NearestSnap().target(for: proposal), try DirectionalSnap().target(for: proposal),
      try PagingSnap(maxItems: 2).target(for: proposal), try ViewportSnap().target(for: proposal),
      FreeScroll().target(for: proposal),
    ]
  }

  /// Expects every strategy to stay at `offset` with no item, for the given reason.
  static func expectStay<Strip: StripLayout>(
    _ proposal: SnapProposal<Strip>, at offset: Double, because issue: SnapIssue
  ) throws {
    #expect(proposal.issue == issue)
    for target in try allTargets(proposal) {
      #expect(target == SnapTarget(offset: offset, index: nil), "\(issue)")
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteProposedOffsetStays(value: Double) throws {
    try Self.expectStay(
      try seedProposal(current: 700, proposed: value, velocity: 900), at: 700,
      because: .nonFiniteOffset)
  }

  @Test func nonFiniteDragStartStays() throws {
    try Self.expectStay(
      try seedProposal(current: 700, proposed: 800, dragStart: .nan), at: 700,
      because: .nonFiniteOffset)
  }

  @Test func nonFiniteCurrentOffsetRestsAtZero() throws {
    try Self.expectStay(
      try seedProposal(current: .infinity, proposed: 800), at: 0, because: .nonFiniteOffset)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteVelocityStays(velocity: Double) throws {
    try Self.expectStay(
      try seedProposal(current: 700, proposed: 800, velocity: velocity), at: 700,
      because: .nonFiniteVelocity)
  }

  @Test(arguments: [0.0, -375, .nan, .infinity])
  func invalidViewportStays(length: Double) throws {
    let proposal = SnapProposal(
      strip: try seedStrip(), viewportLength: length, anchor: .leading(16), currentOffset: 700,
      proposedOffset: 900)
    try Self.expectStay(proposal, at: 700, because: .invalidViewportLength)
  }

  @Test func emptyStripStays() throws {
    let proposal = SnapProposal(
      strip: try UniformStrip(count: 0, itemLength: 100), viewportLength: 375, anchor: .center,
      currentOffset: 12, proposedOffset: 900, contentVelocity: 400)
    try Self.expectStay(proposal, at: 12, because: .emptyStrip)
    let variable = SnapProposal(
      strip: try VariableStrip(lengths: []), viewportLength: 375, anchor: .center,
      currentOffset: 12, proposedOffset: 900, contentVelocity: 400)
    try Self.expectStay(variable, at: 12, because: .emptyStrip)
  }

  @Test func itemLongerThanTheViewportStays() throws {
    let strip = try VariableStrip(lengths: [100, 400, 100])
    let proposal = SnapProposal(
      strip: strip, viewportLength: 375, anchor: .leading(0), currentOffset: 50,
      proposedOffset: 150, contentVelocity: 900)
    try Self.expectStay(proposal, at: 50, because: .itemLongerThanViewport)
    let fits = SnapProposal(
      strip: strip, viewportLength: 400, anchor: .leading(0), currentOffset: 50,
      proposedOffset: 150, contentVelocity: 900)
    #expect(fits.issue == nil)
  }

  @Test(arguments: [SnapAnchor.leading(-1), .trailing(-0.5), .leading(.nan), .trailing(.infinity)])
  func invalidAnchorInsetStays(anchor: SnapAnchor) throws {
    let proposal = SnapProposal(
      strip: try seedStrip(), viewportLength: 375, anchor: anchor, currentOffset: 33,
      proposedOffset: 900)
    try Self.expectStay(proposal, at: 33, because: .invalidAnchorInset)
  }

  /// A custom layout that reports a NaN content length.
  struct BrokenStrip: StripLayout {
    var count: Int { 1 }
    var contentLength: Double { .nan }
    var leadingInset: Double { 0 }
    var trailingInset: Double { 0 }
    var spacing: Double { 0 }
    var maxItemLength: Double { 10 }
    func span(at index: Int) -> StripSpan? { index == 0 ? StripSpan(origin: 0, length: 10) : nil }
    func index(at offset: Double) -> Int? { offset.isFinite ? 0 : nil }
  }

  @Test func brokenCustomStripStays() throws {
    let proposal = SnapProposal(
      strip: BrokenStrip(), viewportLength: 100, anchor: .center, currentOffset: 5)
    try Self.expectStay(proposal, at: 5, because: .invalidStrip)
  }

  @Test func firstIssueInDeclarationOrderIsReported() throws {
    let proposal = SnapProposal(
      strip: try UniformStrip(count: 0, itemLength: 1), viewportLength: -1, anchor: .leading(-1),
      currentOffset: 0, contentVelocity: .nan)
    #expect(proposal.issue == .nonFiniteVelocity)
  }

  @Test func negativeSpacingOrInsetsAreConstructionErrors() {
    #expect(throws: StripLayoutError.negativeSpacing) {
      try UniformStrip(count: 3, itemLength: 10, spacing: -2)
    }
    #expect(throws: StripLayoutError.negativeInset) {
      try VariableStrip(lengths: [10], leadingInset: -2)
    }
  }

  @Test func velocityThresholdsMustBeFiniteAndNotNegative() {
    #expect(throws: PagerError.invalidConfiguration(.velocityThreshold(-1))) {
      try DirectionalSnap(velocityThreshold: -1)
    }
    #expect(throws: PagerError.nonFiniteValue) { try DirectionalSnap(velocityThreshold: .nan) }
    #expect(throws: PagerError.nonFiniteValue) {
      try DirectionalSnap(velocityThreshold: .infinity)
    }
    #expect(throws: PagerError.invalidConfiguration(.velocityThreshold(-0.1))) {
      try ViewportSnap(velocityThreshold: -0.1)
    }
    #expect(throws: PagerError.nonFiniteValue) { try ViewportSnap(velocityThreshold: .nan) }
  }
}
