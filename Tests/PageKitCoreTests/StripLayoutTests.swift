import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct StripLayoutTests {
  // MARK: UniformStrip

  @Test func uniformGeometry() throws {
    let strip = try UniformStrip(
      count: 4, itemLength: 100, spacing: 10, leadingInset: 16, trailingInset: 20)
    #expect(strip.span(at: 0) == StripSpan(origin: 16, length: 100))
    #expect(strip.span(at: 3) == StripSpan(origin: 346, length: 100))
    #expect(strip.span(at: 4) == nil)
    #expect(strip.span(at: -1) == nil)
    #expect(strip.contentLength == 16 + 400 + 30 + 20)
    #expect(strip.maxItemLength == 100)
    #expect(strip.stride == 110)
    #expect(checkStripLayout(strip).isEmpty)
  }

  @Test(arguments: [
    (-1000.0, 0), (0, 0), (115.9, 0), (116, 1), (120, 1), (126, 1), (225.9, 1), (226, 2),
    (445.9, 3), (446, 3), (10_000, 3),
  ])
  func uniformIndexBoundariesBelongToTheFollowingItem(offset: Double, expected: Int) throws {
    let strip = try UniformStrip(
      count: 4, itemLength: 100, spacing: 10, leadingInset: 16, trailingInset: 20)
    #expect(strip.index(at: offset) == expected)
  }

  @Test func emptyUniformStrip() throws {
    let strip = try UniformStrip(count: 0, itemLength: 50, leadingInset: 3, trailingInset: 4)
    #expect(strip.contentLength == 7)
    #expect(strip.maxItemLength == 0)
    #expect(strip.index(at: 0) == nil)
    #expect(strip.span(at: 0) == nil)
    #expect(checkStripLayout(strip).isEmpty)
  }

  @Test func nonFiniteOffsetsHaveNoIndex() throws {
    let uniform = try UniformStrip(count: 3, itemLength: 10)
    let variable = try VariableStrip(lengths: [1, 2, 3])
    for offset in [Double.nan, .infinity, -.infinity] {
      #expect(uniform.index(at: offset) == nil)
      #expect(variable.index(at: offset) == nil)
    }
  }

  @Test(arguments: [
    (Double.nan, 0.0, 0.0, 0.0, StripLayoutError.nonFiniteValue),
    (10, .infinity, 0, 0, .nonFiniteValue),
    (10, 0, -.infinity, 0, .nonFiniteValue),
    (10, 0, 0, .nan, .nonFiniteValue),
    (0, 0, 0, 0, .nonPositiveItemLength(index: 0)),
    (-5, 0, 0, 0, .nonPositiveItemLength(index: 0)),
    (10, -1, 0, 0, .negativeSpacing),
    (10, 0, -1, 0, .negativeInset),
    (10, 0, 0, -1, .negativeInset),
    (1e308, 1e308, 0, 0, .contentTooLong),
  ])
  func uniformRejectsBadValues(
    length: Double, spacing: Double, leading: Double, trailing: Double, error: StripLayoutError
  ) {
    #expect(throws: error) {
      try UniformStrip(
        count: 5, itemLength: length, spacing: spacing, leadingInset: leading,
        trailingInset: trailing)
    }
  }

  @Test func uniformRejectsNegativeCount() {
    #expect(throws: StripLayoutError.negativeCount(-1)) {
      try UniformStrip(count: -1, itemLength: 10)
    }
  }

  @Test func uniformMillionItems() throws {
    let strip = try UniformStrip(
      count: 1_000_000, itemLength: 123.25, spacing: 7.5, leadingInset: 16, trailingInset: 16)
    #expect(checkStripLayout(strip).isEmpty)
    let last = try #require(strip.span(at: 999_999))
    #expect(strip.index(at: last.origin) == 999_999)
    #expect(strip.index(at: last.origin - 0.001) == 999_999)
    #expect(strip.index(at: last.origin - 7.5) == 999_999)
    #expect(strip.index(at: last.origin - 7.501) == 999_998)
  }

  // MARK: VariableStrip

  @Test func variableGeometry() throws {
    let strip = try VariableStrip(
      lengths: [50, 120, 80], spacing: 8, leadingInset: 16, trailingInset: 16)
    #expect(strip.count == 3)
    #expect(strip.span(at: 0) == StripSpan(origin: 16, length: 50))
    #expect(strip.span(at: 1) == StripSpan(origin: 74, length: 120))
    #expect(strip.span(at: 2) == StripSpan(origin: 202, length: 80))
    #expect(strip.span(at: 3) == nil)
    #expect(strip.contentLength == 298)
    #expect(strip.maxItemLength == 120)
    #expect(checkStripLayout(strip).isEmpty)
  }

  @Test(arguments: [
    (-5.0, 0), (0, 0), (65.9, 0), (66, 1), (74, 1), (193.9, 1), (194, 2), (282, 2), (400, 2),
  ])
  func variableIndexBoundariesBelongToTheFollowingItem(offset: Double, expected: Int) throws {
    let strip = try VariableStrip(
      lengths: [50, 120, 80], spacing: 8, leadingInset: 16, trailingInset: 16)
    #expect(strip.index(at: offset) == expected)
  }

  @Test func emptyVariableStrip() throws {
    let strip = try VariableStrip(lengths: [], spacing: 4, leadingInset: 1, trailingInset: 2)
    #expect(strip.count == 0)
    #expect(strip.contentLength == 3)
    #expect(strip.index(at: 1) == nil)
    #expect(checkStripLayout(strip).isEmpty)
  }

  @Test func variableRejectsBadValues() {
    #expect(throws: StripLayoutError.nonFiniteValue) { try VariableStrip(lengths: [1, .nan]) }
    #expect(throws: StripLayoutError.nonFiniteValue) {
      try VariableStrip(lengths: [1], spacing: .infinity)
    }
    #expect(throws: StripLayoutError.nonPositiveItemLength(index: 2)) {
      try VariableStrip(lengths: [1, 2, 0, -1])
    }
    #expect(throws: StripLayoutError.negativeSpacing) {
      try VariableStrip(lengths: [1], spacing: -0.5)
    }
    #expect(throws: StripLayoutError.negativeInset) {
      try VariableStrip(lengths: [1], trailingInset: -2)
    }
    #expect(throws: StripLayoutError.contentTooLong) {
      try VariableStrip(lengths: [1e308, 1e308])
    }
  }

  @Test func variableMatchesUniformForEqualLengths() throws {
    let uniform = try UniformStrip(
      count: 50, itemLength: 40, spacing: 5, leadingInset: 12, trailingInset: 3)
    let variable = try VariableStrip(
      lengths: Array(repeating: 40, count: 50), spacing: 5, leadingInset: 12, trailingInset: 3)
    #expect(uniform.contentLength == variable.contentLength)
    for index in 0..<50 { #expect(uniform.span(at: index) == variable.span(at: index)) }
    var random = SplitMix64(seed: 7)
    for step in 0..<2_000 {
      let offset = random.double(in: -100...2_400)
      #expect(uniform.index(at: offset) == variable.index(at: offset), "seed 7 step \(step)")
    }
  }

  @Test func randomVariableStripsMatchALinearScan() throws {
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      let lengths = (0..<random.int(in: 1...300)).map { _ in random.double(in: 0.5...200) }
      let strip = try VariableStrip(
        lengths: lengths, spacing: random.double(in: 0...20),
        leadingInset: random.double(in: 0...50), trailingInset: random.double(in: 0...50))
      #expect(checkStripLayout(strip).isEmpty, "seed \(seed)")
      for step in 0..<200 {
        let offset = random.double(in: -10...(strip.contentLength + 10))
        let scan =
          (0..<strip.count).first { index in
            strip.span(at: index).map { $0.end > offset } ?? false
          } ?? strip.count - 1
        #expect(strip.index(at: offset) == scan, "seed \(seed) step \(step)")
      }
    }
  }

  @Test func variableMillionItems() throws {
    var random = SplitMix64(seed: 99)
    let lengths = (0..<1_000_000).map { _ in random.double(in: 1...300) }
    let strip = try VariableStrip(lengths: lengths, spacing: 2, leadingInset: 8, trailingInset: 8)
    #expect(checkStripLayout(strip).isEmpty, "seed 99")
  }

  // MARK: checkStripLayout

  /// A layout that breaks the contract on purpose: the boundary belongs to the previous item.
  struct OffByOneStrip: StripLayout {
    var count: Int { 3 }
    var contentLength: Double { 30 }
    var leadingInset: Double { 0 }
    var trailingInset: Double { 0 }
    var spacing: Double { 0 }
    var maxItemLength: Double { 10 }
    func span(at index: Int) -> StripSpan? {
      (0..<3).contains(index) ? StripSpan(origin: Double(index) * 10, length: 10) : nil
    }
    func index(at offset: Double) -> Int? {
      guard offset.isFinite else { return nil }
      return min(max(Int((offset / 10).rounded(.up)) - 1, 0), 2)
    }
  }

  /// A layout whose spans leave gaps that `spacing` does not announce.
  struct GappyStrip: StripLayout {
    var count: Int { 2 }
    var contentLength: Double { 30 }
    var leadingInset: Double { 0 }
    var trailingInset: Double { 0 }
    var spacing: Double { 0 }
    var maxItemLength: Double { 5 }
    func span(at index: Int) -> StripSpan? {
      (0..<2).contains(index) ? StripSpan(origin: Double(index) * 15, length: 10) : nil
    }
    func index(at offset: Double) -> Int? { offset.isFinite ? (offset < 10 ? 0 : 1) : nil }
  }

  @Test func checkerReportsBrokenLayouts() {
    let offByOne = checkStripLayout(OffByOneStrip())
    #expect(offByOne.contains { $0.rule == "index(at:) end" })
    #expect(offByOne.contains { $0.rule == "index(at:) origin" })
    let gappy = checkStripLayout(GappyStrip())
    #expect(gappy.contains { $0.rule == "spacing" })
    #expect(gappy.contains { $0.rule == "maxItemLength" })
    #expect(gappy.contains { $0.rule == "trailing inset" })
  }
}
