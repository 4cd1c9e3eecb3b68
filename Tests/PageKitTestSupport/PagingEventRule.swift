/// A rule that a sequence of paging events must keep, as ``PagingEventChecker`` checks it.
///
/// The rules are PageKit's event semantics (exactly once, announced intent, event pairing), the
/// same for a `Pager` (of full pages, with an item layout, looping or not) and any controller
/// built on `PagingController`. "The settled
/// identity as the events report it" starts at the identity the checker was created with and
/// becomes the `to` of each `didChangePage`.
public enum PagingEventRule: String, CaseIterable, Hashable, Sendable {
  /// A `willChangePage` starts from the settled identity as the events report it.
  case willFromNotSettled
  /// A `willChangePage` announces a change: its `from` and `to` differ.
  case willWithoutChange
  /// A `didChangePage` closes an open `willChangePage`; none was open.
  case didWithoutWill
  /// A `didChangePage` never has `from == to`.
  case didFromEqualsTo
  /// A `didChangePage` starts from the settled identity as the events report it.
  case didFromNotSettled
  /// A `didChangePage` reaches the identity its `willChangePage` announced.
  case didToNotAnnounced
  /// A `didChangePage` carries the cause of the `willChangePage` it closes.
  case didCauseMismatch
  /// A `didCancelPageChange` closes an open `willChangePage`; none was open.
  case cancelWithoutWill
  /// A `didCancelPageChange` carries the change it closes: the same identities, direction and
  /// cause (and, with ``PagingEventChecker/indexAtEmission``, indices current at emission).
  case cancelMismatch
  /// `didChangePage` fires exactly once per change of the controller's settled identity.
  case didCountMismatch
  /// The settled identity as the events report it is the controller's.
  case settledMismatch
  /// At rest no `willChangePage` is left open.
  case willOpenAtRest

  /// The rule in one sentence, for failure messages.
  public var summary: String {
    switch self {
    case .willFromNotSettled: "a will starts from the settled identity"
    case .willWithoutChange: "a will announces a change (from != to)"
    case .didWithoutWill: "a did closes an open will"
    case .didFromEqualsTo: "a did never has from == to"
    case .didFromNotSettled: "a did starts from the settled identity"
    case .didToNotAnnounced: "a did reaches the identity its will announced"
    case .didCauseMismatch: "a did carries the cause of the will it closes"
    case .cancelWithoutWill: "a cancel closes an open will"
    case .cancelMismatch: "a cancel carries the change of the will it closes"
    case .didCountMismatch: "exactly one did per settled identity change"
    case .settledMismatch: "the events' settled identity is the controller's"
    case .willOpenAtRest: "no will is open at rest"
    }
  }
}
