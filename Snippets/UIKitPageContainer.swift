// A UIKit page container: a plain view controller hosts view controllers as pages, and a `Pager`
// decides what a `UIPageViewController` subclass computes by hand — the index callback (once per
// change, for swipes and commands alike), the direction, the interruptions and the placements.
// A second controller keeps a `UIScrollView` for its feel and feeds the pager from its delegate.
//
// The UIKit code builds for iOS, tvOS, visionOS and Mac Catalyst (Docs/HostingUIKit.md shows it);
// elsewhere this snippet runs the container's child controllers, kept by the live window's
// deltas (`LiveViews`, which holds no UIKit), over an animated far jump. The same pager calls run on every platform in
// Snippets/ReliablePageIndex.swift.

import PageKitCore

/// A host's views of a pager's live pages, kept by the pager's live-window deltas: made from
/// the live pages once, then changed by what each call reports, so the views shown are exactly
/// the live pages' instances after every call, with no diff.
///
/// Keyed by `id`, unique among the live pages of a bounded source. A page keeps its instance
/// while its slot changes: during an animated far jump from page 0 to page 60 the destination
/// is drawn in slot 1, beside the page it leaves, and at rest in slot 60, which a delta reports
/// as a move (nothing to do here), never as a removal. A reload's pages leave and enter again,
/// with the new source's instances.
struct LiveViews<PageID: Hashable, View: AnyObject> {
  /// The views shown, by the identity of the page each shows.
  private(set) var shown: [PageID: View] = [:]

  /// Shows the live pages as they are: call once, then ``apply(_:add:remove:)`` every delta.
  mutating func start(with livePages: some Sequence<LivePage<View, PageID>>, add: (View) -> Void) {
    for page in livePages where shown[page.id] == nil {
      add(page.page)
      shown[page.id] = page.page
    }
  }

  /// Removes the views of the pages that left the live window, then adds the ones that entered.
  mutating func apply(
    _ delta: LiveWindowDelta<View, PageID>, add: (View) -> Void, remove: (View) -> Void
  ) {
    for entry in delta.removed {
      if let view = shown.removeValue(forKey: entry.id) { remove(view) }
    }
    for inserted in delta.inserted {
      add(inserted.page)
      shown[inserted.id] = inserted.page
    }
  }
}

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Told once per page change, for swipes and commands alike.
  @MainActor protocol PageIndexDelegate: AnyObject {
    func pageContainer(_ container: PageContainerController, didUpdatePageIndex index: Int)
  }

  final class PageContainerController: UIViewController, @preconcurrency PagerDelegate {
    weak var indexDelegate: (any PageIndexDelegate)?

    // Fresh controllers per index: one instance per live page, kept while it stays live.
    private let pager: Pager<GeneratedPageSource<UIViewController>, SlideTransition>
    private var displayLink: CADisplayLink?
    private var shown = LiveViews<Int, UIViewController>()  // by page identity

    /// `width` is the container's expected width; `viewDidLayoutSubviews` corrects it.
    init(pageCount: Int, width: CGFloat, makePage: @escaping (Int) -> UIViewController) throws {
      pager = try Pager(
        source: GeneratedPageSource(count: pageCount, make: makePage),
        configuration: PagerConfiguration(viewportLength: width))
      super.init(nibName: nil, bundle: nil)
      pager.delegate = self
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
      view.clipsToBounds = true
      // The children follow the live window: made for the live pages now, then added and
      // removed as each call that changes the window says (on the main actor, where the calls
      // are made).
      shown.start(with: pager.livePages, add: { self.show($0) })
      pager.addLiveWindowObserver { [weak self] delta in
        MainActor.assumeIsolated { self?.follow(delta) }
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      try? pager.setViewportLength(view.bounds.width)  // rotation, split view: position is kept
      render()
    }

    // MARK: Touches

    @objc private func pan(_ gesture: UIPanGestureRecognizer) {
      // The finger's translation since the previous callback, and its velocity, as UIKit reports
      // them: the units and the sign `drag(by:)` and `endDrag(velocity:)` take.
      let dx = gesture.translation(in: view).x
      gesture.setTranslation(.zero, in: view)
      switch gesture.state {
      case .began:
        try? pager.beginDrag()
        try? pager.drag(by: dx)
      case .changed:
        try? pager.drag(by: dx)
      case .ended, .cancelled:
        try? pager.endDrag(velocity: gesture.velocity(in: view).x)
        startFrames()
      default:
        break
      }
      render()
    }

    // MARK: Commands

    /// Direction is chosen from the indices; a bad index throws instead of crashing.
    func scrollToPage(_ index: Int, animated: Bool = true) throws {
      try pager.scroll(to: index, animated: animated)
      startFrames()
      render()
    }

    // MARK: Time

    private func startFrames() {
      guard displayLink == nil, pager.phase == .settling else { return }
      let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      try? pager.advance(to: link.targetTimestamp)
      render()
      if pager.phase != .settling {
        link.invalidate()
        displayLink = nil
      }
    }

    // MARK: Drawing

    private func follow(_ delta: LiveWindowDelta<UIViewController, Int>) {
      shown.apply(delta, add: { self.show($0) }, remove: { self.remove($0) })
    }

    private func render() {
      for page in pager.livePages {
        let child = page.page
        let placement = page.placement
        child.view.isHidden = placement.isHidden
        child.view.alpha = placement.alpha
        child.view.layer.zPosition = placement.zIndex
        // Bounds and centre, not the frame: a view's frame is undefined under a transform.
        child.view.bounds = CGRect(origin: .zero, size: view.bounds.size)
        child.view.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        child.view.transform = CGAffineTransform(
          translationX: placement.translation * pager.viewportLength, y: 0
        ).scaledBy(x: placement.scale, y: placement.scale)
      }
    }

    private func show(_ child: UIViewController) {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }

    private func remove(_ child: UIViewController) {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }

    // MARK: PagerDelegate

    func pagerDidChangePage(_ change: PageChange<Int>) {
      guard let index = change.toIndex else { return }
      indexDelegate?.pageContainer(self, didUpdatePageIndex: index)
      UIAccessibility.post(
        notification: .pageScrolled, argument: pager.accessibilityAnnouncement?.description)
    }
  }

  /// The same pager fed by a `UIScrollView`: the scroll view keeps its deceleration and draws
  /// the pages; the pager chooses where a release goes and reports the change once.
  final class ScrollViewPageController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let pageViews: [UIView]
    private let pager: Pager<ArrayPageSource<UIView, Int>, SlideTransition>
    private var lastOffset: CGFloat = 0
    private var displayLink: CADisplayLink?

    init(pageViews: [UIView], width: CGFloat) throws {
      self.pageViews = pageViews
      pager = try Pager(
        source: ArrayPageSource(pageViews), configuration: PagerConfiguration(viewportLength: width)
      )
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      // Not `isPagingEnabled`: UIKit keeps a paging scroll view's own target.
      scrollView.decelerationRate = .fast
      scrollView.showsHorizontalScrollIndicator = false
      scrollView.delegate = self
      view.addSubview(scrollView)
      for page in pageViews { scrollView.addSubview(page) }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let size = view.bounds.size
      scrollView.frame = view.bounds
      for (index, page) in pageViews.enumerated() {
        page.frame = CGRect(origin: CGPoint(x: CGFloat(index) * size.width, y: 0), size: size)
      }
      scrollView.contentSize = CGSize(
        width: CGFloat(pageViews.count) * size.width, height: size.height)
      try? pager.setViewportLength(size.width)
      if pager.phase == .idle {
        scrollView.contentOffset.x = CGFloat(pager.settledIndex) * size.width
      }
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      lastOffset = scrollView.contentOffset.x
      try? pager.beginDrag()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard pager.phase == .dragging else { return }
      // The content moving forward (to a larger offset) is the finger moving backward.
      try? pager.drag(by: lastOffset - scrollView.contentOffset.x)
      lastOffset = scrollView.contentOffset.x
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      // UIKit hands the content's velocity in points per millisecond; the pager takes the
      // finger's, in points per second.
      try? pager.endDrag(velocity: -velocity.x * 1000)
      targetContentOffset.pointee.x = CGFloat(pager.targetIndex) * scrollView.bounds.width
      startFrames()
    }

    // MARK: Time: the pager settles alongside the scroll view's deceleration

    private func startFrames() {
      guard displayLink == nil, pager.phase == .settling else { return }
      let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      try? pager.advance(to: link.targetTimestamp)
      if pager.phase != .settling {
        link.invalidate()
        displayLink = nil
      }
    }
  }
#else
  // Without UIKit: the container's children over an animated far jump from page 0 to page 60
  // of 100, with plain objects for the child controllers, kept on the main actor as the
  // container keeps them.
  final class PageView {
    let index: Int
    init(index: Int) { self.index = index }
  }

  @MainActor final class Container {
    let pager: Pager<GeneratedPageSource<PageView>, SlideTransition>
    private var shown = LiveViews<Int, PageView>()
    private(set) var onScreen: [ObjectIdentifier: PageView] = [:]  // what its view would hold

    init() throws {
      pager = try Pager(
        source: GeneratedPageSource(count: 100) { PageView(index: $0) },
        configuration: PagerConfiguration(viewportLength: 375))
      shown.start(with: pager.livePages, add: { self.onScreen[ObjectIdentifier($0)] = $0 })
      pager.addLiveWindowObserver { [weak self] delta in
        MainActor.assumeIsolated { self?.follow(delta) }
      }
    }

    private func follow(_ delta: LiveWindowDelta<PageView, Int>) {
      shown.apply(
        delta, add: { self.onScreen[ObjectIdentifier($0)] = $0 },
        remove: { self.onScreen[ObjectIdentifier($0)] = nil })
    }
  }

  let container = try Container()
  let pager = container.pager
  try pager.scroll(to: 60)
  var time = 0.0
  while pager.phase != .idle {
    time += 1.0 / 60
    try pager.advance(to: time)
  }
  let slots = pager.livePages.map { "page \($0.index) in slot \($0.slot)" }
  print("at rest: \(slots.joined(separator: ", "))")
  print("shown: pages \(container.onScreen.values.map(\.index).sorted())")
#endif
