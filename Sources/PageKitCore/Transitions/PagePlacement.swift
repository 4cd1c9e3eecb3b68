/// Where and how one page is drawn relative to its slot in the viewport.
///
/// Translation is in page lengths along the paging axis, so a placement is independent of the
/// viewport size: the host multiplies it by ``Pager/viewportLength``. It counts from the page's
/// resting place: full pages at an inset anchor rest where the anchor puts them (`20` points in
/// at `.leading(20)`), and ``LivePage/origin`` adds that inset. (Such pages are drawn as items
/// the viewport long are: not hidden past the strategy's visible range while in view.)
public struct PagePlacement: Sendable, Hashable {
  /// Displacement along the axis, in page lengths (positive = toward the next page on screen).
  public var translation: Double
  /// Uniform scale, `1` = natural size.
  public var scale: Double
  /// Opacity, `0...1`.
  public var alpha: Double
  /// Drawing order; larger values are drawn on top.
  public var zIndex: Double
  /// Rotation about the cross axis, in radians (the y axis for a horizontal pager).
  public var rotation: Double
  /// Whether the page is not drawn at all.
  public var isHidden: Bool

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - translation: Displacement along the axis, in page lengths.
  ///   - scale: Uniform scale.
  ///   - alpha: Opacity, `0...1`.
  ///   - zIndex: Drawing order.
  ///   - rotation: Rotation about the cross axis, in radians.
  ///   - isHidden: Whether the page is not drawn.
  @inlinable
  public init(
    translation: Double = 0, scale: Double = 1, alpha: Double = 1, zIndex: Double = 0,
    rotation: Double = 0, isHidden: Bool = false
  ) {
    self.translation = translation
    self.scale = scale
    self.alpha = alpha
    self.zIndex = zIndex
    self.rotation = rotation
    self.isHidden = isHidden
  }

  /// A page in place: no translation, scale 1, alpha 1, z 0, no rotation, visible.
  public static let identity = PagePlacement()

  /// A page that is not drawn.
  public static let hidden = PagePlacement(alpha: 0, isHidden: true)

  /// The placement mirrored across the cross axis, as a right-to-left layout draws it:
  /// translation and rotation change sign.
  ///
  /// - Returns: The mirrored placement.
  @inlinable
  package func mirrored() -> PagePlacement {
    var copy = self
    copy.translation = -translation
    copy.rotation = -rotation
    return copy
  }

  /// The placement with every value made safe to draw.
  ///
  /// Non-finite translation, z or rotation become `0`; a non-finite scale becomes `1` and a
  /// negative one `0`; alpha is clamped to `0...1` (NaN becomes `0` and hides the page). The pager
  /// applies this to every placement a strategy returns.
  ///
  /// - Returns: A placement whose values are all finite, with `scale >= 0` and `alpha` in `0...1`.
  @usableFromInline package func sanitized() -> PagePlacement {
    var copy = self
    if !translation.isFinite { copy.translation = 0 }
    if !zIndex.isFinite { copy.zIndex = 0 }
    if !rotation.isFinite { copy.rotation = 0 }
    if scale.isNaN || scale.isInfinite { copy.scale = 1 } else if scale < 0 { copy.scale = 0 }
    if alpha.isNaN {
      copy.alpha = 0
      copy.isHidden = true
    } else {
      copy.alpha = min(max(alpha, 0), 1)
    }
    return copy
  }
}
