// A pager driven with a custom transition strategy: pages fold away like a deck while they move,
// and programmatic changes use an ease-in-out curve. The same pager then switches strategy at run
// time through `AnyTransitionStrategy`.

import PageKitCore

/// The outgoing page stays put and shrinks under the incoming one, which slides over it.
struct DeckTransition: TransitionStrategy {
  var timing: AnimationTiming { .bezier(.easeInOut) }

  func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    if offset <= 0 {
      // Leaving toward the back: in place, shrinking and fading out, underneath.
      return PagePlacement(scale: 1 - 0.2 * distance, alpha: 1 - distance, zIndex: 0)
    }
    // Arriving from the front: slides in on top.
    return PagePlacement(translation: offset, zIndex: 1)
  }
}

/// Prints the pager's position and the placements of the pages it draws.
@MainActor func show(_ label: String) {
  let pages = pager.livePages.filter { !$0.placement.isHidden }.map { live in
    let p = live.placement
    return "\(live.page)(t \(p.translation), s \(p.scale), a \(p.alpha), z \(p.zIndex))"
  }
  print("\(label): position \(pager.position) -> \(pages.joined(separator: " "))")
}

let pager = try Pager(
  source: ArrayPageSource(["Intro", "Features", "Pricing", "Sign up"]),
  transition: AnyTransitionStrategy(DeckTransition()),
  configuration: PagerConfiguration(viewportLength: 400))

// Half way through a drag: the outgoing page has shrunk, the incoming one covers half the view.
try pager.beginDrag()
try pager.drag(by: -200)
show("drag at half")
try pager.endDrag(velocity: -500)
try pager.advance(to: 0)
try pager.advance(to: 1)
show("settled")

// An animated command is timed by the strategy's curve: 0.35 s of ease-in-out.
try pager.scroll(to: 2)
try pager.advance(to: 1.175)
show("command half way in time")
try pager.advance(to: 2)

// Switch strategies at run time; the position is kept.
pager.transition = AnyTransitionStrategy(CubeTransition())
try pager.beginDrag()
try pager.drag(by: -100)
show("cube, quarter way")
