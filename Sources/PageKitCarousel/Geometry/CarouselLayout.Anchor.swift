extension CarouselLayout {
  /// Where in the viewport an item rests: the point the logical index is measured from.
  public enum Anchor: Sendable, Hashable {
    /// The item's leading edge sits `inset` points after the viewport's leading edge.
    case leading(Double)
    /// The item is centred in the viewport.
    case center
    /// The item's trailing edge sits `inset` points before the viewport's trailing edge.
    case trailing(Double)

    /// The inset, or `0` for ``center``.
    var inset: Double {
      switch self {
      case .leading(let inset), .trailing(let inset): inset
      case .center: 0
      }
    }

    /// The distance from the viewport's leading edge to a resting item's leading edge.
    ///
    /// - Parameters:
    ///   - itemLength: The item length, in points.
    ///   - viewportLength: The viewport length, in points.
    /// - Returns: The anchor position, in points.
    func position(itemLength: Double, viewportLength: Double) -> Double {
      switch self {
      case .leading(let inset): inset
      case .center: (viewportLength - itemLength) / 2
      case .trailing(let inset): viewportLength - inset - itemLength
      }
    }
  }
}
