import PageKitCore
import PageKitSnap
import PageKitTestSupport
import PhotoGallery
import Testing

@Suite struct PhotoGalleryTests {
  @Test func albumSubclassKeepsTheSourceContract() {
    #expect(checkPageSource(AlbumSource(name: "Trip", count: 40)).isEmpty)
    #expect(checkPageSource(AlbumSource(name: "Trip", count: 40).circular()).isEmpty)
  }

  @Test func albumMakesFreshInstances() throws {
    let album = AlbumSource(name: "Trip", count: 3)
    let first = try #require(album.page(at: 1))
    let second = try #require(album.page(at: 1))
    #expect(first !== second)
    #expect(first.title == "Trip #2")
  }

  @Test func polaroidTransitionKeepsThePlacementContract() {
    #expect(checkTransition(PolaroidTransition()).isEmpty)
  }

  @Test func thumbnailStripKeepsTheStripContract() throws {
    let gallery = try Gallery(
      album: AlbumSource(name: "Trip", count: 40), pageLength: 390, thumbnailLength: 60,
      stripLength: 390)
    #expect(checkStripLayout(gallery.thumbnails).isEmpty)
  }

  @Test func swipingThePagerCentresTheThumbnail() throws {
    let gallery = try Gallery(
      album: AlbumSource(name: "Trip", count: 40), pageLength: 390, thumbnailLength: 60,
      stripLength: 390)
    try gallery.pager.beginDrag()
    try gallery.pager.drag(by: -250)
    try gallery.pager.endDrag(velocity: -600)
    var now = 0.0
    while gallery.pager.phase != .idle && now < 5 {
      now += 1.0 / 60
      try gallery.pager.advance(to: now)
    }
    #expect(gallery.visited == [1])
    // Thumbnail 1 spans 16 + 64 ... 140: its centre 110 sits at the strip's centre 195 → clamped 0.
    #expect(gallery.stripOffset == 0)
  }

  @Test func aProgrammaticJumpCentresItsThumbnail() throws {
    let gallery = try Gallery(
      album: AlbumSource(name: "Trip", count: 40), pageLength: 390, thumbnailLength: 60,
      stripLength: 390)
    try gallery.pager.scroll(to: 10, animated: false)
    // Thumbnail 10 spans 656...716; its centre 686 sits at the strip's centre: 686 − 195 = 491.
    #expect(gallery.stripOffset == 491)
    #expect(gallery.visited == [10])
  }

  @Test func flingingTheThumbnailsMovesAtMostThreeItems() throws {
    let gallery = try Gallery(
      album: AlbumSource(name: "Trip", count: 40), pageLength: 390, thumbnailLength: 60,
      stripLength: 390)
    gallery.releaseThumbnails(at: 10, contentVelocity: 20_000)
    #expect(gallery.pager.targetIndex <= 3 + 3)
    #expect(gallery.pager.phase == .settling)
  }

  @Test func customSnapNeverLeavesTheScrollableRange() throws {
    let strip = try UniformStrip(count: 50, itemLength: 60, spacing: 4)
    var rng = SplitMix64(seed: 42)
    for step in 0..<2_000 {
      let start = rng.double(in: 0...3000)
      let proposal = SnapProposal(
        strip: strip, viewportLength: 390, anchor: .center, currentOffset: start,
        proposedOffset: start + rng.double(in: -2000...2000),
        contentVelocity: rng.double(in: -4000...4000),
        dragStartOffset: start)
      let target = ThumbnailSnap().target(for: proposal)
      // Inside the scrollable range: clamping changes nothing.
      #expect(proposal.clamped(target.offset) == target.offset, "seed 42 step \(step)")
    }
  }
}
