package import PageKitCore

// The snapping seed's geometry, shared by the Core tests of the paging rule and the Snap tests
// of the other strategies.

/// The seed's strip: 300-point cards, 10 points apart, 16 points of padding at both ends.
package func seedStrip(count: Int = 10) throws -> UniformStrip {
  try UniformStrip(
    count: count, itemLength: 300, spacing: 10, leadingInset: 16, trailingInset: 16)
}

/// A proposal on the seed's strip: a 375-point viewport and `.leading(16)`.
package func seedProposal(
  current: Double, proposed: Double? = nil, velocity: Double = 0, dragStart: Double? = nil,
  count: Int = 10
) throws -> SnapProposal<UniformStrip> {
  SnapProposal(
    strip: try seedStrip(count: count), viewportLength: 375, anchor: .leading(16),
    currentOffset: current, proposedOffset: proposed, contentVelocity: velocity,
    dragStartOffset: dragStart)
}
