import PageKitCore
import PageKitSnap
import Testing

/// Docs/Physics.md, vectors P1–P10: paging decisions of other platforms, adapted to PageKit's
/// snap strategies. Each test says which platform rule the vector comes from and what PageKit
/// changes. The arguments and messages number the vectors 19–28, their former numbers: vector
/// `n` there is P`n − 18` in Docs/Physics.md.
@Suite struct PhysicsVectorTests {
  /// Compose's pager of vectors P1–P8: 1080 px pages, density 2.625; its fling threshold is
  /// 400 dp/s = 1050 px/s. The viewport is one page.
  static let composeThreshold = 400 * 2.625

  static func pages() throws -> UniformStrip { try UniformStrip(count: 10, itemLength: 1_080) }

  /// A release after dragging `drag` px forward from page 3 (offset 3240). Compose decides from
  /// the drag alone, so the proposal is the release offset itself.
  static func release(drag: Double, velocity: Double) throws -> SnapProposal<UniformStrip> {
    SnapProposal(
      strip: try pages(), viewportLength: 1_080, anchor: .leading(0),
      currentOffset: 3_240 + drag, proposedOffset: 3_240 + drag, contentVelocity: velocity,
      dragStartOffset: 3_240)
  }

  // Vectors P1–P6 (Compose pager, `atMost(1)`): PageKit's PagingSnap(maxItems: 1) with
  // Compose's fling threshold gives the same pages. Adapted: Compose's 56 dp "go back" rule for
  // slow releases is replaced by PageKit's nearest item; on these vectors they agree.
  @Test(arguments: [
    (19, 300.0, 500.0, 3),
    (20, 600, 0, 4),
    (21, 300, 2_000, 4),
    (22, 100, 0, 3),
    (23, 540, 0, 3),  // exactly half: Compose's strict `>`, PageKit's tie to the lower index
    (24, 1_400, 0, 4),
  ])
  func composePagerRelease(vector: Int, drag: Double, velocity: Double, page: Int) throws {
    let snap = try PagingSnap(maxItems: 1, velocityThreshold: Self.composeThreshold)
    let target = snap.target(for: try Self.release(drag: drag, velocity: velocity))
    #expect(target.index == page, "vector \(vector)")
    #expect(target.offset == Double(page) * 1_080, "vector \(vector)")
  }

  // Vector P7 (Compose `atMost(n)` at 8000 px/s): Compose projects with Android's spline,
  // 3531.163 px at this velocity (PageKit does not implement the spline). Adapted: PageKit is
  // handed that distance as the proposal and PagingSnap limits the fling to n pages.
  @Test(arguments: [(1, 4), (3, 6)])
  func composeAtMost(maxPages: Int, page: Int) throws {
    let snap = try PagingSnap(maxItems: maxPages, velocityThreshold: Self.composeThreshold)
    let proposal = SnapProposal(
      strip: try Self.pages(), viewportLength: 1_080, anchor: .leading(0), currentOffset: 3_300,
      proposedOffset: 3_300 + 3_531.163, contentVelocity: 8_000, dragStartOffset: 3_240)
    #expect(snap.target(for: proposal).index == page, "vector 25, n = \(maxPages)")
  }

  // Vector P8 (Compose `targetPage` while dragging, threshold 56 dp = 0.1361 page): Compose
  // answers 4 / 3 for fractions 0.185 / 0.093. Adapted: PageKit's zero-velocity target while
  // dragging is the nearest item, so both stay on page 3 until the drag passes half a page.
  @Test(arguments: [0.185, 0.093])
  func dragTargetIsTheNearestPage(fraction: Double) throws {
    let proposal = try Self.release(drag: fraction * 1_080, velocity: 0)
    #expect(try PagingSnap().target(for: proposal).index == 3, "vector 26")
  }

  // Vector P9 (RecyclerView PagerSnapHelper: ±1 page from the start-most visible item 3 at
  // left = −300): the same as a DirectionalSnap fling with no proposal beyond the release.
  @Test(arguments: [(2_000.0, 4), (-2_000, 3)])
  func pagerSnapHelper(velocity: Double, page: Int) throws {
    let proposal = try Self.release(drag: 300, velocity: velocity)
    let target = try DirectionalSnap(velocityThreshold: 50 * 2.625).target(for: proposal)
    #expect(target.index == page, "vector 27")
  }

  // Vector P10 (LinearSnapHelper: 300 px items, 3000 px/s, Android's spline distance 643 px,
  // deltaJump = round(643 / 300) = 2). Adapted: PageKit takes the 643 px as the proposal and
  // NearestSnap rounds it to the nearest item: 2 items on.
  @Test func linearSnapHelper() throws {
    let strip = try UniformStrip(count: 50, itemLength: 300)
    let proposal = SnapProposal(
      strip: strip, viewportLength: 1_080, anchor: .leading(0), currentOffset: 3_000,
      proposedOffset: 3_643, contentVelocity: 3_000)
    #expect(NearestSnap().target(for: proposal).index == 12, "vector 28")
  }
}
