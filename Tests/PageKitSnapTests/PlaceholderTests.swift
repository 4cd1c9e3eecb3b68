import Testing

@Suite struct PageKitSnapPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
