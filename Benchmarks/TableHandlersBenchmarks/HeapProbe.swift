#if canImport(Glibc)
  import Glibc
#endif

/// In-process heap figures: glibc's `mallinfo2` for bytes in use, and the Swift runtime's
/// instrumentation hooks to count allocations and retains while a piece of code runs.
///
/// Neither needs anything beyond glibc and the Swift runtime of this toolchain. Where they are
/// missing (another C library, another architecture), the probes return `nil` and the report
/// says the figure was not measured.
enum HeapProbe {
  /// Bytes the C heap has handed out and not taken back: `uordblks` (arena chunks in use,
  /// chunk headers and rounding included) plus `hblkhd` (large blocks served by `mmap`).
  ///
  /// `mallinfo2` is looked up at run time because the `Glibc` module does not import
  /// `malloc.h`.
  static func bytesInUse() -> Int? {
    #if canImport(Glibc) && arch(x86_64)
      guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
      // The x86-64 System V ABI returns a struct of class MEMORY (as `struct mallinfo2`, ten
      // `size_t`) through a hidden pointer passed "as if it were the first argument" and
      // returned in %rax, so this one-pointer C signature is exactly the function's ABI.
      typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
      let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
      var fields: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      )
      withUnsafeMutableBytes(of: &fields) { _ = mallinfo2($0.baseAddress!) }
      // Fields: arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, ...
      return fields.7 + fields.4
    #else
      return nil
    #endif
  }

  /// Heap bytes that `build` leaves in use, with what it built still alive.
  ///
  /// glibc's per-thread cache (tcache) holds freed small blocks that `mallinfo2` still counts
  /// as in use, so a block served from it would not show. Before the first reading, fast bins
  /// are consolidated (`malloc_trim(0)`) and the cache and small bins are emptied by holding
  /// 64 blocks of every small size class, released after the second reading. What remains
  /// uncounted is at most a few freed temporaries per size class.
  ///
  /// - Parameter build: Builds the thing to measure and returns it.
  /// - Returns: The bytes, or `nil` without `mallinfo2`.
  static func bytesRetained<Value>(by build: () -> Value) -> Int? {
    #if canImport(Glibc)
      if let symbol = dlsym(nil, "malloc_trim") {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
      }
      var held: [UnsafeMutableRawPointer] = []
      held.reserveCapacity(64 * 64)
      for sizeClass in 0..<64 {
        for _ in 0..<64 {
          if let block = malloc(24 + 16 * sizeClass) { held.append(block) }
        }
      }
      defer { for block in held { free(block) } }
      guard let before = bytesInUse() else { return nil }
      let value = build()
      guard let after = bytesInUse() else { return nil }
      withExtendedLifetime(value) {}
      return after - before
    #else
      return nil
    #endif
  }

  /// What glibc reserves for a request of `size` bytes (`malloc_usable_size`), or `nil`.
  ///
  /// - Parameter size: The request.
  /// - Returns: The usable size of such a block; the block itself takes 8 bytes more.
  static func usableSize(ofRequest size: Int) -> Int? {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "malloc_usable_size"), let block = malloc(size) else {
        return nil
      }
      defer { free(block) }
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      return unsafeBitCast(symbol, to: UsableSize.self)(block)
    #else
      return nil
    #endif
  }

  /// Swift heap allocations, the bytes they asked for, and retains, counted while `body` runs.
  ///
  /// Swaps in counting versions of the runtime's `swift_allocObject` and `swift_retain`
  /// through the hooks the runtime exports for Instruments, and puts the originals back
  /// afterwards. Every Swift heap object goes through `swift_allocObject`: class instances,
  /// closure contexts, boxes, array and string storage.
  ///
  /// - Parameter body: The code to observe.
  /// - Returns: The counts, or `nil` if the hooks are not available.
  static func count(_ body: () -> Void) -> Counts? {
    #if canImport(Glibc)
      guard
        let flagSymbol = dlsym(
          nil, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly"),
        let allocSymbol = dlsym(nil, "_swift_allocObject"),
        let retainSymbol = dlsym(nil, "_swift_retain")
      else { return nil }
      let flag = flagSymbol.assumingMemoryBound(to: Bool.self)
      let allocSlot = allocSymbol.assumingMemoryBound(to: AllocObjectFunction?.self)
      let retainSlot = retainSymbol.assumingMemoryBound(to: RetainFunction?.self)
      originalAllocObject = allocSlot.pointee
      originalRetain = retainSlot.pointee
      guard originalAllocObject != nil, originalRetain != nil else { return nil }
      countedAllocations = 0
      countedAllocationBytes = 0
      countedRetains = 0
      allocSlot.pointee = { metadata, size, alignmentMask in
        countedAllocations &+= 1
        countedAllocationBytes &+= size
        return originalAllocObject!(metadata, size, alignmentMask)
      }
      retainSlot.pointee = { object in
        countedRetains &+= 1
        return originalRetain!(object)
      }
      let wasSwizzling = flag.pointee
      flag.pointee = true
      body()
      flag.pointee = wasSwizzling
      allocSlot.pointee = originalAllocObject
      retainSlot.pointee = originalRetain
      return Counts(
        allocations: countedAllocations, allocatedBytes: countedAllocationBytes,
        retains: countedRetains)
    #else
      return nil
    #endif
  }

  /// Totals from ``count(_:)``.
  struct Counts {
    /// Calls to `swift_allocObject`.
    var allocations: Int
    /// Bytes those calls asked for (object sizes, before allocator rounding).
    var allocatedBytes: Int
    /// Calls to `swift_retain`.
    var retains: Int
  }
}

/// `HeapObject *swift_allocObject(const HeapMetadata *, size_t size, size_t alignMask)`.
private typealias AllocObjectFunction =
  @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

/// `HeapObject *swift_retain(HeapObject *)`.
private typealias RetainFunction =
  @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?

// The hooks are C function pointers and cannot capture, so their state lives in globals. The
// benchmark runs on one thread; the counters are only read after the hooks are removed.
nonisolated(unsafe) private var originalAllocObject: AllocObjectFunction?
nonisolated(unsafe) private var originalRetain: RetainFunction?
nonisolated(unsafe) private var countedAllocations = 0
nonisolated(unsafe) private var countedAllocationBytes = 0
nonisolated(unsafe) private var countedRetains = 0
