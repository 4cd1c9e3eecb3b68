import PageKitCore
import Testing

/// The spellings `viewportLength` replaced still compile and mean the same (a deprecated test
/// may call them without a warning).
@Suite struct DeprecatedSpellingTests {
  @available(*, deprecated, message: "exercises the deprecated spellings")
  @Test func theOldPageLengthSpellingsAreTheViewportLength() throws {
    var configuration = PagerConfiguration(pageLength: 320, preloadCount: 2)
    #expect(configuration == PagerConfiguration(viewportLength: 320, preloadCount: 2))
    configuration.pageLength = 300
    #expect(configuration.viewportLength == 300)
    let pager = try Pager(source: ArrayPageSource(["a", "b"]), configuration: configuration)
    #expect(pager.pageLength == 300)
    try pager.setPageLength(250)
    #expect(pager.viewportLength == 250)
    #expect(pager.configuration.pageLength == 250)
  }
}
