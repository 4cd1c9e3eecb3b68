import Foundation
import PageKitCore
import PageKitSnap
import PageKitTrace

/// `pagekit-demo record` and `replay`: a session as a trace of the tab pager, and a trace played
/// back step by step and drawn as a film strip with its events on a time line.
enum TraceCommands {
  /// A trace file that cannot be read or written, or a trace that cannot be replayed.
  struct TraceFileError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, one line.
    var message: String

    var description: String { message }
  }

  /// The resolver of every strategy the demo's pagers use.
  static var resolver: PagerTraceResolver { PagerTraceResolver.builtIn.withPageKitSnap() }

  /// Records the tab pager while the demo runs (interactive in a terminal, the scripted tour
  /// otherwise) and writes the trace to `file`.
  ///
  /// - Parameters:
  ///   - file: The trace file's path.
  ///   - write: Receives the tour's lines when there is no terminal.
  /// - Throws: ``TraceFileError`` when the file cannot be written: before the session starts
  ///   when `file` is a folder or its folder is missing or not writable (see
  ///   ``checkWritable(_:)``), otherwise at the end.
  static func record(to file: String, write: (String) -> Void = { print($0) }) throws {
    try checkWritable(file)
    let app = try DemoApp()
    guard let tabs = app.screens.first as? TabPagerScreen else {
      throw TraceFileError(message: "the demo has no tab pager to record")
    }
    let recorder = PagerTraceRecorder(recording: tabs.pager)
    if !(Terminal.isInteractive && InteractiveDriver.run(app)) {
      try ScriptedTour.play(on: app, write: write)
    }
    guard let trace = recorder.trace() else {
      throw TraceFileError(message: "the tab pager never came to rest: nothing to write")
    }
    let json: String
    do {
      json = try trace.jsonString()
      try json.write(toFile: file, atomically: true, encoding: .utf8)
    } catch {
      throw TraceFileError(message: "cannot write \(file)")
    }
    write("recorded \(trace.steps.count) steps of the tab pager to \(file)")
  }

  /// Checks, before a session, that a trace can be written to `file`: it is not a folder, its
  /// folder exists, and the folder is writable (the trace is written to a file beside it, then
  /// moved into place) as is the file if it exists. Nothing is created.
  ///
  /// - Parameter file: The trace file's path.
  /// - Throws: ``TraceFileError`` saying why not.
  static func checkWritable(_ file: String) throws(TraceFileError) {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: file, isDirectory: &isFolder) {
      guard !isFolder.boolValue else {
        throw TraceFileError(message: "cannot write \(file): it is a folder")
      }
      guard manager.isWritableFile(atPath: file) else {
        throw TraceFileError(message: "cannot write \(file): not writable")
      }
    }
    let url = URL(fileURLWithPath: file)
    let folder = url.deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw TraceFileError(message: "cannot write \(file): no folder \(folder)")
    }
    guard manager.isWritableFile(atPath: folder) else {
      throw TraceFileError(message: "cannot write \(file): the folder \(folder) is not writable")
    }
  }

  /// Reads the trace in `file`.
  ///
  /// - Parameter file: The path.
  /// - Returns: The trace.
  /// - Throws: ``TraceFileError`` naming the file and the trace's error.
  static func read(_ file: String) throws(TraceFileError) -> PagerTrace<String> {
    let text: String
    do {
      text = try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      throw TraceFileError(message: "cannot read \(file)")
    }
    do {
      return try PagerTrace<String>(json: text)
    } catch {
      throw TraceFileError(message: "\(file) is not a trace: \(error)")
    }
  }

  /// Replays the trace in `file`: one line per step (the call, the phase, the position, the
  /// pages drawn, the events), then whether it replays identically; with `svg`, writes the
  /// film strip there.
  ///
  /// - Parameters:
  ///   - file: The trace file.
  ///   - svg: Where to write the film strip, or `nil`.
  ///   - write: Receives each line.
  /// - Throws: ``TraceFileError``.
  static func replay(file: String, svg: String?, write: (String) -> Void) throws(TraceFileError) {
    let trace = try read(file)
    let frames = try frames(of: trace)
    write("trace \(file): \(trace.steps.count) steps")
    for frame in frames { write(frame.line) }
    let result: PagerTrace<String>.ReplayResult
    do {
      result = try trace.replay(resolver: resolver)
    } catch {
      throw TraceFileError(message: "\(file) cannot be replayed: \(error)")
    }
    switch result {
    case .identical:
      write("replays identically: every step's events, phase, position and target")
    case .diverged(let divergence):
      write(
        "diverges at step \(divergence.step.map { "\($0)" } ?? "start"), \(divergence.field): "
          + "expected \(divergence.expected.phase) at \(divergence.expected.position), "
          + "got \(divergence.actual.phase) at \(divergence.actual.position)")
    }
    if let svg {
      let picture = TraceFilmStrip(trace: trace, frames: frames).render()
      do {
        try picture.write(toFile: svg, atomically: true, encoding: .utf8)
      } catch {
        throw TraceFileError(message: "cannot write \(svg)")
      }
      write("wrote the film strip to \(svg)")
    }
  }

  /// One step as replayed: what was drawn after it.
  struct Frame {
    /// The step's number.
    var step: Int
    /// The call, as a host writes it.
    var call: String
    /// The pager's clock after it.
    var time: Double?
    /// Its phase and position after it.
    var phase: PagerPhase
    var position: Double
    /// The viewport's length, in points.
    var viewport: Double
    /// The pages drawn: identity, origin and length in points, and whether hidden.
    var pages: [(id: String, origin: Double, length: Double)]
    /// The events it delivered, short.
    var events: [String]

    /// The step as one line of text.
    var line: String {
      let drawn = pages.map { "\($0.id)@\(Format.fixed($0.origin, 0))" }.joined(separator: " ")
      return "\(step): \(call) ⇒ \(phase) at \(Format.fixed(position, 3)) [\(drawn)]"
        + (events.isEmpty ? "" : " " + events.joined(separator: ", "))
    }
  }

  /// The event, short: `will A→B`, `did A→B`, `cancel`, `idle→dragging`; `nil` for a scroll.
  static func name(_ event: PagerEvent<String>) -> String? {
    func change(_ kind: String, _ change: PageChange<String>) -> String {
      "\(kind) \(change.from ?? "none")→\(change.to ?? "none")"
    }
    switch event {
    case .willChangePage(let value): return change("will", value)
    case .didChangePage(let value): return change("did", value)
    case .didCancelPageChange(let value): return change("cancel", value)
    case .phaseDidChange(let from, let to): return "\(from)→\(to)"
    case .didScroll: return nil
    }
  }

  /// Replays `trace` on a pager of its own (a stand-in source of its identities) and keeps what
  /// each step drew.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: One frame per step.
  /// - Throws: ``TraceFileError`` when it cannot be replayed.
  static func frames(of trace: PagerTrace<String>) throws(TraceFileError) -> [Frame] {
    let source = { (description: PagerTrace<String>.SourceDescription) in
      PagerTrace<String>.standIn(description)
    }
    let resolver = resolver
    do {
      let pager = try trace.makePager(resolver: resolver, source: source)
      var events: [String] = []
      pager.addEventObserver { event in
        if let name = name(event) { events.append(name) }
      }
      var frames: [Frame] = []
      for (number, step) in trace.steps.enumerated() {
        events.removeAll()
        for input in [step.input] + step.nested.map(\.input) {
          _ = try PagerTrace.perform(input, on: pager, resolver, source, step: number)
        }
        frames.append(
          Frame(
            step: number, call: call(step.input), time: pager.currentTime, phase: pager.phase,
            position: pager.position, viewport: pager.viewportLength,
            pages: pager.livePages.filter { !$0.placement.isHidden }.map {
              (id: $0.id, origin: $0.origin, length: $0.length)
            }, events: events))
      }
      return frames
    } catch {
      throw TraceFileError(message: "the trace cannot be replayed: \(error)")
    }
  }

  /// A call as a host writes it.
  static func call(_ input: PagerTrace<String>.Input) -> String {
    switch input {
    case .beginDrag: "beginDrag"
    case .drag(let translation): "drag \(Format.fixed(translation, 1))"
    case .endDrag(let velocity): "endDrag \(Format.fixed(velocity, 0)) pt/s"
    case .advance(let timestamp): "advance \(Format.fixed(timestamp, 3)) s"
    case .advanceFrames(let first, let last, let framesPerSecond):
      "advance \(input.callCount) idle frames, "
        + Format.fixed(
          PagerTrace<String>.Input.timestamp(ofFrame: first, framesPerSecond: framesPerSecond), 3)
        + "…"
        + Format.fixed(
          PagerTrace<String>.Input.timestamp(ofFrame: last, framesPerSecond: framesPerSecond), 3)
        + " s"
    case .scroll(let index, _, let animated): "scroll to \(index)\(animated ? "" : " now")"
    case .scrollToNext(let animated): "next\(animated ? "" : " now")"
    case .scrollToPrevious(let animated): "previous\(animated ? "" : " now")"
    case .autoScroll(let index, _): "auto-scroll to \(index)"
    case .reload(let source, _): "reload \(source.ids?.count ?? 0) pages"
    case .restore(let snapshot): "restore \(snapshot.pageID ?? "nil")"
    case .configure: "configure"
    case .setSnap(let strategy): "snap \(strategy.name)"
    case .setTransition(let strategy): "transition \(strategy.name)"
    case .scrollView(let callback): "scroll view \(callback)"
    case .pointer(.down(let sample)): "pointer down \(point(sample))"
    case .pointer(.move(let sample)): "pointer move \(point(sample))"
    case .pointer(.up(let sample)): "pointer up \(point(sample))"
    case .pointer(.cancel): "pointer cancel"
    case .key(let key): "key \(key.rawValue)"
    case .rotate(let detents): "rotate \(Format.fixed(detents, 2)) detents"
    case .wheel(let event):
      "wheel \(event.phase.rawValue) (\(Format.fixed(event.deltaX, 1)), "
        + "\(Format.fixed(event.deltaY, 1))) \(event.unit.rawValue) at "
        + "\(Format.fixed(event.timestamp, 3)) s"
    }
  }

  /// A pointer's sample as a host writes it.
  private static func point(_ sample: PointerSample) -> String {
    "(\(Format.fixed(sample.x, 1)), \(Format.fixed(sample.y, 1))) at "
      + "\(Format.fixed(sample.timestamp, 3)) s"
  }
}
