import PageKitCore
import PageKitTestSupport
import Testing

/// Identity across reloads needs unique identities: a source that knows of a repeated one is
/// refused, at construction and at reload, and nothing changes.
@Suite struct DuplicateIdentityTests {
  typealias Keyed = ArrayPageSource<String, String>

  @Test func anArraySourceReportsItsFirstRepeatedKey() {
    #expect(Keyed(["a", "b", "a", "b"], id: \.self).firstDuplicateIndex == 2)
    #expect(Keyed(["a", "b", "c"], id: \.self).firstDuplicateIndex == nil)
    #expect(Keyed([], id: \.self).firstDuplicateIndex == nil)
    #expect(ArrayPageSource(["a", "a"]).firstDuplicateIndex == nil, "index identity is unique")
    #expect(Keyed(["a", "b", "a"], id: \.self).circular().firstDuplicateIndex == 2)
  }

  @Test func aPagerRefusesASourceWithARepeatedIdentity() {
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      _ = try Pager(
        source: Keyed(["a", "b", "a"], id: \.self),
        configuration: PagerConfiguration(viewportLength: 100))
    }
  }

  @Test func aBadConfigurationIsReportedBeforeADuplicate() {
    // Precedence: non-finite, configuration, duplicate ids, range.
    let duplicated = Keyed(["a", "b", "a"], id: \.self)
    #expect(throws: PagerError.nonFiniteValue) {
      _ = try Pager(source: duplicated, configuration: PagerConfiguration(viewportLength: .nan))
    }
    #expect(throws: PagerError.invalidConfiguration(.viewportLength(0))) {
      _ = try Pager(source: duplicated, configuration: PagerConfiguration(viewportLength: 0))
    }
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      _ = try Pager(
        source: duplicated, initialIndex: 9, configuration: PagerConfiguration(viewportLength: 100))
    }
  }

  /// The case: `["a","b","a"]` at 2, reloaded to `["z","a","b","a"]`, landed on index 1
  /// with nothing announced. Now both are refused, and a reload changes nothing.
  @Test(arguments: ["rest", "drag", "settle"])
  func aReloadWithARepeatedIdentityChangesNothing(_ moment: String) throws {
    // Given a pager over unique keys, at rest, mid-drag or mid-settle.
    let pager = try Pager(
      source: Keyed(["z", "a", "b", "c"], id: \.self), initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    switch moment {
    case "drag":
      try pager.beginDrag()
      try pager.drag(by: -30)
    case "settle":
      try pager.scroll(to: 0)
      try pager.advance(to: 0.05)
    default:
      break
    }
    let before = (pager.phase, pager.position, pager.settledIndex, pager.targetIndex)
    let live = pager.livePages.map(\.id)
    recorder.reset()
    // When the reload repeats a key.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try pager.reload(Keyed(["z", "a", "b", "a"], id: \.self))
    }
    // Then nothing changed and nothing was announced.
    #expect(pager.source.pages == ["z", "a", "b", "c"])
    #expect(pager.phase == before.0 && pager.position == before.1)
    #expect(pager.settledIndex == before.2 && pager.targetIndex == before.3)
    #expect(pager.livePages.map(\.id) == live)
    #expect(recorder.events.isEmpty)
  }
}
