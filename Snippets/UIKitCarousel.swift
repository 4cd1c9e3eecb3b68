// A UIKit infinite carousel: a `UIScrollView` keeps the feel of its deceleration and forwards its
// delegate calls to a `Carousel`, which recenters the offset by whole cycles, chooses where a
// release comes to rest, and scrolls on every three seconds from the display link's timestamps.
//
// The view builds for iOS, tvOS, visionOS and Mac Catalyst (Docs/HostingUIKit.md shows it);
// elsewhere this snippet only prints a line. The same carousel calls run on every platform in
// Snippets/CarouselScrollView.swift (with a stand-in scroll view) and
// Snippets/AutoScrollingCarousel.swift.

#if canImport(UIKit) && !os(watchOS)
  import PageKitCarousel
  import PageKitCore
  import PageKitSnap
  import UIKit

  final class CarouselView: UIView, UIScrollViewDelegate {
    let images: [UIImage]
    let cardWidth: CGFloat
    let carousel: Carousel<ArrayPageSource<UIImage, Int>, NearestSnap>
    private let scrollView = UIScrollView()
    private var imageViews: [Int: UIImageView] = [:]  // slot -> view
    private var displayLink: CADisplayLink?

    /// Cards `cardWidth` points wide and 12 apart, the current one centred in `width`.
    init(images: [UIImage], cardWidth: CGFloat, width: CGFloat) throws {
      let carousel = try Carousel(
        source: ArrayPageSource(images), itemLength: cardWidth, spacing: 12,
        viewportLength: width, anchor: .center)
      carousel.autoScroller = try AutoScroller(interval: 3)
      self.images = images
      self.cardWidth = cardWidth
      self.carousel = carousel
      super.init(frame: .zero)
      scrollView.delegate = self
      scrollView.decelerationRate = .fast
      scrollView.showsHorizontalScrollIndicator = false
      scrollView.contentOffset.x = carousel.offset  // the first card, with copies on both sides
      addSubview(scrollView)
    }
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      scrollView.frame = bounds
      let resized = bounds.width > 0 && bounds.width != carousel.viewportLength
      if resized {
        // A rotation, a split-view resize: the same card stays at the anchor, by its fraction.
        try? carousel.setViewportLength(bounds.width)
      }
      scrollView.contentSize = CGSize(width: carousel.contentLength, height: bounds.height)
      if resized { scrollView.contentOffset.x = carousel.offset }
      render()
    }

    // MARK: The scroll view's callbacks

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      let x = carousel.scrollViewDidScroll(contentOffset: scrollView.contentOffset.x)
      if x != scrollView.contentOffset.x { scrollView.contentOffset.x = x }  // whole cycles
      render()
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      carousel.scrollViewWillBeginDragging()  // pauses auto-scroll
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset target: UnsafeMutablePointer<CGPoint>
    ) {
      // The content's velocity (UIKit's sign: positive toward larger offsets), points per second.
      let release = carousel.scrollViewWillEndDragging(
        contentVelocity: velocity.x * 1000, proposedContentOffset: target.pointee.x)
      scrollView.contentOffset.x = release.offset
      target.pointee.x = release.targetOffset
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate: Bool) {
      carousel.scrollViewDidEndDragging(willDecelerate: willDecelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      carousel.scrollViewDidEndDecelerating()
    }

    // MARK: Time: auto-scroll and commands are animated by the carousel

    override func didMoveToWindow() {
      super.didMoveToWindow()
      carousel.isHidden = window == nil  // pauses auto-scroll while off screen
      displayLink?.invalidate()
      displayLink = nil
      guard window != nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      // Both settings pause auto-scroll; reading them every frame follows their changes.
      carousel.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      carousel.isScreenReaderRunning = UIAccessibility.isVoiceOverRunning
      let wasAnimating = carousel.isAnimating
      try? carousel.advance(to: link.targetTimestamp)  // may start an auto-scroll step
      // While the carousel animates (and on the frame it comes to rest), its offset wins.
      if wasAnimating || carousel.isAnimating { scrollView.contentOffset.x = carousel.offset }
    }

    // MARK: Drawing

    private func render() {
      var live = Set<Int>()
      for item in carousel.items(transition: SlideTransition()) where !item.placement.isHidden {
        live.insert(item.slot)
        let view = imageViews[item.slot] ?? makeImageView(slot: item.slot)
        view.image = images[item.index]
        view.frame = CGRect(x: item.origin, y: 0, width: cardWidth, height: bounds.height)
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
