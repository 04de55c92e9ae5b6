// A threads build's large arrays (AssemblyScript) without the fill `new StaticArray` does at
// start-up: 4.5 MiB of pages touched at once took 13 ms of each worker's start. The memory
// is the loader's new shared memory (src/search/kernel/kernelShared.ts), zero like the plain
// build's static memory; and the kernel writes each word of these arrays before it reads it
// (a plain instance's arrays keep what a search left when setGraph starts another).

/** An array of `length` items as the memory holds them (the plain build has static memory instead). */
export function unfilled<T>(length: i32): StaticArray<T> {
  return changetype<StaticArray<T>>(__new(<usize>length << alignof<T>(), idof<StaticArray<T>>()));
}
