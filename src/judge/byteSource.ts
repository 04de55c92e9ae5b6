// Where the judge reads bytes from: the interface, and a source over text or bytes in memory.

/** Where bytes come from: fills `into` from `offset` on and returns how many; 0 at the end. */
export interface ByteSource {
  read(into: Uint8Array, offset: number): number;
}

/**
 * A byte source over text or bytes, handed out in chunks of the given sizes (cycling),
 * e.g. to test tokens split across reads.
 *
 * @param input - the whole input
 * @param chunkSizes - sizes of successive reads (default: as much as fits)
 */
export function memorySource(input: string | Uint8Array, chunkSizes: readonly number[] = []): ByteSource {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  let at = 0;
  let turn = 0;
  return {
    read(into, offset) {
      const room = into.length - offset;
      const want = chunkSizes.length > 0 ? Math.max(1, chunkSizes[turn++ % chunkSizes.length]!) : room;
      const n = Math.min(room, want, bytes.length - at);
      into.set(bytes.subarray(at, at + n), offset);
      at += n;
      return n;
    },
  };
}
