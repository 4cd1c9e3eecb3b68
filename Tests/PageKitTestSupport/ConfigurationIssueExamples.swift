package import PageKitCore

extension PagerConfigurationIssue {
  /// Every configuration issue, one of each case: the error descriptions' tests print each, the
  /// trace tests write and read each (`ErrorDescriptionTests.name(of:)` keeps the list complete).
  package static let everyCaseExample: [PagerConfigurationIssue] = [
    .viewportLength(0), .itemLength(-1),
    .itemLongerThanViewport(itemLength: 400, viewportLength: 375),
    .spacing(-4), .anchorInset(-2),
    .anchorInsetPastViewport(inset: 300, itemLength: 100, viewportLength: 375),
    .preloadCount(-1), .rubberBandCoefficient(-0.5), .touchSlop(-2), .wheelStopsPerGesture(0),
    .pageDotsWindow(0), .endDistance(-1), .endOverscroll(-8),
    .velocityThreshold(-300),
    .maxItems(0),
    .positionalThreshold(1), .decelerationRate(1.5), .autoScrollInterval(0),
    .sourceCount(count: 1 << 50, reach: PageBounds.reachableMagnitude),
    .itemLengthsCount(lengths: 2, items: 3), .variableLayoutWithoutCount, .contentTooLong,
    .loopStyle,
    .bridgeNeedsItemLayout, .timing, .unspecified,
  ]
}
