/// What one call changed in a pager's live window: the pages that left it, the pages that stayed
/// in it under a new slot or index, the pages that entered it, and which pages came into view or
/// went out of it.
///
/// A pager delivers one to each of its live-window observers
/// (``Pager/addLiveWindowObserver(_:)``) at the end of every call that changed its live pages,
/// before that call's events. A host that applies every delta, in order, to the views it made
/// from ``Pager/livePages`` when it began observing holds exactly the live pages: a far jump, a
/// reload, a loop that draws one page twice and a layout switch included. Apply the parts in
/// the order they are declared: ``removed``, then ``moved`` (all of them at once: take every moved
/// view out, then put each at its new slot), then ``inserted``; ``apply(to:make:discard:)`` does
/// this for views keyed by slot. ``disappeared`` names slots as they were, before the moves;
/// ``appeared`` names them as they are, after.
///
/// Key views by ``Entry/slot``: it is unique among the live pages of every source, a short loop
/// that draws one page in two slots included. A host of a bounded source may key them by
/// ``Entry/id`` instead, which is unique there, and then ignore ``moved`` but for the index.
///
/// ```swift
/// var views: [Int: String] = [:]
/// for page in pager.livePages { views[page.slot] = page.page }
/// pager.addLiveWindowObserver { delta in
///   delta.apply(to: &views) { inserted in inserted.page }
/// }
/// ```
public struct LiveWindowDelta<Page, PageID: Hashable> {
  /// A live page, as a delta names it.
  public struct Entry: Hashable {
    /// The page's index in the source.
    public var index: Int
    /// The slot it is drawn in (see ``LivePage/slot``).
    public var slot: Int
    /// The page's identity.
    public var id: PageID

    /// Names a live page (to compare with a delta's).
    ///
    /// - Parameters:
    ///   - index: The page's index in the source.
    ///   - slot: The slot it is drawn in.
    ///   - id: The page's identity.
    @inlinable
    public init(index: Int, slot: Int, id: PageID) {
      self.index = index
      self.slot = slot
      self.id = id
    }
  }

  /// A page that stayed live, with the same instance, under a new slot or index: a far jump's
  /// destination moving to its own slot at rest, a loop's slots re-based, a page whose index a
  /// reload changed.
  public struct Move: Hashable {
    /// The page's identity.
    public var id: PageID
    /// The slot it was drawn in.
    public var oldSlot: Int
    /// The index it had.
    public var oldIndex: Int
    /// The slot it is drawn in now.
    public var slot: Int
    /// Its index now.
    public var index: Int

    @inlinable
    init(id: PageID, oldSlot: Int, oldIndex: Int, slot: Int, index: Int) {
      self.id = id
      self.oldSlot = oldSlot
      self.oldIndex = oldIndex
      self.slot = slot
      self.index = index
    }
  }

  /// A page that entered the live window, with the instance the pager made for it.
  public struct Insertion {
    /// The page's index in the source.
    public var index: Int
    /// The slot it is drawn in.
    public var slot: Int
    /// The page's identity.
    public var id: PageID
    /// The page instance; the same one ``Pager/livePages`` holds while the page stays live.
    public var page: Page

    @inlinable
    init(index: Int, slot: Int, id: PageID, page: Page) {
      self.index = index
      self.slot = slot
      self.id = id
      self.page = page
    }
  }

  /// The pages that left the live window, with the slot and index they had: release their
  /// views. A reload replaces every live page's instance (the source's pages are new), so its
  /// live pages leave and enter again.
  @inlinable public var removed: [Entry] { storedRemoved }
  @usableFromInline var storedRemoved: [Entry]
  /// The pages that stayed live under a new slot or index.
  @inlinable public var moved: [Move] { storedMoved }
  @usableFromInline var storedMoved: [Move]
  /// The pages that entered the live window, in slot order.
  @inlinable public var inserted: [Insertion] { storedInserted }
  @usableFromInline var storedInserted: [Insertion]
  /// The live pages that came into view: those now drawn over the viewport (widened by the
  /// transition's visible range) that were not before, the inserted ones included, with their
  /// slot and index now.
  @inlinable public var appeared: [Entry] { storedAppeared }
  @usableFromInline var storedAppeared: [Entry]
  /// The pages that went out of view: those drawn over the viewport before that are not now,
  /// the removed ones included, with the slot and index they had.
  @inlinable public var disappeared: [Entry] { storedDisappeared }
  @usableFromInline var storedDisappeared: [Entry]

  @usableFromInline
  init() {
    storedRemoved = []
    storedMoved = []
    storedInserted = []
    storedAppeared = []
    storedDisappeared = []
  }

  /// Empties every part, keeping the arrays' storage.
  @inlinable
  mutating func removeAll() {
    storedRemoved.removeAll(keepingCapacity: true)
    storedMoved.removeAll(keepingCapacity: true)
    storedInserted.removeAll(keepingCapacity: true)
    storedAppeared.removeAll(keepingCapacity: true)
    storedDisappeared.removeAll(keepingCapacity: true)
  }

  /// Whether the delta changes nothing.
  @inlinable public var isEmpty: Bool {
    removed.isEmpty && moved.isEmpty && inserted.isEmpty && appeared.isEmpty
      && disappeared.isEmpty
  }

  /// Applies the delta to views keyed by slot: removes (and passes to `discard`) the views of
  /// the removed pages, moves the moved ones to their new slots, and makes views for the
  /// inserted ones.
  ///
  /// - Parameters:
  ///   - views: The host's views, keyed by ``Entry/slot``, as the previous deltas left them.
  ///   - make: Makes the view of an inserted page.
  ///   - discard: Called with each removed view (default: nothing).
  /// - Complexity: O(r + m + i) for r removed, m moved and i inserted pages (dictionary
  ///   operations on average O(1)).
  public func apply<View>(
    to views: inout [Int: View], make: (Insertion) -> View, discard: (View) -> Void = { _ in }
  ) {
    for entry in removed {
      if let view = views.removeValue(forKey: entry.slot) { discard(view) }
    }
    // All at once: a move's new slot may be another moved page's old one.
    var carried: [(slot: Int, view: View)] = []
    carried.reserveCapacity(moved.count)
    for move in moved where move.oldSlot != move.slot {
      if let view = views.removeValue(forKey: move.oldSlot) {
        carried.append((move.slot, view))
      }
    }
    for (slot, view) in carried { views[slot] = view }
    for insertion in inserted { views[insertion.slot] = make(insertion) }
  }
}

extension LiveWindowDelta: Sendable where Page: Sendable, PageID: Sendable {}
extension LiveWindowDelta.Entry: Sendable where PageID: Sendable {}
extension LiveWindowDelta.Move: Sendable where PageID: Sendable {}
extension LiveWindowDelta.Insertion: Sendable where Page: Sendable, PageID: Sendable {}
