public import PageKitCore
import PageKitSnap

/// A filmstrip of an album's thumbnails under the photo: 96-point cells that snap to the
/// leading edge, App Store style (a slow release rests on the nearest cell, a flick moves on),
/// drawn by the host from the pager's visible live pages.
public final class Filmstrip {
  /// The filmstrip's pager: the album's photos in a uniform item layout, a directional snap.
  public let pager: Pager<AlbumSource, SlideTransition>
  /// Every photo the filmstrip came to rest on, in order (exactly once per change).
  public private(set) var settledPhotos: [Int] = []
  private var token: PagerObserverToken?

  /// Creates the filmstrip of `album`.
  ///
  /// - Parameters:
  ///   - album: The photos.
  ///   - width: The filmstrip's on-screen width, in points.
  /// - Throws: A `PagerError` for invalid input.
  public init(album: AlbumSource, width: Double) throws {
    // Cells rest 12 points from the leading edge; the anchor gives the content 12 points of
    // inset at each end.
    pager = try Pager(
      source: album, layout: .uniform(itemLength: 96, spacing: 4), anchor: .leading(12),
      snap: DirectionalSnap(velocityThreshold: 300),
      configuration: PagerConfiguration(viewportLength: width))
    token = pager.addEventObserver { [weak self] event in
      guard case .didChangePage(let change) = event, let index = change.toIndex else { return }
      self?.settledPhotos.append(index)
    }
  }

  /// Where to draw each cell on screen now: the photo's index and its frame's origin from the
  /// filmstrip's leading edge, for the cells with some part on screen (the pager keeps one more
  /// live on each side).
  ///
  /// - Complexity: O(live cells).
  public var cells: [(photo: Int, origin: Double)] {
    let width = pager.viewportLength
    return pager.livePages.filter { $0.origin < width && $0.origin + $0.length > 0 }
      .map { ($0.index, $0.origin) }
  }
}
