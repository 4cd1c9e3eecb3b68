// A SwiftUI tab strip over a circular pager: the pages view reads an `ObservablePager`, the strip
// an `ObservableTabMenu`, both over the same pager; taps scroll in the tabs' order.
//
// The models run on every platform; the strip builds for iOS 17, macOS 14, visionOS 1 and
// watchOS 10 and later (Docs/HostingSwiftUI.md shows both).

import PageKitCore
import PageKitTabs

typealias TitlePager = Pager<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>

/// What a view keeps for a tab pager, in its `@State`: two observable models over one pager.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct TabPagerModel {
  /// What the pages view reads, and drives: its gestures and its clock.
  let pages: ObservablePager<TitlePager>
  /// What the tab strip reads; taps go to its coordinator.
  let tabs: ObservableTabMenu<TitlePager>

  /// One page and one equal tab per title, in a bar as wide as the pages.
  init(titles: [String], width: Double) throws {
    let pager = try Pager(
      source: ArrayPageSource(titles, id: \.self).circular(),
      configuration: PagerConfiguration(viewportLength: width))
    let menu = try TabMenu(tabCount: titles.count, sizing: .equal, barLength: width)
    let coordinator = try TabMenuCoordinator(pager: pager, menu: menu)
    pages = ObservablePager(pager)
    tabs = ObservableTabMenu(coordinator)
  }
}

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct TabStrip: View {
    let tabs: ObservableTabMenu<TitlePager>
    let titles: [String]

    var body: some View {
      let menu = tabs.coordinator.menu
      if let snapshot = tabs.snapshot {  // a new one on every frame of a motion
        ZStack(alignment: .bottomLeading) {
          ForEach(titles.indices, id: \.self) { tab in
            let span = menu.frame(at: tab)
            Button(titles[tab]) {
              _ = try? tabs.coordinator.selectTab(tab)  // direction from the tabs' order
            }
            .opacity(0.4 + 0.6 * snapshot.selectionProgress(of: tab))
            .frame(width: span?.length ?? 0)
            .offset(x: span?.origin ?? 0)
            .accessibilityAddTraits(snapshot.selectedTab == tab ? .isSelected : [])
          }
          Rectangle()
            .frame(width: snapshot.indicatorFrame.length, height: 2)
            .offset(x: snapshot.indicatorFrame.origin)
          if let copy = snapshot.indicatorCopyFrame {  // straddling a circular seam: both ends
            Rectangle()
              .frame(width: copy.length, height: 2)
              .offset(x: copy.origin)
          }
        }
        .offset(x: -snapshot.menuOffset)
        .frame(width: menu.barLength, alignment: .leading)
        .clipped()  // at a circular seam the indicator slides into a slot past the end
      }
    }
  }
#endif

// The same models without a screen: a tap on the last tab, then the frames until the pager
// rests.
if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
  let model = try TabPagerModel(titles: ["Home", "Trending", "Subscriptions"], width: 390)
  try model.tabs.coordinator.selectTab(2)
  var time = 0.0
  while model.pages.phase != .idle {
    time += 1.0 / 60
    try model.pages.pager.advance(to: time)
  }
  let origin = model.tabs.snapshot?.indicatorFrame.origin ?? 0
  print("tab \(model.tabs.selectedTab ?? -1) selected; indicator at \(origin)")
}
