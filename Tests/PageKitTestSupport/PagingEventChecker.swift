public import PageKitCore

/// Checks a sequence of paging events, as a controller delivers them, against the rules every
/// PageKit controller keeps (see ``PagingEventRule``), and collects every broken rule.
///
/// It works for any event source: a `Pager` or your own driver built on
/// `PagingController`. Give it each event in delivery order with ``record(_:)``, and the
/// controller's settled identity between calls with ``check(settled:mayHaveSettledMoreThanOnce:)``
/// (or ``checkAtRest(settled:mayHaveSettledMoreThanOnce:)`` when the controller is idle):
///
/// ```swift
/// var checker = PagingEventChecker(settled: pager.settledPageID)
/// pager.addEventObserver { checker.record($0) }
/// try pager.scroll(to: 2, animated: false)
/// checker.checkAtRest(settled: pager.settledPageID)
/// #expect(checker.violations.isEmpty, "\(checker.violations)")
/// ```
///
/// ``PagingEventLedger`` attaches a checker to a controller in one line.
///
/// **Counting changes.** "Exactly once" compares the number of `didChangePage` events with the
/// number of settled-identity changes the checker has seen. It sees one each time
/// ``observe(settled:)`` (or a check) is given an identity different from the previous one, so
/// observe after every call that may change the settled page. A call that legitimately settles
/// more than once — an event handler that issues a command — is observed from inside the handler,
/// just before and just after its command: the controller's state is final when a handler runs.
/// ``check(settled:mayHaveSettledMoreThanOnce:)`` compares the counts and the identities, so call
/// it outside handlers only, once every queued event has been delivered.
public struct PagingEventChecker<PageID: Hashable> {
  /// Every broken rule, in the order found. Empty while the sequence is correct.
  public private(set) var violations: [Violation] = []

  /// The `willChangePage` not yet closed by a `didChangePage` or a `didCancelPageChange`.
  public private(set) var openWill: PageChange<PageID>?

  /// The settled identity as the events report it: the identity the checker started with, then
  /// the `to` of each `didChangePage`.
  public private(set) var settled: PageID?

  /// The number of `didChangePage` events recorded.
  public private(set) var didCount = 0

  /// The number of settled-identity changes observed (see ``observe(settled:)``).
  public private(set) var identityChanges = 0

  /// The number of events recorded, of every kind.
  public private(set) var eventCount = 0

  /// Where each identity is in the source current when an event is recorded, or `nil` (the
  /// default) not to check indices. A `didCancelPageChange` carries the identities, direction
  /// and cause of the will it closes, with indices in the source current at emission: set this
  /// (for example `{ pager.source.index(of: $0) }`) to hold a controller to those indices, when
  /// no event handler reloads the source between emission and recording.
  public var indexAtEmission: ((PageID) -> Int?)?

  /// The identity given to the latest observation.
  private var observed: PageID?

  /// The value of ``didCount`` at the latest observation.
  private var didCountAtObservation = 0

  /// Creates a checker for a controller whose settled identity is `settled` (`nil` when empty).
  ///
  /// - Parameter settled: The controller's settled identity before any event.
  public init(settled: PageID?) {
    self.settled = settled
    self.observed = settled
  }

  /// Checks one event against the rules that apply to it and updates the open announcement and
  /// the settled identity. `didScroll` and `phaseDidChange` are only counted.
  ///
  /// - Parameter event: The next event, in delivery order.
  /// - Complexity: O(1).
  public mutating func record(_ event: PagerEvent<PageID>) {
    eventCount += 1
    switch event {
    case .willChangePage(let change):
      if change.from != settled {
        fail(.willFromNotSettled, event, "settled is \(Self.name(settled))")
      }
      if change.from == change.to { fail(.willWithoutChange, event, "") }
      openWill = change
    case .didChangePage(let change):
      didCount += 1
      if change.from == change.to { fail(.didFromEqualsTo, event, "") }
      if change.from != settled {
        fail(.didFromNotSettled, event, "settled is \(Self.name(settled))")
      }
      if let will = openWill {
        if change.to != will.to {
          fail(.didToNotAnnounced, event, "the will announced \(Self.describe(will))")
        }
        if change.cause != will.cause {
          fail(.didCauseMismatch, event, "the will announced \(Self.describe(will))")
        }
      } else {
        fail(.didWithoutWill, event, "")
      }
      openWill = nil
      settled = change.to
    case .didCancelPageChange(let change):
      if let will = openWill {
        var matches =
          change.from == will.from && change.to == will.to
          && change.direction == will.direction && change.cause == will.cause
        if let indexAtEmission {
          matches =
            matches && change.fromIndex == change.from.flatMap(indexAtEmission)
            && change.toIndex == change.to.flatMap(indexAtEmission)
        }
        if !matches { fail(.cancelMismatch, event, "the open will is \(Self.describe(will))") }
      } else {
        fail(.cancelWithoutWill, event, "")
      }
      openWill = nil
    case .didScroll, .phaseDidChange:
      break
    }
  }

  /// Notes the controller's settled identity now, counting a change when it differs from the
  /// previous observation. Safe anywhere, also inside an event handler (before and after a
  /// command the handler issues).
  ///
  /// - Parameter settled: The controller's settled identity (`settledPageID`).
  /// - Complexity: O(1).
  public mutating func observe(settled: PageID?) {
    if settled != observed {
      identityChanges += 1
      observed = settled
    }
    didCountAtObservation = didCount
  }

  /// Observes the controller's settled identity, then checks that the events agree with it:
  /// one `didChangePage` per observed change (``PagingEventRule/didCountMismatch``) and the same
  /// settled identity (``PagingEventRule/settledMismatch``). Call it between calls into the
  /// controller, outside event handlers. After reporting a mismatch the checker adopts the
  /// controller's account, so one fault is reported once.
  ///
  /// - Parameters:
  ///   - settled: The controller's settled identity (`settledPageID`).
  ///   - mayHaveSettledMoreThanOnce: Pass `true` after a call that may rest more than once with
  ///     no chance to observe in between: a frame in which a motion comes to rest and an
  ///     auto-scroller's move lands at once. The `didChangePage` events since the previous
  ///     observation must then be at least one when the identity changed (none is allowed when
  ///     it did not, or a round trip); their chain is still checked event by event.
  /// - Complexity: O(1).
  public mutating func check(settled: PageID?, mayHaveSettledMoreThanOnce: Bool = false) {
    let didsSinceObservation = didCount - didCountAtObservation
    let changed = settled != observed
    observe(settled: settled)
    if mayHaveSettledMoreThanOnce {
      if changed && didsSinceObservation == 0 {
        fail(.didCountMismatch, nil, "the identity changed with no did since the last observation")
      }
      identityChanges = didCount
    } else if didCount != identityChanges {
      fail(
        .didCountMismatch, nil,
        "\(didCount) did(s) for \(identityChanges) observed identity change(s)")
      identityChanges = didCount
    }
    if self.settled != settled {
      fail(
        .settledMismatch, nil,
        "the events say \(Self.name(self.settled)), the controller \(Self.name(settled))")
      self.settled = settled
    }
  }

  /// ``check(settled:mayHaveSettledMoreThanOnce:)``, for a controller at rest: also no
  /// `willChangePage` may be open (``PagingEventRule/willOpenAtRest``; the open will is then
  /// forgotten).
  ///
  /// - Parameters:
  ///   - settled: The controller's settled identity (`settledPageID`).
  ///   - mayHaveSettledMoreThanOnce: As for ``check(settled:mayHaveSettledMoreThanOnce:)``.
  /// - Complexity: O(1).
  public mutating func checkAtRest(settled: PageID?, mayHaveSettledMoreThanOnce: Bool = false) {
    check(settled: settled, mayHaveSettledMoreThanOnce: mayHaveSettledMoreThanOnce)
    if let will = openWill {
      fail(.willOpenAtRest, nil, "open: \(Self.describe(will))")
      openWill = nil
    }
  }

  /// Follows a change of the settled identity that is silent by design (`restore`). The
  /// `didChangePage` events recorded since the latest observation (a settle the call completed
  /// first) count as the changes they report; then `settled` becomes the checker's settled
  /// identity, as the events' and as the observed one.
  ///
  /// - Parameter settled: The controller's settled identity after the silent change.
  /// - Complexity: O(1).
  public mutating func expectSilentChange(to settled: PageID?) {
    identityChanges += didCount - didCountAtObservation
    didCountAtObservation = didCount
    self.settled = settled
    observed = settled
  }

  // MARK: Messages

  private mutating func fail(
    _ rule: PagingEventRule, _ event: PagerEvent<PageID>?, _ detail: String
  ) {
    violations.append(
      Violation(rule: rule, event: event, eventNumber: eventCount, detail: detail))
  }

  /// `"nil"` or the identity.
  static func name(_ id: PageID?) -> String {
    id.map { "\($0)" } ?? "nil"
  }

  /// A change in one short line: `a → b (forward, user)`.
  static func describe(_ change: PageChange<PageID>) -> String {
    "\(name(change.from)) → \(name(change.to)) (\(change.direction), \(change.cause))"
  }

  /// An event in one short line.
  static func describe(_ event: PagerEvent<PageID>) -> String {
    switch event {
    case .willChangePage(let change): "willChangePage \(describe(change))"
    case .didChangePage(let change): "didChangePage \(describe(change))"
    case .didCancelPageChange(let change): "didCancelPageChange \(describe(change))"
    case .didScroll(let position): "didScroll \(position)"
    case .phaseDidChange(let from, let to): "phaseDidChange \(from) → \(to)"
    }
  }
}
