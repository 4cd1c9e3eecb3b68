/// What a ``Pager`` tells a recorder attached to it (PageKitTrace's `PagerTraceSink`, behind a
/// `PagerTraceRecorder`): each input it applies as it begins and
/// ends. The pager holds at most one (``Pager/traceHook``); without one, a call costs one `nil`
/// check.
@usableFromInline
package protocol PagerTraceHook<Source, Transition>: AnyObject {
  /// The pager's source type.
  associatedtype Source: PageSource
  /// The pager's transition type.
  associatedtype Transition: TransitionStrategy

  /// An input begins (or a call from an event handler during one).
  func begin(_ input: PagerInput<Source, any SnapStrategy, Transition>)

  /// The input that began last ends, with the error it threw.
  func end(_ error: PagerError?)
}
