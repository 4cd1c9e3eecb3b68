public import PageKitCore
import PageKitSnap

/// A photo gallery screen: a full-screen pager of photos over a snapping strip of thumbnails.
///
/// It shows how a host package mixes PageKit's modules: a `GeneratedPageSource` subclass, its own
/// transition and snap strategy, and the pager's events to keep the thumbnails in step.
public final class Gallery {
  /// The full-screen pager.
  public let pager: Pager<AlbumSource, PolaroidTransition>
  /// The thumbnail strip's geometry.
  public let thumbnails: UniformStrip
  /// The thumbnail strip's viewport length, in points.
  public let stripLength: Double
  /// The thumbnail strip's content offset.
  public private(set) var stripOffset: Double = 0
  /// Every page the gallery settled on, in order.
  public private(set) var visited: [Int] = []

  private let snap = ThumbnailSnap(maxItems: 3)

  /// Creates a gallery.
  ///
  /// - Parameters:
  ///   - album: The photos.
  ///   - pageLength: The screen's width, in points.
  ///   - thumbnailLength: One thumbnail's width, in points.
  ///   - stripLength: The thumbnail strip's visible width, in points.
  /// - Throws: A `PagerError` or `StripLayoutError` for invalid sizes.
  public init(album: AlbumSource, pageLength: Double, thumbnailLength: Double, stripLength: Double)
    throws
  {
    pager = try Pager(
      source: album, transition: PolaroidTransition(),
      configuration: PagerConfiguration(viewportLength: pageLength))
    thumbnails = try UniformStrip(
      count: album.count, itemLength: thumbnailLength, spacing: 4, leadingInset: 16,
      trailingInset: 16)
    self.stripLength = stripLength
    pager.addEventObserver { [weak self] event in
      guard let self, case .didChangePage(let change) = event, let index = change.toIndex
      else { return }
      visited.append(index)
      centreThumbnail(index)
    }
  }

  /// The thumbnail strip was flung: snap it, and show the chosen photo.
  ///
  /// - Parameters:
  ///   - offset: The strip's offset at release.
  ///   - contentVelocity: The content's release velocity, in points per second, positive toward
  ///     larger offsets (a scroll view's, converted from points per millisecond).
  /// - Returns: The strip's resting offset.
  @discardableResult
  public func releaseThumbnails(at offset: Double, contentVelocity: Double) -> Double {
    let proposal = SnapProposal(
      strip: thumbnails, viewportLength: stripLength, anchor: .center, currentOffset: offset,
      proposedOffset: Deceleration.normal.restingOffset(
        from: offset, contentVelocity: contentVelocity),
      contentVelocity: contentVelocity, dragStartOffset: stripOffset)
    let target = snap.target(for: proposal)
    stripOffset = target.offset
    if let index = target.index {
      try? pager.scroll(to: index)
    }
    return target.offset
  }

  private func centreThumbnail(_ index: Int) {
    guard let span = thumbnails.span(at: index) else { return }
    let ideal = SnapAnchor.center.offset(for: span, viewportLength: stripLength)
    stripOffset = min(max(ideal, 0), max(0, thumbnails.contentLength - stripLength))
  }
}
