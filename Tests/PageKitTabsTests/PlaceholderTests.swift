import Testing

@Suite struct PageKitTabsPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
