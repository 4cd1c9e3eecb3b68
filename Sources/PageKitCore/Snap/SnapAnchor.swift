/// Where in the viewport a snapped item comes to rest.
///
/// An item's *anchor offset* is the content offset (the scroll position of the viewport's
/// leading edge) at which the item sits at the anchor:
///
/// - ``leading(_:)``: the item's leading edge `inset` points after the viewport's leading edge,
///   `origin - inset` (a shelf's left padding of 16 is `.leading(16)`);
/// - ``center``: the item centred in the viewport, `center - viewportLength / 2`;
/// - ``trailing(_:)``: the item's trailing edge `inset` points before the viewport's trailing
///   edge, `end + inset - viewportLength`.
///
/// Insets must be finite and not negative; a proposal with another inset is not snapped (see
/// ``SnapProposal``), and a snapping strip with one is not created.
public enum SnapAnchor: Sendable, Hashable {
  /// The item's leading edge rests `inset` points inside the viewport's leading edge.
  case leading(Double)
  /// The item's centre rests at the viewport's centre.
  case center
  /// The item's trailing edge rests `inset` points inside the viewport's trailing edge.
  case trailing(Double)

  /// The anchor's inset: zero for ``center``.
  package var inset: Double {
    switch self {
    case .leading(let inset), .trailing(let inset): inset
    case .center: 0
    }
  }

  /// The content offset at which an item rests at this anchor, before clamping to the
  /// scrollable range.
  ///
  /// - Parameters:
  ///   - span: The item's extent in content coordinates.
  ///   - viewportLength: The viewport's extent along the axis, in points.
  /// - Returns: The item's anchor offset.
  public func offset(for span: StripSpan, viewportLength: Double) -> Double {
    switch self {
    case .leading(let inset): span.origin - inset
    case .center: span.center - viewportLength / 2
    case .trailing(let inset): span.end + inset - viewportLength
    }
  }

  /// The point in content coordinates that sits at the anchor when the viewport is at
  /// `offset`; used to find the items near an anchor offset.
  package func contentPoint(atOffset offset: Double, viewportLength: Double) -> Double {
    switch self {
    case .leading(let inset): offset + inset
    case .center: offset + viewportLength / 2
    case .trailing(let inset): offset + viewportLength - inset
    }
  }
}
