// A UIKit infinite carousel: a `UIScrollView` keeps the feel of its deceleration and forwards its
// delegate calls through a `ScrollViewBridge` to a looping `Pager`, which recenters the offset by
// whole cycles and chooses where a release comes to rest; an `AutoScroller` moves it on every
// three seconds from the display link's timestamps.
//
// The view builds for iOS, tvOS, visionOS and Mac Catalyst (Docs/HostingUIKit.md shows it);
// elsewhere this snippet only prints a line. The same calls run on every platform in
// Snippets/CarouselScrollView.swift (with a stand-in scroll view) and
// Snippets/AutoScrollingCarousel.swift.

#if canImport(UIKit) && !os(watchOS)
  import PageKitCarousel
  import PageKitCore
  import PageKitSnap
  import UIKit

  final class CarouselView: UIView, UIScrollViewDelegate {
    typealias Cards = CircularPageSource<ArrayPageSource<UIImage, Int>>

    let images: [UIImage]
    let cardWidth: CGFloat
    let pager: Pager<Cards, SlideTransition>
    let bridge: ScrollViewBridge<Cards, SlideTransition>
    private let scroller: AutoScroller
    private let scrollView = UIScrollView()
    // By slot: a short loop shows one card in two slots. The views are the host's, refilled
    // from `page.index` every frame, so a slot that changes only replaces a view.
    private var imageViews: [Int: UIImageView] = [:]  // slot -> view
    private var displayLink: CADisplayLink?

    /// Cards `cardWidth` points wide and 12 apart, the current one centred in `width`.
    init(images: [UIImage], cardWidth: CGFloat, width: CGFloat) throws {
      let pager = try Pager(
        source: ArrayPageSource(images).circular(),
        layout: .uniform(itemLength: cardWidth, spacing: 12), anchor: .center,
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: width))
      self.images = images
      self.cardWidth = cardWidth
      self.pager = pager
      self.bridge = try ScrollViewBridge(pager: pager)
      self.scroller = try AutoScroller(interval: 3)
      super.init(frame: .zero)
      scrollView.delegate = self
      scrollView.decelerationRate = .fast
      scrollView.showsHorizontalScrollIndicator = false
      scrollView.contentOffset.x = bridge.contentOffset  // the first card, copies on both sides
      addSubview(scrollView)
    }
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      scrollView.frame = bounds
      let resized = bounds.width > 0 && bounds.width != pager.viewportLength
      if resized {
        // A rotation, a split-view resize: the same card stays at the anchor, by its fraction.
        try? pager.setViewportLength(bounds.width)
      }
      scrollView.contentSize = CGSize(width: bridge.contentLength, height: bounds.height)
      if resized { scrollView.contentOffset.x = bridge.contentOffset }
      render()
    }

    // MARK: The scroll view's callbacks

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      let x = bridge.scrollViewDidScroll(contentOffset: scrollView.contentOffset.x)
      if x != scrollView.contentOffset.x { scrollView.contentOffset.x = x }  // whole cycles
      render()
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      bridge.scrollViewWillBeginDragging()  // a finger down pauses auto-scroll
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset target: UnsafeMutablePointer<CGPoint>
    ) {
      // The content's velocity (UIKit's sign: positive toward larger offsets), points per second.
      let release = bridge.scrollViewWillEndDragging(
        contentVelocity: velocity.x * 1000, proposedContentOffset: target.pointee.x)
      scrollView.contentOffset.x = release.offset
      target.pointee.x = release.targetOffset
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate: Bool) {
      bridge.scrollViewDidEndDragging(willDecelerate: willDecelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      bridge.scrollViewDidEndDecelerating()
    }

    // MARK: Time: auto-scroll and commands are animated by the pager

    override func didMoveToWindow() {
      super.didMoveToWindow()
      displayLink?.invalidate()
      displayLink = nil
      guard window != nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      // The host's pause reasons, read every frame to follow their changes.
      var reasons: AutoScroller.PauseReasons = []
      if window == nil { reasons.insert(.hidden) }
      if UIAccessibility.isReduceMotionEnabled { reasons.insert(.reduceMotion) }
      if UIAccessibility.isVoiceOverRunning { reasons.insert(.screenReader) }
      let wasAnimating = bridge.isAnimating
      try? pager.advance(to: link.targetTimestamp)
      scroller.advance(pager, to: link.targetTimestamp, pausedBy: reasons)  // may step on
      // While the pager animates (and on the frame it comes to rest), its offset wins.
      if wasAnimating || bridge.isAnimating { scrollView.contentOffset.x = bridge.contentOffset }
    }

    // MARK: Drawing

    private func render() {
      var live = Set<Int>()
      let x = scrollView.contentOffset.x
      for page in pager.livePages where !page.placement.isHidden {
        live.insert(page.slot)
        let view = imageViews[page.slot] ?? makeImageView(slot: page.slot)
        view.image = images[page.index]
        // A short loop draws a photo twice: VoiceOver reads one copy.
        view.isAccessibilityElement = page.isAccessibilityElement
        // `origin` is on screen: the scroll view's content offset puts it in the content.
        view.frame = CGRect(x: x + page.origin, y: 0, width: page.length, height: bounds.height)
      }
      for (slot, view) in imageViews where !live.contains(slot) {
        view.removeFromSuperview()
        imageViews[slot] = nil
      }
    }

    private func makeImageView(slot: Int) -> UIImageView {
      let view = UIImageView()
      scrollView.addSubview(view)
      imageViews[slot] = view
      return view
    }
  }
#else
  print("A UIKit host: it builds for iOS, tvOS, visionOS and Mac Catalyst.")
#endif
