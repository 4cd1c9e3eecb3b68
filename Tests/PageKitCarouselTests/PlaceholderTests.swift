import Testing

@Suite struct PageKitCarouselPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
