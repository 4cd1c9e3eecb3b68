/// The seeds one test case of a randomized suite runs: the `chunk`-th (counted from 1) of
/// `chunks` slices of `1...count`, as equal as whole numbers allow, so that Swift Testing runs
/// the slices in parallel (`@Test(arguments: 1...chunks)`) and together they run every seed
/// once. `chunk` is in `1...chunks` and `chunks` is at most `count`.
///
/// - Complexity: O(1).
package func seedSlice(_ chunk: UInt64, of chunks: UInt64, seeds count: UInt64)
  -> ClosedRange<UInt64>
{
  (1 + count * (chunk - 1) / chunks)...(count * chunk / chunks)
}
