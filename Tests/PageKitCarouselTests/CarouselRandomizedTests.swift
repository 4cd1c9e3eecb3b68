import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// 10,000 seeded sequences of drags, flings, frames, host callbacks, commands, timer ticks,
/// loop toggles and data changes, checking after every step that the offset stays inside the
/// content, the logical index is the floor-modulo of the virtual item, and `didChangePage` fires
/// exactly once per settled change.
@Suite struct CarouselRandomizedTests {
  @Test func randomSequencesKeepTheInvariants() throws {
    for seed in UInt64(1)...10_000 {
      try run(seed: seed)
    }
  }

  func run(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let count = [0, 1, 2, 3, 5, 8, 1000][rng.int(in: 0...6)]
    let viewport = 375.0
    let fullWidth = rng.chance(0.4)
    let itemLength = fullWidth ? viewport : [60.0, 100, 200][rng.int(in: 0...2)]
    let spacing = fullWidth ? 0 : [0.0, 8][rng.int(in: 0...1)]
    let anchors: [SnapAnchor] = [.leading(0), .center, .leading(16)]
    let anchor = fullWidth ? .leading(0) : anchors[rng.int(in: 0...2)]
    let carousel = try Carousel(
      source: ArrayPageSource(Array(0..<count)), itemLength: itemLength, spacing: spacing,
      viewportLength: viewport, anchor: anchor, isCircular: rng.chance(0.8))
    if rng.chance(0.5) { carousel.autoScroller = try AutoScroller(interval: 0.7) }

    var settled = carousel.settledPageID
    var dids: [PageChange<Int>] = []
    var openWill = false
    var pairingBroken = false
    carousel.onEvent = { event in
      switch event {
      case .willChangePage: openWill = true
      case .didChangePage(let change):
        dids.append(change)
        openWill = false
      case .didCancelPageChange:
        if !openWill { pairingBroken = true }
        openWill = false
      default: break
      }
    }
    var time = 0.0
    var host = FakeScrollView(offset: carousel.offset)
    var hostDriven = false

    for step in 0..<24 {
      dids.removeAll(keepingCapacity: true)
      let before = settled
      switch rng.int(in: 0...9) {
      case 0:
        if carousel.phase != .dragging {
          try? carousel.beginDrag()
          hostDriven = false
        }
        try? carousel.drag(by: rng.double(in: -900...900))
      case 1:
        try? carousel.endDrag(velocity: rng.chance(0.1) ? .nan : rng.double(in: -12_000...12_000))
      case 2, 3:
        for _ in 0..<rng.int(in: 1...40) {
          time += rng.chance(0.05) ? rng.double(in: 0.1...3) : 1.0 / 60
          if hostDriven && !carousel.isAnimating {
            _ = host.frame(at: time, carousel: carousel)
          }
          try carousel.advance(to: time)
        }
      case 4:
        hostDriven = false
        try? carousel.scroll(
          to: rng.int(in: -1...max(count, 0)), direction: rng.chance(0.5) ? nil : .forward,
          animated: rng.chance(0.7))
      case 5:
        hostDriven = false
        if rng.chance(0.5) {
          try? carousel.scrollToNext()
        } else {
          try? carousel.scrollToPrevious()
        }
      case 6:
        // A host-driven drag and fling.
        if carousel.phase != .dragging {
          host.offset = carousel.offset
          hostDriven = true
          host.drag(rng.double(in: -400...400), steps: 4, carousel: carousel)
          host.release(
            velocity: rng.double(in: -10_000...10_000), at: time, carousel: carousel)
        }
      case 7:
        try carousel.setCircular(!carousel.isCircular)
        hostDriven = false
      case 8:
        if count > 0, rng.chance(0.3) {
          let newCount = [0, 1, 2, 4, 7][rng.int(in: 0...4)]
          carousel.reload(ArrayPageSource(Array(0..<newCount)))
          hostDriven = false
        }
      default:
        carousel.isHidden = rng.chance(0.2)
        _ = carousel.scrollViewDidScroll(offset: rng.chance(0.2) ? .nan : carousel.offset)
      }
      settled = carousel.settledPageID
      let context = "seed \(seed) step \(step)"
      // The offset lies inside the content.
      let layout = carousel.layout
      #expect(carousel.offset >= 0 && carousel.offset <= layout.maximumOffset, "\(context)")
      #expect(carousel.checkInvariants().isEmpty, "\(context): \(carousel.checkInvariants())")
      if layout.loops {
        #expect(carousel.offset >= layout.recenterMargin - 1e-6, "\(context)")
        #expect(
          carousel.offset <= layout.maximumOffset - layout.recenterMargin + 1e-6, "\(context)")
        if let here = layout.position(at: carousel.offset) {
          #expect(here.logicalIndex == here.virtualIndex.floorMod(layout.count), "\(context)")
          if carousel.phase != .idle {
            #expect(carousel.currentIndex == here.logicalIndex, "\(context)")
          }
        }
      }
      if carousel.phase == .idle {
        #expect(carousel.position == Double(carousel.settledIndex), "\(context)")
        if layout.loops {
          #expect(
            layout.position(at: carousel.offset)?.logicalIndex == carousel.settledIndex,
            "\(context)")
        }
      }
      // didChangePage exactly once per settled change.
      // (A step of many frames may settle several times: the changes must form a chain.)
      var link = before
      for did in dids {
        #expect(did.from == link && did.from != did.to, "\(context)")
        link = did.to
      }
      #expect(link == settled, "\(context)")
      if before != settled { #expect(!dids.isEmpty, "\(context)") }
      #expect(!pairingBroken, "\(context)")
      if pairingBroken || !(carousel.offset >= 0 && carousel.offset <= layout.maximumOffset) {
        return
      }
    }
  }
}
