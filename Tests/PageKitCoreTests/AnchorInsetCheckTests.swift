import PageKitCore
import Testing

/// Bad input: an anchor inset that puts every resting item outside the viewport (`inset ≥
/// viewport`) is refused by every layout with the value it names, and a refused change leaves
/// the pager as it was.
@Suite struct AnchorInsetCheckTests {
  static var source: ArrayPageSource<String, String> {
    ArrayPageSource(["A", "B", "C"], id: \.self)
  }
  static let configuration = PagerConfiguration(viewportLength: 375)

  /// The error building a pager of `layout` at `anchor` over `source` throws, if any.
  static func error(
    _ layout: PagerLayout, _ anchor: SnapAnchor, circular: Bool = false,
    viewport: Double = 375
  ) -> PagerError? {
    do {
      if circular {
        _ = try Pager(
          source: source.circular(), layout: layout, anchor: anchor,
          configuration: PagerConfiguration(viewportLength: viewport))
      } else {
        _ = try Pager(
          source: source, layout: layout, anchor: anchor,
          configuration: PagerConfiguration(viewportLength: viewport))
      }
      return nil
    } catch {
      return error
    }
  }

  static let layouts: [(PagerLayout, Double)] = [
    (.fullPage, 375), (.uniform(itemLength: 300, spacing: 12), 300),
    (.variable(itemLengths: [100, 200, 300], spacing: 0), 300),
  ]

  @Test(arguments: [false, true])
  func anInsetAtOrPastTheViewportIsRefusedByEveryLayout(circular: Bool) {
    for (layout, longest) in Self.layouts {
      for anchor in [SnapAnchor.leading(1000), .trailing(1000), .leading(375), .trailing(375)] {
        #expect(
          Self.error(layout, anchor, circular: circular)
            == .invalidConfiguration(
              .anchorInsetPastViewport(
                inset: anchor.insetValue, itemLength: longest, viewportLength: 375)),
          "\(layout) \(anchor) circular \(circular)")
      }
      // Just inside the viewport: a resting item shows a sliver, as a bounded strip always did.
      #expect(Self.error(layout, .leading(374), circular: circular) == nil, "\(layout)")
      #expect(Self.error(layout, .trailing(374), circular: circular) == nil, "\(layout)")
      // A negative inset names the inset.
      #expect(
        Self.error(layout, .leading(-1), circular: circular)
          == .invalidConfiguration(.anchorInset(-1)), "\(layout)")
    }
  }

  @Test func theErrorNamesTheInsetAndTheViewport() {
    let issue = PagerConfigurationIssue.anchorInsetPastViewport(
      inset: 1000, itemLength: 300, viewportLength: 375)
    #expect(issue.description.contains("1000.0") && issue.description.contains("375.0"))
    #expect(issue.description.contains("anchor inset"))
  }

  @Test(arguments: [PagerLayout.fullPage, .uniform(itemLength: 300, spacing: 12)])
  func aViewportShrunkPastTheInsetIsRefusedAndChangesNothing(layout: PagerLayout) throws {
    // Given a pager anchored 320 points in, mid-drag
    let pager = try Pager(
      source: Self.source, layout: layout, anchor: .leading(320), initialIndex: 1,
      configuration: Self.configuration)
    try pager.beginDrag()
    try pager.drag(by: -40)
    let offset = pager.contentOffset
    let position = pager.position
    let frames = pager.livePages.map(\.origin)
    // When the viewport shrinks to the inset
    #expect(
      throws: PagerError.invalidConfiguration(
        .anchorInsetPastViewport(
          inset: 320, itemLength: layout.isFullPage ? 320 : 300, viewportLength: 320))
    ) { try pager.setViewportLength(320) }
    // Then nothing changed
    #expect(pager.viewportLength == 375)
    #expect(pager.contentOffset == offset && pager.position == position)
    #expect(pager.livePages.map(\.origin) == frames)
    #expect(pager.phase == .dragging)
  }
}

extension SnapAnchor {
  /// The inset of a leading or trailing anchor.
  var insetValue: Double {
    switch self {
    case .leading(let inset), .trailing(let inset): inset
    case .center: 0
    }
  }
}
