public import PageKitCarousel
public import PageKitCore
public import PageKitTabs

/// The album pager (circular: swiping past the last album wraps to the first), named once for the
/// pager and the tab bar bound to it.
public typealias AlbumPager = Pager<
  CircularPageSource<ArrayPageSource<String, String>>, PolaroidTransition
>

/// The app's home screen: a tab bar of albums over a pager, and a featured carousel that
/// auto-scrolls and snaps with the gallery's own rule.
public final class Home {
  /// The album names, one tab and one page each.
  public let albums: [String]
  /// The album pager (circular: swiping past the last album wraps to the first).
  public let pager: AlbumPager
  /// The tab bar bound to the pager.
  public let tabs: TabMenuCoordinator<AlbumPager>
  /// The featured photos: a looping, auto-scrolling pager of generated photo cards, 80 % of the
  /// screen wide with the neighbours peeking.
  public let featured: Pager<CircularPageSource<AlbumSource>, SlideTransition>
  /// What moves the featured photos on every three seconds.
  public let featuredScroller: AutoScroller
  /// Every album the tabs selected, in order.
  public private(set) var selections: [String] = []

  /// Creates the home screen.
  ///
  /// - Parameters:
  ///   - albums: The album names.
  ///   - screenWidth: The screen's width, in points.
  /// - Throws: A `PagerError` or `TabMenuError` for invalid input.
  public init(albums: [String], screenWidth: Double) throws {
    self.albums = albums
    pager = try Pager(
      source: ArrayPageSource(albums, id: \.self).circular(), transition: PolaroidTransition(),
      configuration: PagerConfiguration(viewportLength: screenWidth))
    let menu = try TabMenu(
      tabCount: albums.count, sizing: .fixed(96), barLength: screenWidth, spacing: 8,
      leadingInset: 16, trailingInset: 16, alignment: .center)
    tabs = try TabMenuCoordinator(pager: pager, menu: menu)
    featured = try Pager(
      source: AlbumSource(name: "Featured", count: 12).circular(),
      layout: .uniform(itemLength: screenWidth * 0.8, spacing: 12), anchor: .center,
      snap: ThumbnailSnap(maxItems: 1),
      configuration: PagerConfiguration(viewportLength: screenWidth))
    featuredScroller = try AutoScroller(interval: 3)
    tabs.onSelectionChange = { [weak self] change in
      guard let self, let tab = change.toIndex else { return }
      selections.append(self.albums[tab])
    }
  }

  /// One display frame for everything on screen.
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  /// - Throws: `PagerError.nonFiniteValue` for a NaN or infinite timestamp.
  public func frame(at time: Double) throws {
    try pager.advance(to: time)
    try featured.advance(to: time)
    featuredScroller.advance(featured, to: time)
  }
}
