// A custom transition strategy: pages lift off as cards while they move.
//
// A strategy is a small value type with a placement formula and a timing. This one keeps
// pages side by side like a slide, but shrinks a page to 90 % within the first quarter page of
// motion, so the pages read as cards with a gap between them, and puts the nearer card on top.
// Run `checkTransition(_:)` from PageKitTestSupport on it in your tests.

import PageKitCore

/// Pages as cards: shrunk while moving, side by side, the nearer one on top.
///
/// Placement at offset `x`, for `|x| < 1`: translation `x`, scale `1 − 0.1·min(4|x|, 1)`,
/// alpha `1`, zIndex `−|x|`; hidden when `|x| >= 1` (one page away the card is already outside
/// the viewport, so hiding it shows no jump).
struct CardTransition: TransitionStrategy {
  /// The scale of a card in motion.
  var cardScale = 0.9

  /// Programmatic changes use a gently bouncing spring.
  var timing = AnimationTiming.spring(SpringCurve(response: 0.4, dampingRatio: 0.8))

  func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    let lift = min(4 * distance, 1)
    return PagePlacement(
      translation: offset,
      scale: 1 - (1 - cardScale) * lift,
      zIndex: 0 - distance)
  }
}

// Placements during a swipe from page 0 to page 1: the current page moves to -position and the
// next one arrives from 1 - position.
let cards = CardTransition()
for position in stride(from: 0.0, through: 1.0, by: 0.25) {
  let current = cards.placement(at: -position)
  let next = cards.placement(at: 1 - position)
  print(
    "position \(position): current \(describe(current)), next \(describe(next))")
}

// Placements are logical: a pager or carousel mirrors them for right-to-left layouts.

// Under Reduce Motion any strategy, this one included, becomes a quick cross-fade.
let reduced = cards.reducedMotion()
print(
  "reduce motion at 0.5:", describe(reduced.placement(at: 0.5)), "in",
  reduced.timing.settlingDuration, "s")

// Switching strategies at run time goes through the type-erased wrapper.
var transition = AnyTransitionStrategy(cards)
transition = AnyTransitionStrategy(CubeTransition())
print("cube at 0.5:", describe(transition.placement(at: 0.5)))

func describe(_ placement: PagePlacement) -> String {
  guard !placement.isHidden else { return "hidden" }
  func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 + 0 }
  return "t \(rounded(placement.translation)) s \(rounded(placement.scale)) "
    + "a \(rounded(placement.alpha)) z \(rounded(placement.zIndex)) r \(rounded(placement.rotation))"
}
