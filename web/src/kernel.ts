// The search kernel in the lab's workers: the WebAssembly module built beside the library
// (dist/search/kernel/kernel.wasm, emitted by Vite as an asset), fetched and compiled once a
// worker and handed to the library. A worker awaits {@link kernelReady} before its first
// request; the positions the kernel takes (Cram boards of at most 64 cells) are then valued by
// it. Should it fail to load, the JavaScript search answers them, as before.
import { provideKernelModule } from "sprague-grundy";

export const kernelReady: Promise<void> = fetch(new URL("../../dist/search/kernel/kernel.wasm", import.meta.url))
  .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status}`))))
  .then((bytes) => WebAssembly.compile(bytes))
  .then((m) => provideKernelModule(m))
  .catch(() => undefined);
