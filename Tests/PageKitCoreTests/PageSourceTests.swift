import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct PageSourceTests {
  struct Photo: Equatable {
    var name: String
  }

  final class Box {
    let index: Int
    init(index: Int) { self.index = index }
  }

  @Test func arraySourceWithIndexIdentity() {
    let source = ArrayPageSource(["a", "b", "c"])
    #expect(source.count == 3)
    #expect(source.page(at: 1) == "b")
    #expect(source.id(at: 2) == 2)
    #expect(source.index(of: 2) == 2)
    #expect(source.index(of: 3) == nil)
    #expect(source.page(at: 3) == nil)
    #expect(source.page(at: -1) == nil)
    #expect(checkPageSource(source).isEmpty)
  }

  @Test func arraySourceWithKeyedIdentity() {
    let source = ArrayPageSource([Photo(name: "x"), Photo(name: "y")], id: \.name)
    #expect(source.index(of: "y") == 1)
    #expect(source.id(at: 0) == "x")
    #expect(source.index(of: "z") == nil)
    #expect(checkPageSource(source).isEmpty)
  }

  @Test func duplicateKeysAnswerTheFirstAndAreReported() {
    let source = ArrayPageSource([Photo(name: "x"), Photo(name: "x")], id: \.name)
    #expect(source.index(of: "x") == 0)
    #expect(checkPageSource(source).contains { $0.rule == "unique identities" })
  }

  @Test func generatedSourceMakesAFreshInstancePerCall() throws {
    var calls = 0
    let source = GeneratedPageSource(count: 3) { index -> Box in
      calls += 1
      return Box(index: index)
    }
    let first = try #require(source.page(at: 1))
    let second = try #require(source.page(at: 1))
    #expect(first !== second)
    #expect(first.index == 1)
    #expect(calls == 2)
    #expect(source.page(at: 3) == nil)
    #expect(calls == 2, "an out-of-range request must not call make")
  }

  @Test func generatedSourceSubclassOverridesMakePage() throws {
    final class Squares: GeneratedPageSource<Int> {
      init() { super.init(count: 4) }
      override func makePage(at index: Int) -> Int { index * index }
    }
    let source = Squares()
    #expect(source.page(at: 3) == 9)
    #expect(checkPageSource(source).isEmpty)
  }

  @Test func generatedSubclassWithoutMakePageHasNoPages() {
    final class Unfinished: GeneratedPageSource<Int> {
      init() { super.init(count: 2) }
    }
    let failures = checkPageSource(Unfinished())
    #expect(failures.contains { $0.rule == "page(at:)" })
  }

  @Test func arraySubclassOverridesPageAt() {
    final class Shouting: ArrayPageSource<String, Int> {
      override func page(at index: Int) -> String? { super.page(at: index)?.uppercased() }
    }
    let source = Shouting(["a", "b"])
    #expect(source.page(at: 1) == "B")
    #expect(checkPageSource(source).isEmpty)
  }

  @Test func negativeGeneratedCountIsEmpty() {
    let source = GeneratedPageSource(count: -5) { $0 }
    #expect(source.count == 0)
    #expect(source.isEmpty)
    #expect(checkPageSource(source).isEmpty)
  }

  @Test(arguments: [0, 1, 2, 3, 5])
  func circularSourceWrapsOnlyFromTwoPages(count: Int) {
    let source = ArrayPageSource(Array(0..<count)).circular()
    #expect(source.isCircular == (count >= 2))
    #expect(checkPageSource(source).isEmpty)
    if count >= 2 {
      #expect(source.index(after: count - 1) == 0)
      #expect(source.index(before: 0) == count - 1)
    } else if count == 1 {
      #expect(source.index(after: 0) == nil)
      #expect(source.index(before: 0) == nil)
    }
  }

  @Test func boundedSourceDoesNotWrap() {
    let source = ArrayPageSource([1, 2, 3])
    #expect(source.index(after: 2) == nil)
    #expect(source.index(before: 0) == nil)
    #expect(source.index(after: 0) == 1)
  }

  @Test(arguments: [(-1, 5, 4), (-6, 5, 4), (12, 5, 2), (0, 5, 0), (Int.min, 3, 1), (7, -3, -2)])
  func floorModulo(value: Int, divisor: Int, expected: Int) {
    #expect(value.floorMod(divisor) == expected)
  }

  @Test(arguments: [
    (4, 0, 5, PageDirection?.none, 1), (0, 2, 4, nil, 2), (0, 3, 4, nil, -1), (2, 2, 5, nil, 0),
    (1, 0, 5, .forward, 4), (0, 1, 5, .reverse, -4), (3, 3, 5, .forward, 0), (0, 4, 0, nil, 0),
  ])
  func loopDeltaTakesTheShortestPathWithTiesForward(
    base: Int, index: Int, count: Int, direction: PageDirection?, expected: Int
  ) {
    // Docs/Physics.md, vectors L2–L3: n = 5 from 4 to 0 → +1; n = 4 from 0 to 2 → +2 (tie
    // forward).
    #expect(Int.loopDelta(from: base, to: index, count: count, direction: direction) == expected)
  }

  @Test func logicalIndexOfCircularSource() {
    let source = ArrayPageSource(Array(0..<5)).circular()
    #expect(source.logicalIndex(-1) == 4)
    #expect(source.logicalIndex(-6) == 4)
    #expect(source.logicalIndex(12) == 2)
    #expect(ArrayPageSource([Int]()).circular().logicalIndex(3) == nil)
  }

  @Test func millionPageGeneratedSourceIsCheckedInBoundedTime() {
    let source = GeneratedPageSource(count: 1_000_000) { $0 }
    #expect(checkPageSource(source, sampleLimit: 1_000).isEmpty)
  }
}
