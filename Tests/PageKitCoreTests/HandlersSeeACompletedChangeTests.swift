import PageKitCore
import PageKitTestSupport
import Testing

/// Each call ends the same way, whatever the input: the change completes, then its events are
/// delivered. A handler therefore sees the pager as it is after the call — the state, the
/// settings, the layout, the live pages and the drawn segment — never half of a change.
@Suite struct HandlersSeeACompletedChangeTests {
  /// What a handler can read of a pager.
  struct Seen: Equatable, CustomStringConvertible {
    var position: Double
    var indices: [Int]
    var phase: PagerPhase
    var configuration: PagerConfiguration
    var layout: PagerLayout
    var live: [String]
    var segment: PagerDrawnSegment

    init<Source: PageSource>(_ pager: Pager<Source, SlideTransition>) {
      position = pager.position
      indices = [pager.currentIndex, pager.targetIndex, pager.settledIndex]
      phase = pager.phase
      configuration = pager.configuration
      layout = pager.layout
      live = pager.livePages.map {
        "\($0.id)@\($0.index)/\($0.slot) \($0.offset) \($0.origin)+\($0.length)"
      }
      segment = pager.drawnSegment
    }

    var description: String {
      "position \(position), indices \(indices), \(phase), live \(live)"
    }
  }

  enum Shape: String, CaseIterable, CustomStringConvertible {
    case fullPages, cards, strip, loop, variableLoop
    var description: String { rawValue }
  }

  static let seeds: [UInt64] = Array(1...40)

  /// An input in a line (a configuration by its viewport length, a source by its identities).
  static func name<Source: PageSource>(
    _ input: PagerInput<Source, any SnapStrategy, SlideTransition>
  )
    -> String
  {
    switch input {
    case .configure(let configuration): "configure(viewportLength: \(configuration.viewportLength))"
    case .reload(let source, let layout):
      "reload(\((0..<source.count).compactMap { source.id(at: $0) }), layout: \(layout.map { "\($0)" } ?? "kept"))"
    default: "\(input)"
    }
  }

  @Test(arguments: Shape.allCases)
  func aHandlerSeesTheChangeCompleted(shape: Shape) throws {
    for seed in Self.seeds {
      switch shape {
      case .fullPages:
        try run(seed: seed, layouts: [.fullPage, .uniform(itemLength: 240, spacing: 8)]) {
          ArrayPageSource($0, id: \.self)
        }
      case .cards:
        try run(
          seed: seed, layouts: [.uniform(itemLength: 300, spacing: 12), .fullPage],
          anchor: .center
        ) { ArrayPageSource($0, id: \.self) }
      case .strip:
        try run(
          seed: seed,
          layouts: [
            .variable(itemLengths: [120, 80, 200, 150, 90, 60, 110, 130], spacing: 10),
            .uniform(itemLength: 100, spacing: 10),
          ], anchor: .leading(16)
        ) { ArrayPageSource($0, id: \.self) }
      case .loop:
        try run(seed: seed, layouts: [.uniform(itemLength: 300, spacing: 12), .fullPage]) {
          ArrayPageSource($0, id: \.self).circular()
        }
      case .variableLoop:
        try run(
          seed: seed,
          layouts: [.variable(itemLengths: [120, 80, 200, 150, 90, 60, 110, 130], spacing: 10)]
        ) { ArrayPageSource($0, id: \.self).circular() }
      }
    }
  }

  /// A seeded sequence of every input but runs of frames (whose frames each deliver their own
  /// events) on one pager, checking after each call that every event handler saw the state
  /// the call ended with.
  func run<Source: PageSource>(
    seed: UInt64, layouts: [PagerLayout], anchor: SnapAnchor = .leading(0),
    source make: ([String]) -> Source
  ) throws where Source.PageID == String {
    var random = SplitMix64(seed: seed)
    var keys = (0..<8).map { "k\($0)" }
    var fresh = 8
    let pager = try Pager(
      source: make(keys), transition: SlideTransition(), layout: layouts[0], anchor: anchor,
      initialIndex: 2, configuration: PagerConfiguration(viewportLength: 375))
    var seen: [Seen] = []
    let token = pager.addEventObserver { _ in seen.append(Seen(pager)) }
    defer { pager.removeEventObserver(token) }
    var now = 0.0
    var delivered = 0
    for step in 0..<120 {
      // A reload keeps eight keys (a variable layout has one length per item).
      func edited() -> [String] {
        var copy = keys
        copy.remove(at: random.int(in: 0...(copy.count - 1)))
        copy.insert("k\(fresh)", at: random.int(in: 0...copy.count))
        fresh += 1
        return copy
      }
      let input: Pager<Source, SlideTransition>.Input
      switch random.int(in: 0...11) {
      case 0: input = .beginDrag
      case 1, 2: input = .drag(translation: random.double(in: -260...260))
      case 3: input = .endDrag(velocity: random.double(in: -2_500...2_500))
      case 4, 5, 6:
        now += random.chance(0.5) ? 1.0 / 60 : random.double(in: 0...0.4)
        input = .advance(timestamp: now)
      case 7: input = .scrollToNext(animated: random.chance(0.8))
      case 8:
        input = .scroll(
          index: random.int(in: 0...7), direction: nil, animated: random.chance(0.8))
      case 9:
        let newKeys = edited()
        keys = newKeys
        input = .reload(
          make(newKeys), layout: random.chance(0.3) ? layouts.randomElement(using: &random) : nil)
      case 10:
        var configuration = pager.configuration
        configuration.viewportLength = random.double(in: 320...430)
        input = .configure(configuration)
      default:
        input = .restore(PagerSnapshot(pageID: keys[random.int(in: 0...7)], index: 0))
      }
      seen.removeAll()
      do { try pager.apply(input) } catch {}
      let after = Seen(pager)
      delivered += seen.count
      for (number, view) in seen.enumerated() where view != after {
        Issue.record(
          "seed \(seed), step \(step) \(Self.name(input)): event \(number) saw \(view), the call ended at \(after)"
        )
        return
      }
    }
    #expect(delivered > 0, "seed \(seed): no event was delivered")
  }
}
