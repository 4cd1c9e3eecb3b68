import PageKitCore
import PageKitTestSupport
import Testing

/// A change between named pages, for hand-written event sequences.
private func change(
  _ from: String?, _ to: String?, _ cause: PageChangeCause = .user,
  direction: PageDirection = .forward, indices: (Int?, Int?) = (nil, nil)
) -> PageChange<String> {
  PageChange(
    from: from, to: to, fromIndex: indices.0, toIndex: indices.1, direction: direction,
    cause: cause)
}

private func will(_ from: String?, _ to: String?, _ cause: PageChangeCause = .user)
  -> PagerEvent<String>
{
  .willChangePage(change(from, to, cause))
}

private func did(_ from: String?, _ to: String?, _ cause: PageChangeCause = .user)
  -> PagerEvent<String>
{
  .didChangePage(change(from, to, cause))
}

private func cancel(_ from: String?, _ to: String?, _ cause: PageChangeCause = .user)
  -> PagerEvent<String>
{
  .didCancelPageChange(change(from, to, cause))
}

/// A checker that started on `settled` and recorded `events`.
private func checked(_ events: [PagerEvent<String>], settled: String? = "a")
  -> PagingEventChecker<String>
{
  var checker = PagingEventChecker(settled: settled)
  for event in events { checker.record(event) }
  return checker
}

private func rules(_ checker: PagingEventChecker<String>) -> [PagingEventRule] {
  checker.violations.map(\.rule)
}

/// A user's own controller on `PagingController` that forgets to announce non-animated moves.
private final class ForgetfulController: PagingController {
  typealias PageID = String
  let eventEmitter = PagerEventEmitter<String>()
  let pages = ["a", "b", "c"]
  var targetIndex = 0
  var currentIndex: Int { targetIndex }
  var settledIndex: Int { targetIndex }
  var position: Double { Double(targetIndex) }
  var phase: PagerPhase { .idle }
  var isEmpty: Bool { false }
  var count: Int { pages.count }
  var loops: Bool { false }
  var settledPageID: String? { pages[targetIndex] }

  var delegate: (any PagerDelegate<String>)? {
    get { eventEmitter.delegate }
    set { eventEmitter.delegate = newValue }
  }

  func addEventObserver(_ observer: @escaping (PagerEvent<String>) -> Void) -> PagerObserverToken {
    eventEmitter.addObserver(observer)
  }

  func removeEventObserver(_ token: PagerObserverToken) {
    eventEmitter.removeObserver(token)
  }

  func scroll(
    to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) throws(PagerError) {
    try command(to: index, direction: direction, animated: animated, cause: .programmatic)
  }

  func scrollToNext(animated: Bool) throws(PagerError) {
    try step(.forward, animated: animated, cause: .programmatic)
  }

  func scrollToPrevious(animated: Bool) throws(PagerError) {
    try step(.reverse, animated: animated, cause: .programmatic)
  }

  func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    guard pages.indices.contains(index) else {
      throw .indexOutOfRange(index: index, count: pages.count)
    }
    guard index != targetIndex else { return }
    let change = PageChange(
      from: pages[targetIndex], to: pages[index], fromIndex: targetIndex, toIndex: index,
      direction: index > targetIndex ? .forward : .reverse, cause: cause)
    targetIndex = index
    // The bug: `.willChangePage(change)` is never enqueued.
    eventEmitter.enqueue(.didChangePage(change))
    eventEmitter.deliver()
  }

  func step(_ direction: PageDirection, animated: Bool, cause: PageChangeCause) throws(PagerError) {
    try command(
      to: targetIndex + (direction == .forward ? 1 : -1), direction: direction,
      animated: animated, cause: cause)
  }
}

/// The event checker catches each broken rule, names it, and accepts correct sequences.
@Suite struct PagingEventCheckerTests {
  // MARK: Catching

  @Test func catchesADroppedWill() {
    // Given a controller settled on "a", when a did arrives with no will open…
    var checker = checked([did("a", "b")])
    checker.checkAtRest(settled: "b")
    // …then exactly that rule is reported, naming the event.
    #expect(rules(checker) == [.didWithoutWill])
    let violation = checker.violations.first
    #expect(violation?.event == did("a", "b"))
    #expect(violation?.eventNumber == 1)
    #expect(violation?.description.hasPrefix("didWithoutWill") == true)
    #expect(violation?.description.contains("didChangePage a → b") == true)
  }

  @Test func catchesASecondDidForOneWill() {
    // Given one will, when its did is delivered twice…
    var checker = checked([will("a", "b"), did("a", "b"), did("a", "b")])
    checker.checkAtRest(settled: "b")
    // …the second did has no will to close and no longer starts from the settled page, and
    // the controller changed its page once for two dids.
    #expect(rules(checker) == [.didFromNotSettled, .didWithoutWill, .didCountMismatch])
    #expect(checker.violations.map(\.eventNumber) == [3, 3, 3])
    #expect(checker.didCount == 2)
  }

  @Test func catchesACancelWithNoWillOpen() {
    var checker = checked([will("a", "b"), cancel("a", "b"), cancel("a", "b")])
    checker.checkAtRest(settled: "a")
    #expect(rules(checker) == [.cancelWithoutWill])
    #expect(checker.violations.first?.eventNumber == 3)
  }

  @Test func catchesADidFromAPageToItself() {
    // A motion announced to "b" came back to "a" and reported a did instead of a cancel.
    var checker = checked([will("a", "b"), did("a", "a")])
    checker.checkAtRest(settled: "a")
    // (And a did was delivered though the page never changed.)
    #expect(rules(checker) == [.didFromEqualsTo, .didToNotAnnounced, .didCountMismatch])
  }

  @Test func catchesACancelCarryingAnotherChange() {
    // Another destination.
    let otherTarget = checked([will("a", "b"), cancel("a", "c")])
    #expect(rules(otherTarget) == [.cancelMismatch])
    #expect(otherTarget.violations.first?.detail == "the open will is a → b (forward, user)")
    // Another origin.
    #expect(rules(checked([will("a", "b"), cancel("z", "b")])) == [.cancelMismatch])
    // Another cause.
    #expect(rules(checked([will("a", "b", .programmatic), cancel("a", "b")])) == [.cancelMismatch])
    // Another direction.
    let reversed = PagerEvent.didCancelPageChange(change("a", "b", direction: .reverse))
    #expect(rules(checked([will("a", "b"), reversed])) == [.cancelMismatch])
  }

  @Test func indicesOfACancelAreThoseAtEmissionWhenALookupIsGiven() {
    let announced = PagerEvent.willChangePage(change("a", "b", indices: (0, 1)))
    let refreshed = PagerEvent.didCancelPageChange(change("a", "b", indices: (2, 3)))
    // Without a lookup, indices are not judged.
    #expect(checked([announced, refreshed]).violations.isEmpty)
    // With one: a reload moved "a" to 2 and "b" to 3, so the refreshed indices are right…
    var strict = PagingEventChecker<String>(settled: "a")
    strict.indexAtEmission = { ["a": 2, "b": 3][$0] }
    strict.record(announced)
    strict.record(refreshed)
    #expect(strict.violations.isEmpty)
    // …and the will's stale ones are wrong.
    var stale = PagingEventChecker<String>(settled: "a")
    stale.indexAtEmission = { ["a": 2, "b": 3][$0] }
    stale.record(announced)
    stale.record(.didCancelPageChange(change("a", "b", indices: (0, 1))))
    #expect(rules(stale) == [.cancelMismatch])
  }

  @Test func catchesADidCountThatDoesNotMatchTheIdentityChanges() {
    // The page changed twice (a → b → a) between two observations that both saw "a": the
    // events and the controller agree on the page, but two dids announce no visible change.
    var roundTrip = checked([will("a", "b"), did("a", "b"), will("b", "a"), did("b", "a")])
    roundTrip.checkAtRest(settled: "a")
    #expect(rules(roundTrip) == [.didCountMismatch])
    #expect(
      roundTrip.violations.first?.detail == "2 did(s) for 0 observed identity change(s)")

    // The controller moved to "b" and said nothing.
    var silent = checked([])
    silent.checkAtRest(settled: "b")
    #expect(rules(silent) == [.didCountMismatch, .settledMismatch])
    // One fault is reported once: the checker adopted the controller's account.
    silent.checkAtRest(settled: "b")
    #expect(silent.violations.count == 2)
  }

  @Test func catchesADidWithAnotherCauseThanItsWill() {
    var checker = checked([will("a", "b", .programmatic), did("a", "b", .user)])
    checker.checkAtRest(settled: "b")
    #expect(rules(checker) == [.didCauseMismatch])
  }

  @Test func catchesADidThatReachesAnotherPageThanAnnounced() {
    var checker = checked([will("a", "b"), did("a", "c")])
    checker.checkAtRest(settled: "c")
    #expect(rules(checker) == [.didToNotAnnounced])
  }

  @Test func catchesAnnouncementsFromTheWrongPage() {
    // The events say "a"; a change from "z" is announced and reported.
    var checker = checked([will("z", "b"), did("z", "b")])
    checker.checkAtRest(settled: "b")
    #expect(rules(checker) == [.willFromNotSettled, .didFromNotSettled])
    #expect(rules(checked([will("a", "a")])) == [.willWithoutChange])
  }

  @Test func catchesAWillLeftOpenAtRest() {
    var checker = checked([will("a", "b")])
    checker.checkAtRest(settled: "a")
    #expect(rules(checker) == [.willOpenAtRest])
    #expect(checker.openWill == nil)
    // While moving, an open will is expected.
    var moving = checked([will("a", "b")])
    moving.check(settled: "a")
    #expect(moving.violations.isEmpty)
  }

  @Test func catchesAUsersControllerThatDropsItsWill() throws {
    // Given a user's driver built on PagingController, with a ledger attached…
    let controller = ForgetfulController()
    let ledger = PagingEventLedger(attachingTo: controller, settled: controller.settledPageID)
    // …when it moves without announcing…
    try controller.scroll(to: 2, animated: false)
    ledger.checker.checkAtRest(settled: controller.settledPageID)
    // …the ledger reports the dropped will.
    #expect(ledger.violations.map(\.rule) == [.didWithoutWill])
  }

  // MARK: Accepting

  @Test func acceptsSupersedingWills() {
    // A will while one is open supersedes it: no cancel for the abandoned target.
    var landed = checked([
      will("a", "b"), will("a", "c", .programmatic), did("a", "c", .programmatic),
    ])
    landed.checkAtRest(settled: "c")
    #expect(landed.violations.isEmpty)
    #expect(landed.settled == "c" && landed.didCount == 1)

    var cancelled = checked([will("a", "b"), will("a", "c"), cancel("a", "c")])
    cancelled.checkAtRest(settled: "a")
    #expect(cancelled.violations.isEmpty)
  }

  @Test func acceptsAPeekWithNoPageEvents() {
    var checker = checked([
      .phaseDidChange(from: .idle, to: .dragging), .didScroll(position: 0.2),
      .phaseDidChange(from: .dragging, to: .settling), .didScroll(position: 0),
      .phaseDidChange(from: .settling, to: .idle),
    ])
    checker.checkAtRest(settled: "a")
    #expect(checker.violations.isEmpty)
    #expect(checker.eventCount == 5 && checker.didCount == 0)
  }

  @Test func acceptsReloadsThatAnnounceTheirChange() {
    // Reload to empty, then from empty, each a will then a did with `.dataReload`.
    var checker = checked([will("a", nil, .dataReload), did("a", nil, .dataReload)])
    checker.checkAtRest(settled: nil)
    checker.record(will(nil, "x", .dataReload))
    checker.record(did(nil, "x", .dataReload))
    checker.checkAtRest(settled: "x")
    #expect(checker.violations.isEmpty)
    #expect(checker.didCount == 2 && checker.identityChanges == 2)
  }

  @Test func acceptsASilentRestoreAfterACompletedSettle() {
    // The restore completes the settle to "b" (announced), then moves to "d" silently.
    var checker = checked([will("a", "b"), did("a", "b")])
    checker.expectSilentChange(to: "d")
    checker.checkAtRest(settled: "d")
    #expect(checker.violations.isEmpty)
    // Then it goes on from "d".
    checker.record(will("d", "e"))
    checker.record(did("d", "e"))
    checker.checkAtRest(settled: "e")
    #expect(checker.violations.isEmpty)
  }

  @Test func acceptsAReentrantCommandObservedInsideTheHandler() {
    // One call settles on "b"; the did's handler jumps to "c" (the controller is on "b" when
    // the handler runs, on "c" after its command).
    var checker = PagingEventChecker<String>(settled: "a")
    checker.record(will("a", "b"))
    checker.record(did("a", "b"))
    checker.observe(settled: "b")
    checker.observe(settled: "c")
    checker.record(will("b", "c", .programmatic))
    checker.record(did("b", "c", .programmatic))
    checker.checkAtRest(settled: "c")
    #expect(checker.violations.isEmpty)
    #expect(checker.identityChanges == 2)
  }

  @Test func acceptsACallThatSettlesTwiceOnlyWhenToldItMay() {
    // One frame: a motion rests on "b", then an auto-scroll lands on "c" at once.
    let frame = [
      will("a", "b"), did("a", "b"), will("b", "c", .autoScroll), did("b", "c", .autoScroll),
    ]
    var strict = checked(frame)
    strict.checkAtRest(settled: "c")
    #expect(rules(strict) == [.didCountMismatch])
    var told = checked(frame)
    told.checkAtRest(settled: "c", mayHaveSettledMoreThanOnce: true)
    #expect(told.violations.isEmpty)
    // Told so, a change with no did is still caught.
    var missed = checked([])
    missed.checkAtRest(settled: "b", mayHaveSettledMoreThanOnce: true)
    #expect(rules(missed) == [.didCountMismatch, .settledMismatch])
  }

  @Test func acceptsARealPagerAndDetaches() throws {
    let (pager, _) = try makePager(count: 5)
    let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
    try pager.swipe(by: -60, velocity: -800)
    var now = try pager.runUntilIdle(from: 0)
    ledger.checker.checkAtRest(settled: pager.settledPageID)
    try pager.swipe(by: -20, velocity: 0)  // a peek
    now = try pager.runUntilIdle(from: now)
    try pager.scroll(to: 4)
    try pager.advance(to: now + 0.05)
    try pager.scroll(to: 1)  // a retarget back to the settled page: a cancel
    try pager.runUntilIdle(from: now + 0.05)
    ledger.checker.checkAtRest(settled: pager.settledPageID)
    try pager.scroll(to: 3, animated: false)
    ledger.checker.checkAtRest(settled: pager.settledPageID)
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
    #expect(ledger.checker.didCount == 2)

    let recorded = ledger.checker.eventCount
    ledger.detach()
    try pager.scroll(to: 0, animated: false)
    #expect(ledger.checker.eventCount == recorded)
  }
}
