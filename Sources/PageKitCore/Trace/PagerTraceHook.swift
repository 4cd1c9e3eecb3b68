/// A call on a ``Pager`` as its trace hook sees it, before it becomes a trace's input.
@usableFromInline
package enum PagerTraceCall<Source: PageSource> {
  case beginDrag
  case drag(Double)
  case endDrag(Double)
  case advance(Double)
  case scroll(Int, PageDirection?, animated: Bool)
  case scrollToNext(animated: Bool)
  case scrollToPrevious(animated: Bool)
  case autoScroll(Int, PageDirection?)
  case reload(Source, PagerLayout?)
  case restore(PagerSnapshot<Source.PageID>)
  case configure(PagerConfiguration)
  case snap(any SnapStrategy)
  case transition(any TransitionStrategy)
}

/// What a ``Pager`` tells a recorder attached to it: each public call as it begins and ends.
/// The pager holds at most one (``Pager/traceHook``); without one, a call costs one `nil` check.
@usableFromInline
package protocol PagerTraceHook<Source>: AnyObject {
  /// The pager's source type.
  associatedtype Source: PageSource

  /// A public call begins (or a call from an event handler during one).
  func begin(_ call: PagerTraceCall<Source>)

  /// The call that began last ends, with the error it threw.
  func end(_ error: PagerError?)
}

/// A controller whose auto-scrolled moves a trace records: an `AutoScroller` moves it through
/// ``tracedAutoScroll(to:direction:)``, the engine's command with the cause `.autoScroll`.
package protocol PagerTraceAutoScrolling: AnyObject {
  /// Moves to `index` as an auto-scroller's animated step (cause `.autoScroll`), recorded.
  func tracedAutoScroll(to index: Int, direction: PageDirection?) throws(PagerError)
}

extension Pager: PagerTraceAutoScrolling {
  package func tracedAutoScroll(to index: Int, direction: PageDirection?) throws(PagerError) {
    try traced(.autoScroll(index, direction)) { () throws(PagerError) in
      try command(to: index, direction: direction, animated: true, cause: .autoScroll)
    }
  }
}

extension Pager {
  /// Runs a public call's body, telling the trace hook (if any) that `call` begins and ends.
  ///
  /// - Complexity: O(1) without a hook: one `nil` check.
  @inlinable
  package func traced(
    _ call: @autoclosure () -> PagerTraceCall<Source>, _ body: () throws(PagerError) -> Void
  ) throws(PagerError) {
    guard let hook = traceHook else { return try body() }
    hook.begin(call())
    do {
      try body()
    } catch {
      hook.end(error)
      throw error
    }
    hook.end(nil)
  }

  /// Tells the trace hook (if any) of a call that cannot throw (a new snap strategy or
  /// transition).
  package func traced(_ call: @autoclosure () -> PagerTraceCall<Source>) {
    guard let hook = traceHook else { return }
    hook.begin(call())
    hook.end(nil)
  }
}
