import PageKitCore
import PageKitSnap
import PhotoGallery
import Testing

@Suite struct FilmstripTests {
  func settle(_ filmstrip: Filmstrip, from start: Double) throws -> Double {
    var now = start
    try filmstrip.pager.advance(to: now)
    while filmstrip.pager.phase != .idle {
      now += 1.0 / 60
      try filmstrip.pager.advance(to: now)
    }
    return now
  }

  @Test func aFlickRestsOnTheFirstCellBeyondWhereTheStripWouldCoast() throws {
    // Given a filmstrip of 30 photos, 390 points wide (cells every 100 points)
    let filmstrip = try Filmstrip(album: AlbumSource(name: "Trips", count: 30), width: 390)
    // When the finger moves 30 points left and flicks at 500 points per second (the filmstrip
    // would coast about 250 points further, to 280)
    try filmstrip.pager.beginDrag()
    try filmstrip.pager.drag(by: -30)
    try filmstrip.pager.endDrag(velocity: -500)
    _ = try settle(filmstrip, from: 0)
    // Then the filmstrip rests on photo 3, the first cell beyond 280, 12 points in, announced once
    #expect(filmstrip.pager.settledIndex == 3)
    #expect(filmstrip.settledPhotos == [3])
    let resting = try #require(filmstrip.cells.first { $0.photo == 3 })
    #expect(resting.origin == 12)
  }

  @Test func aSlowReleaseRestsOnTheNearestCell() throws {
    // Given a filmstrip of 30 photos
    let filmstrip = try Filmstrip(album: AlbumSource(name: "Trips", count: 30), width: 390)
    // When the finger drags 60 points left and lifts slowly
    try filmstrip.pager.beginDrag()
    try filmstrip.pager.drag(by: -60)
    try filmstrip.pager.endDrag(velocity: -100)
    _ = try settle(filmstrip, from: 0)
    // Then the filmstrip rests on photo 1, the nearest cell to where it would coast
    #expect(filmstrip.pager.settledIndex == 1)
    #expect(filmstrip.settledPhotos == [1])
  }

  @Test func theLastCellsRestAtTheEndOfTheStrip() throws {
    // Given a filmstrip of 10 photos: the last cells cannot reach the leading anchor
    let filmstrip = try Filmstrip(album: AlbumSource(name: "Food", count: 10), width: 390)
    // When the host jumps to the last photo
    try filmstrip.pager.scroll(to: 9, animated: true)
    _ = try settle(filmstrip, from: 0)
    // Then the filmstrip rests at the end of its content, with the last cell fully on screen
    #expect(filmstrip.pager.settledIndex == 9)
    #expect(filmstrip.pager.contentOffset == filmstrip.pager.maxContentOffset)
    let last = try #require(filmstrip.cells.last)
    #expect(last.photo == 9 && last.origin + 96 <= 390)
  }
}

@Suite struct OnboardingTests {
  func run(_ tour: Onboarding, from start: Double, through end: Double) throws {
    var frame = Int((start * 60).rounded())
    while Double(frame) / 60 < end {
      frame += 1
      try tour.frame(at: Double(frame) / 60)
    }
  }

  @Test func theTourTurnsEveryFourSecondsAndRewindsAfterTheLastTip() throws {
    // Given a tour of three tips
    let tour = try Onboarding(tips: ["Swipe", "Share", "Save"], screenWidth: 390)
    try tour.frame(at: 0)
    // When 13 seconds pass
    try run(tour, from: 0, through: 13)
    // Then it turned at 4 and 8 s, and rewound to the first tip at 12 s
    #expect(tour.autoTurns == ["Share", "Save", "Swipe"])
    #expect(tour.pager.settledIndex == 0)
  }

  @Test func aCoveredTourWaitsAndResumesAFullIntervalLater() throws {
    // Given a tour that is covered after one second
    let tour = try Onboarding(tips: ["Swipe", "Share", "Save"], screenWidth: 390)
    try tour.frame(at: 0)
    try run(tour, from: 0, through: 1)
    tour.isOnScreen = false
    // When it stays covered for ten seconds, then shows again
    try run(tour, from: 1, through: 11)
    #expect(tour.autoTurns.isEmpty)
    tour.isOnScreen = true
    try run(tour, from: 11, through: 16.5)
    // Then it turns once, four seconds after it showed again (announced when the page settles)
    #expect(tour.autoTurns == ["Share"])
  }

  @Test func aDragPausesTheTour() throws {
    // Given a tour whose user holds a finger down from 3 s to 9 s
    let tour = try Onboarding(tips: ["Swipe", "Share", "Save"], screenWidth: 390)
    try tour.frame(at: 0)
    try run(tour, from: 0, through: 3)
    try tour.pager.beginDrag()
    try run(tour, from: 3, through: 9)
    // Then nothing turned by itself while the finger was down
    #expect(tour.autoTurns.isEmpty)
    try tour.pager.endDrag(velocity: 0)
    try run(tour, from: 9, through: 12)
    #expect(tour.autoTurns.isEmpty)
  }
}
