// frame-instructions MODE LAYOUT: runs 40,000 frames of MODE (`advance`, `drag`, `livePages`,
// or `none` for the set-up alone) on a pager of 1,000,000 pages with LAYOUT (`full` pages of
// 400 points, or `items`: uniform items of 300 with spacing 12, centred in 400), for callgrind
// to count. The frames are the benchmarks' (`Benchmarks/Benchmarks/PageKitBenchmarks`).

let arguments = CommandLine.arguments.dropFirst()
let mode = arguments.first ?? "advance"
let layout = arguments.dropFirst().first ?? "full"
do {
  print(try FrameHarness(items: layout == "items").run(mode))
} catch {
  print("frame-instructions: \(error)")
}
