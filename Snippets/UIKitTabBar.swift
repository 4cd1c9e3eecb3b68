// A UIKit tab bar over a circular pager: labels laid out once from the menu, then one snapshot
// per frame for the indicator, the menu offset and the colours; taps scroll in the tabs' order.
//
// The PageKit side (the pager, the menu and the coordinator) runs on every platform; the view
// builds for iOS, tvOS, visionOS and Mac Catalyst (Docs/HostingUIKit.md shows both).

import PageKitCore
import PageKitTabs

typealias TitlePager = Pager<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>

/// A circular pager over `titles` and its tab bar: one tab per title, as wide as its label
/// (`labelWidths`, measured by the host) and 24 points of padding, in a bar as wide as the pages.
func makeTabs(
  titles: [String], labelWidths: [Double], width: Double
) throws -> TabMenuCoordinator<TitlePager> {
  let pager = try Pager(
    source: ArrayPageSource(titles, id: \.self).circular(),
    configuration: PagerConfiguration(viewportLength: width))
  let menu = try TabMenu(
    tabCount: titles.count, sizing: .intrinsic(labelWidths.map { $0 + 24 }), barLength: width,
    leadingInset: 8, trailingInset: 8)
  return try TabMenuCoordinator(pager: pager, menu: menu)
}

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  final class TabBarView: UIView {
    let tabs: TabMenuCoordinator<TitlePager>
    /// Set by the pager's host: starts its display link after a tap, as `scrollToPage` does.
    var onTap: (() -> Void)?
    private let scrollView = UIScrollView()
    private let indicator = UIView()
    private let indicatorCopy = UIView()  // across a circular seam
    private var labels: [UILabel] = []

    init(tabs: TabMenuCoordinator<TitlePager>, titles: [String]) {
      self.tabs = tabs
      super.init(frame: .zero)
      clipsToBounds = true  // at a circular seam the indicator slides one tab past an end
      scrollView.showsHorizontalScrollIndicator = false
      addSubview(scrollView)
      for (tab, title) in titles.enumerated() {
        let label = UILabel()
        label.text = title
        label.textAlignment = .center
        label.tag = tab
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
        scrollView.addSubview(label)
        labels.append(label)
      }
      for view in [indicator, indicatorCopy] {
        view.backgroundColor = .tintColor
        scrollView.addSubview(view)
      }
    }
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      scrollView.frame = bounds
      try? tabs.setBarLength(bounds.width)  // a rotation, a split-view resize
      let menu = tabs.menu
      scrollView.contentSize = CGSize(width: menu.contentLength, height: bounds.height)
      for (tab, label) in labels.enumerated() {
        guard let span = menu.frame(at: tab) else { continue }
        label.frame = CGRect(x: span.origin, y: 0, width: span.length, height: bounds.height)
      }
      render()
    }

    /// Call from the pager host's `render()`: pan callbacks, display-link frames, taps.
    func render() {
      guard let snapshot = tabs.snapshot(currentOffset: scrollView.contentOffset.x) else {
        return  // nil: keep the previous frame
      }
      let span = snapshot.indicatorFrame
      indicator.frame = CGRect(
        x: span.origin, y: bounds.height - 2, width: span.length, height: 2)
      // Straddling a circular seam, the indicator is at both ends: draw its copy too.
      indicatorCopy.isHidden = snapshot.indicatorCopyFrame == nil
      if let copy = snapshot.indicatorCopyFrame {
        indicatorCopy.frame = CGRect(
          x: copy.origin, y: bounds.height - 2, width: copy.length, height: 2)
      }
      scrollView.contentOffset.x = snapshot.menuOffset
      for (tab, label) in labels.enumerated() {
        let progress = snapshot.selectionProgress(of: tab)  // cross-fade the colours
        label.textColor = UIColor.label.withAlphaComponent(0.4 + 0.6 * progress)
        label.accessibilityTraits =
          snapshot.accessibility(for: tab)?.isSelected == true ? [.button, .selected] : .button
      }
    }

    @objc private func tapped(_ gesture: UITapGestureRecognizer) {
      guard let tab = gesture.view?.tag else { return }
      // Forward or reverse from the tabs' order; refused (and harmless) while a finger drags.
      _ = try? tabs.selectTab(tab)
      onTap?()
      render()
    }
  }
#endif

// The same calls without a screen: a tap on the last tab, then the frames until the pager rests.
let tabs = try makeTabs(
  titles: ["Home", "Trending", "Subscriptions"], labelWidths: [44, 70, 112], width: 375)
try tabs.selectTab(2)
var time = 0.0
while tabs.pager.phase != .idle {
  time += 1.0 / 60
  try tabs.pager.advance(to: time)
}
if let snapshot = tabs.snapshot() {
  print("tab \(snapshot.selectedTab) selected; indicator at \(snapshot.indicatorFrame.origin)")
}
