// Input in SwiftUI: a `DragGesture(minimumDistance: 0)` feeds the pager the pointer itself (its
// locations and times), `onKeyPress` a keyboard's keys, `onMoveCommand` a tvOS remote's
// directional pad, and `digitalCrownRotation` the watch's Crown, in detents.
//
// The view builds where SwiftUI is (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1 for
// `ObservablePager`; each input where SwiftUI has it), and Docs/Input.md shows it. Elsewhere this
// snippet makes the same pager calls: a drag mostly across the axis, a tie, and a Crown's turn.

import PageKitCore

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct InputPager: View {
    @State private var model: ObservablePager<Pager<ArrayPageSource<String, Int>, SlideTransition>>
    @State private var crown = 0.0

    init(titles: [String], width: CGFloat) throws {
      let pager = try Pager(
        source: ArrayPageSource(titles), configuration: PagerConfiguration(viewportLength: width))
      _model = State(initialValue: ObservablePager(pager))
    }

    var body: some View {
      GeometryReader { geometry in
        pages(width: geometry.size.width)
          .onAppear { try? model.pager.setViewportLength(geometry.size.width) }
      }
      #if !os(tvOS)
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { value in
              let time = value.time.timeIntervalSinceReferenceDate
              if model.pager.pointerPhase == .up {
                let start = value.startLocation
                try? model.pager.pointerDown(x: start.x, y: start.y, timestamp: time)
              }
              try? model.pager.pointerMove(
                x: value.location.x, y: value.location.y, timestamp: time)
            }
            .onEnded { value in
              try? model.pager.pointerUp(
                x: value.location.x, y: value.location.y,
                timestamp: value.time.timeIntervalSinceReferenceDate)
            }
        )
      #endif
      #if !os(watchOS)
        .focusable()
        .onKeyPress { press in
          // A key the pager does not take, or one with nowhere to go, is passed on.
          guard let key = Self.pagerKey(for: press.key), model.pager.destination(for: key) != nil
          else { return .ignored }
          try? model.pager.press(key)
          return .handled
        }
      #endif
      #if os(tvOS) || os(macOS)
        .onMoveCommand { direction in
          // A remote's pad: its directions are the screen's, as the arrows are.
          let keys: [(MoveCommandDirection, PagerKey)] = [
            (.left, .left), (.right, .right), (.up, .up), (.down, .down),
          ]
          guard let key = keys.first(where: { $0.0 == direction })?.1 else { return }
          try? model.pager.press(key)
        }
      #endif
      #if os(watchOS)
        .focusable()
        .digitalCrownRotation(
          $crown, from: -1_000, through: 1_000, by: 1, sensitivity: .low, isContinuous: true,
          isHapticFeedbackEnabled: true
        )
        .onChange(of: crown) { old, new in
          try? model.pager.rotate(byDetents: new - old)  // one stop per detent
        }
      #endif
    }

    static func pagerKey(for key: KeyEquivalent) -> PagerKey? {
      switch key {
      case .leftArrow: .left
      case .rightArrow: .right
      case .upArrow: .up
      case .downArrow: .down
      case .home: .first
      case .end: .last
      case .pageUp: .pageUp
      case .pageDown: .pageDown
      default: nil
      }
    }

    /// The live pages at their placements, and the clock while the pager settles.
    private func pages(width: CGFloat) -> some View {
      ZStack {
        let _ = model.position
        ForEach(Array(model.pager.livePages), id: \.id) { live in
          Text(live.page)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .offset(x: live.placement.translation * width)
            .opacity(live.placement.isHidden ? 0 : live.placement.alpha)
        }
      }
      .clipped()
      .contentShape(Rectangle())
      .background {
        if model.phase == .settling {
          TimelineView(.animation) { context in
            Color.clear.onChange(of: context.date) { _, _ in
              try? model.pager.advance(to: ProcessInfo.processInfo.systemUptime)
            }
          }
        }
      }
    }
  }
#else
  // Without SwiftUI: the calls the view makes, with the values SwiftUI would hand it.
  let pager = try Pager(
    source: ArrayPageSource(["Red", "Green", "Blue"]),
    configuration: PagerConfiguration(viewportLength: 390))

  // A drag mostly down on this horizontal pager: past the slop across the axis, ignored.
  try pager.pointerDown(x: 200, y: 100, timestamp: 1.00)
  try pager.pointerMove(x: 195, y: 112, timestamp: 1.02)
  print("down the list: \(pager.pointerPhase)")
  try pager.pointerUp(x: 190, y: 160, timestamp: 1.10)

  // A tie between the axes (9 points each way) goes along the pager's axis: a drag.
  try pager.pointerDown(x: 200, y: 100, timestamp: 2.00)
  try pager.pointerMove(x: 191, y: 109, timestamp: 2.02)
  print("a tie: \(pager.pointerPhase), offset \(pager.contentOffset)")
  try pager.pointerCancel()

  // The Crown: three quarters of a detent wait, the next quarter completes one stop.
  var clock = 0.0
  while pager.phase != .idle {
    clock += 1.0 / 60
    try pager.advance(to: clock)
  }
  try pager.rotate(byDetents: 0.75)
  print("0.75 detent: target \(pager.targetIndex)")
  try pager.rotate(byDetents: 0.25)
  print("1 detent: target \(pager.targetIndex)")
#endif
