import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The landing in advance: from a release, a command or a retarget on, the destination, the
/// settling time and every change of the current page with its time, exact against the frames
/// `advance(to:)` then draws (to 1e-9 s), over random releases, far jumps, retargets and
/// reloads on every layout.
@Suite struct PagerLandingTests {
  typealias TestPager = Pager<AnyCircular, SlideTransition>

  /// How far either side of a forecast time a frame is drawn to check it.
  static let margin = 1e-9

  static func source(_ count: Int, loops: Bool) -> AnyCircular {
    AnyCircular(ArrayPageSource((0..<count).map { "p\($0)" }, id: \.self), circular: loops)
  }

  /// The page the forecast says is current `elapsed` seconds into the motion.
  static func forecastIndex(_ landing: PagerLanding, at elapsed: Double) -> Int {
    guard let first = landing.crossings.first else { return landing.destinationIndex }
    var index = first.fromIndex
    for crossing in landing.crossings where crossing.elapsed <= elapsed {
      index = crossing.toIndex
    }
    return index
  }

  /// Draws frames through the motion `landing` forecasts, until it rests or the time reaches
  /// `stop`: one either side of each crossing (within ``margin``), one either side of the rest,
  /// and one every 1/120 s between, each checked against the forecast. Returns what differs.
  static func follow(
    _ pager: TestPager, _ landing: PagerLanding, until stop: Double = .infinity
  ) throws -> [String] {
    guard let start = landing.startTime else { return ["no start time"] }
    var problems: [String] = []
    var now = pager.currentTime ?? start
    func frame(at time: Double, expect index: Int, _ what: String) throws {
      guard time > now, time <= stop else { return }
      try pager.advance(to: time)
      now = time
      if pager.currentIndex != index {
        problems.append(
          "\(what) at +\(time - start): current \(pager.currentIndex), forecast \(index)")
      }
    }
    var times: [(Double, Int, String)] = []
    for (number, crossing) in landing.crossings.enumerated() {
      let previous = number > 0 ? landing.crossings[number - 1].elapsed : -1
      let next =
        number + 1 < landing.crossings.count
        ? landing.crossings[number + 1].elapsed : .infinity
      if crossing.elapsed - previous > 2 * margin {
        times.append((crossing.elapsed - margin, crossing.fromIndex, "before crossing \(number)"))
      }
      if next - crossing.elapsed > 2 * margin, crossing.elapsed < landing.settlingDuration {
        times.append((crossing.elapsed + margin, crossing.toIndex, "after crossing \(number)"))
      }
    }
    var sample = 1.0 / 120
    while sample < landing.settlingDuration {
      times.append((sample, forecastIndex(landing, at: sample), "frame"))
      sample += 1.0 / 120
    }
    times.sort { $0.0 < $1.0 }
    for (elapsed, index, what) in times where elapsed < landing.settlingDuration - margin {
      try frame(at: start + elapsed, expect: index, what)
    }
    let rest = start + landing.settlingDuration
    if rest - margin > now, rest - margin <= stop {
      try pager.advance(to: rest - margin)
      now = rest - margin
      if pager.phase != .settling { problems.append("at rest before the forecast's time") }
    }
    if rest + margin <= stop {
      try pager.advance(to: rest + margin)
      if pager.phase != .idle { problems.append("still \(pager.phase) at the forecast's rest") }
      if pager.settledIndex != landing.destinationIndex {
        problems.append("rested on \(pager.settledIndex), forecast \(landing.destinationIndex)")
      }
    }
    return problems
  }

  // MARK: Examples

  /// A fling from page 0 to page 1: the landing is known at the release, with its one crossing,
  /// and the frames then drawn agree with it.
  @Test func aReleaseKnowsItsLandingAtOnce() throws {
    let pager = try TestPager(
      source: Self.source(10, loops: false), configuration: PagerConfiguration(viewportLength: 100))
    try pager.advance(to: 10)
    #expect(pager.landing == nil, "at rest")
    try pager.beginDrag()
    try pager.drag(by: -30)
    #expect(pager.landing == nil, "a finger is down")
    try pager.endDrag(velocity: -800)
    let landing = try #require(pager.landing)
    #expect(landing.destinationIndex == 1)
    #expect(landing.startTime == 10)
    #expect(landing.settlingDuration > 0)
    #expect(landing.settleTime == 10 + landing.settlingDuration)
    #expect(landing.crossings.map { [$0.fromIndex, $0.toIndex] } == [[0, 1]])
    let crossing = try #require(landing.crossings.first)
    #expect(crossing.elapsed > 0 && crossing.elapsed < landing.settlingDuration)
    #expect(landing.time(of: crossing) == 10 + crossing.elapsed)
    #expect(try Self.follow(pager, landing) == [])
    #expect(pager.landing == nil)
  }

  /// An animated far jump crosses every page between, each at its time; a retarget mid-way is
  /// a new landing.
  @Test func aFarJumpAndARetarget() throws {
    let pager = try TestPager(
      source: Self.source(40, loops: false), configuration: PagerConfiguration(viewportLength: 100))
    try pager.advance(to: 0)
    try pager.scroll(to: 30)
    let jump = try #require(pager.landing)
    #expect(jump.destinationIndex == 30)
    #expect(jump.crossings.first?.fromIndex == 0)
    #expect(jump.crossings.last?.toIndex == 30)
    let halfway = jump.settlingDuration / 2
    #expect(try Self.follow(pager, jump, until: halfway) == [])
    try pager.scroll(to: 5)
    let back = try #require(pager.landing)
    #expect(back.destinationIndex == 5)
    #expect(back != jump)
    #expect(try Self.follow(pager, back) == [])
    #expect(pager.settledIndex == 5)
  }

  /// A loop's landing crosses its seam: from the last page to the first.
  @Test func aLoopCrossesItsSeam() throws {
    let pager = try TestPager(
      source: Self.source(5, loops: true), initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 100))
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -20)
    try pager.endDrag(velocity: -900)
    let landing = try #require(pager.landing)
    #expect(landing.destinationIndex == 0)
    #expect(landing.crossings.map { [$0.fromIndex, $0.toIndex] } == [[4, 0]])
    #expect(try Self.follow(pager, landing) == [])
  }

  // MARK: Randomized

  /// The layouts the randomized check runs: full pages, uniform and variable items at
  /// several anchors, loops of each, and a gliding strategy.
  static func pager(layout: Int, random: inout SplitMix64) throws -> TestPager {
    let count = random.int(in: 2...30)
    let loops = random.chance(0.3)
    let configuration = PagerConfiguration(viewportLength: 300)
    switch layout {
    case 0:
      return try TestPager(
        source: source(count, loops: loops), initialIndex: random.int(in: 0...(count - 1)),
        configuration: configuration)
    case 1:
      let anchor: SnapAnchor = [.leading(0), .center, .trailing(10)][random.int(in: 0...2)]
      return try TestPager(
        source: source(count, loops: loops), layout: .uniform(itemLength: 120, spacing: 10),
        anchor: anchor, initialIndex: random.int(in: 0...(count - 1)),
        configuration: configuration)
    case 2:
      let lengths = (0..<count).map { _ in random.double(in: 60...200).rounded() }
      return try TestPager(
        source: source(count, loops: false), layout: .variable(itemLengths: lengths, spacing: 8),
        anchor: .center, snap: NearestSnap(), initialIndex: random.int(in: 0...(count - 1)),
        configuration: configuration)
    default:
      return try TestPager(
        source: source(count, loops: false), layout: .uniform(itemLength: 90, spacing: 6),
        snap: random.chance(0.5) ? FreeScroll() : try DirectionalSnap(velocityThreshold: 300),
        initialIndex: random.int(in: 0...(count - 1)), configuration: configuration)
    }
  }

  /// Random releases, animated commands (far jumps among them), retargets and reloads part-way
  /// through a motion: every landing agrees with the frames drawn after it, to 1e-9 s.
  @Test(arguments: 0..<4)
  func everyLandingAgreesWithTheFramesDrawn(layout: Int) throws {
    for seed in RandomizedSeeds.seeds(1...200) {
      var random = SplitMix64(seed: seed &* 31 &+ UInt64(layout))
      let pager = try Self.pager(layout: layout, random: &random)
      var time = 1.0
      try pager.advance(to: time)
      for step in 0..<6 {
        let count = pager.count
        switch random.int(in: 0...2) {
        case 0:
          try pager.beginDrag()
          try pager.drag(by: random.double(in: -250...250))
          try pager.endDrag(velocity: random.double(in: -3_000...3_000))
        case 1:
          try pager.scroll(to: random.int(in: 0...(count - 1)))
        default:
          try? pager.scrollToNext()
        }
        guard let landing = pager.landing else { continue }
        // Part-way, sometimes: a retarget, a grab or a reload changes the motion.
        let stop =
          random.chance(0.4)
          ? (landing.startTime ?? time) + random.double(in: 0...landing.settlingDuration)
          : .infinity
        let problems = try Self.follow(pager, landing, until: stop)
        #expect(
          problems == [], "seed \(seed), layout \(layout), step \(step): \(landing)")
        if stop.isFinite, pager.phase == .settling {
          switch random.int(in: 0...2) {
          case 0: try pager.scroll(to: random.int(in: 0...(count - 1)))
          case 1:
            let kept = random.int(in: max(count - 3, 1)...(count + 5))
            let source = Self.source(kept, loops: pager.loops)
            if layout == 2 {
              let lengths = (0..<kept).map { _ in random.double(in: 60...200).rounded() }
              try pager.reload(source, layout: .variable(itemLengths: lengths, spacing: 8))
            } else {
              try pager.reload(source)
            }
          default:
            try pager.beginDrag()
            #expect(pager.landing == nil, "seed \(seed): a grab has no landing")
            try pager.endDrag(velocity: random.double(in: -1_500...1_500))
          }
          if let next = pager.landing {
            #expect(
              try Self.follow(pager, next) == [], "seed \(seed), layout \(layout), retarget")
          }
        }
        time = (pager.currentTime ?? time) + 0.5
        try pager.advance(to: time)
        if pager.phase != .idle {
          try pager.advance(to: time + 60)
          time += 60
        }
      }
    }
  }

  // MARK: Bad input

  /// No motion, no landing: at rest, while dragging, and for an empty pager.
  @Test func noMotionNoLanding() throws {
    let empty = try TestPager(
      source: Self.source(0, loops: false), configuration: PagerConfiguration(viewportLength: 100))
    #expect(empty.landing == nil)
    let pager = try TestPager(
      source: Self.source(3, loops: false), configuration: PagerConfiguration(viewportLength: 100))
    try pager.scroll(to: 2, animated: false)
    #expect(pager.landing == nil && pager.settledIndex == 2)
  }
}
