import PageKitCore
import Testing

@testable import pagekit_demo

/// The terminal's mouse and keys move every screen through the pager's own inputs: raw SGR 1006
/// reports and escape sequences, decoded and fed frame by frame as the interactive demo does.
@Suite struct DemoMouseTests {
  /// Feeds `reads` (one per frame) to `app` through a decoder, then runs two seconds of frames.
  static func play(_ reads: [String], on app: DemoApp, from frame: inout Int) {
    var decoder = KeyDecoder()
    for read in reads {
      for action in decoder.decode(Array(read.utf8)) { app.perform(action) }
      frame += 1
      app.tick(to: DemoApp.time(ofFrame: frame))
    }
    for _ in 0..<120 {
      frame += 1
      app.tick(to: DemoApp.time(ofFrame: frame))
    }
  }

  /// A left-button drag from column `from` to column `to` in `steps` frames, on row 8.
  static func drag(from: Int, to: Int, steps: Int) -> [String] {
    let columns = (0...steps).map { from + (to - from) * $0 / steps }
    return ["\u{1B}[<0;\(from);8M"] + columns.dropFirst().map { "\u{1B}[<32;\($0);8M" }
      + ["\u{1B}[<0;\(to);8m"]
  }

  @Test func aMouseDragSwipesTheTabPager() throws {
    let app = try DemoApp()
    var frame = 0
    let tabs = try #require(app.screens[0] as? TabPagerScreen)
    Self.play(Self.drag(from: 60, to: 40, steps: 4), on: app, from: &frame)
    #expect(tabs.pager.settledIndex == 1)
    #expect(tabs.pager.pointerPhase == .up)
    // A click (no movement past the slop) is a tap: nothing moves.
    Self.play(["\u{1B}[<0;30;8M", "\u{1B}[<0;30;8m"], on: app, from: &frame)
    #expect(tabs.pager.settledIndex == 1)
  }

  @Test func aBurstOfWheelNotchesMovesOneStop() throws {
    let app = try DemoApp()
    var frame = 0
    let tabs = try #require(app.screens[0] as? TabPagerScreen)
    Self.play([String(repeating: "\u{1B}[<65;30;8M", count: 4)], on: app, from: &frame)
    #expect(tabs.pager.settledIndex == 1)
    Self.play(["\u{1B}[<64;30;8M"], on: app, from: &frame)
    #expect(tabs.pager.settledIndex == 0)
  }

  @Test func theKeysArePagerKeys() throws {
    let app = try DemoApp()
    var frame = 0
    let tabs = try #require(app.screens[0] as? TabPagerScreen)
    Self.play(["\u{1B}[F"], on: app, from: &frame)  // End
    #expect(tabs.pager.settledIndex == 4)
    Self.play(["\u{1B}[D"], on: app, from: &frame)  // ←
    #expect(tabs.pager.settledIndex == 3)
    Self.play(["\u{1B}[1~"], on: app, from: &frame)  // Home
    #expect(tabs.pager.settledIndex == 0)
  }

  @Test func aDragOnTheNestedScreenMovesTheCardsThenTheTabs() throws {
    let app = try DemoApp()
    var frame = 0
    Self.play(["\t\t\t"], on: app, from: &frame)
    let nested = try #require(app.active as? NestedScreen)
    // 60 columns of 68 are about 309 points: within the carousel's 330.
    Self.play(Self.drag(from: 65, to: 5, steps: 6), on: app, from: &frame)
    #expect(nested.tabs.settledPageID == "Photos")
    #expect(nested.cards.settledIndex > 0)
    // From the cards' edge a long drag hands over to the tabs, which land on Info.
    Self.play(["\u{1B}[F"], on: app, from: &frame)
    #expect(nested.cards.settledIndex == NestedScreen.cardNames.count - 1)
    Self.play(Self.drag(from: 65, to: 5, steps: 6), on: app, from: &frame)
    #expect(nested.tabs.settledPageID == "Info")
    #expect(nested.cards.settledIndex == NestedScreen.cardNames.count - 1)
  }
}
