// One Pager for every paging surface: a page controller, a peeking card pager, an App Store
// shelf and an infinite carousel differ only in values — the layout, the anchor, the snap
// strategy, the source's looping and the transition. Each prints where its first cards are drawn.

import PageKitCore
import PageKitSnap

let names = ["Alps", "Baltic", "Cairo", "Delhi", "Everest", "Fjords"]

// A page controller: full pages, one per swipe.
let pages = try Pager(
  source: ArrayPageSource(names, id: \.self),
  configuration: PagerConfiguration(viewportLength: 375))

// A peeking card pager: cards 80 % of the viewport, 12 points apart, centred.
let cards = try Pager(
  source: ArrayPageSource(names, id: \.self),
  layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
  configuration: PagerConfiguration(viewportLength: 375))

// An App Store shelf: cards 16 points from the leading edge, a flick moves to the next card.
let shelf = try Pager(
  source: ArrayPageSource(names, id: \.self),
  layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(16),
  snap: DirectionalSnap(velocityThreshold: 300),
  configuration: PagerConfiguration(viewportLength: 375))

// An infinite carousel: the same cards over a source that wraps, drawn by cover flow.
let carousel = try Pager(
  source: ArrayPageSource(names, id: \.self).circular(), transition: CoverFlowTransition(),
  layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
  configuration: PagerConfiguration(viewportLength: 375))

/// The frames of the live pages drawn in the viewport (not hidden by the transition, any part
/// inside).
@MainActor func onScreen<Source: PageSource, Transition: TransitionStrategy>(
  _ pager: Pager<Source, Transition>
) -> String {
  pager.livePages
    .filter { !$0.placement.isHidden }
    .filter { $0.origin < pager.viewportLength && $0.origin + $0.length > 0 }
    .map { "\($0.page) at \($0.origin)" }
    .joined(separator: ", ")
}

print("pages:    \(onScreen(pages))")
print("cards:    \(onScreen(cards))")
print("shelf:    \(onScreen(shelf))")
print("carousel: \(onScreen(carousel))")
