import PageKitCore
import Testing

@Suite struct SnapAnchorTests {
  let span = StripSpan(origin: 100, length: 50)

  @Test func leadingAnchorSubtractsThePadding() {
    #expect(SnapAnchor.leading(16).offset(for: span, viewportLength: 300) == 84)
  }

  @Test func centerAnchorCentresTheItem() {
    #expect(SnapAnchor.center.offset(for: span, viewportLength: 300) == -25)
  }

  @Test func trailingAnchorAddsThePadding() {
    #expect(SnapAnchor.trailing(10).offset(for: span, viewportLength: 300) == -140)
  }

  @Test func insets() {
    #expect(SnapAnchor.leading(3).inset == 3)
    #expect(SnapAnchor.trailing(4).inset == 4)
    #expect(SnapAnchor.center.inset == 0)
  }
}
