// Where the search kernel's compiled WebAssembly module comes from, in any runtime: a page or
// a Web Worker hands it in ({@link provideKernelModule}: the lab fetches kernel.wasm as an
// asset); on Node it is read, once a thread, from beside the built files (Node's fs reached
// through process.getBuiltinModule, so that this file imports nothing a browser lacks).
// Without either, {@link kernelModule} is undefined and the callers keep to the JavaScript search.

/** The little of the WebAssembly API the kernel uses (the project's lib is ES2022, without its types). */
export interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: unknown };
  Memory: new (limits: { initial: number; maximum: number; shared: boolean }) => WasmMemory;
}
/** A memory made here (a shared one: ./kernelShared.ts). */
export type WasmMemory = { readonly buffer: ArrayBufferLike };
/** A compiled module (opaque). */
export type WasmModule = { readonly __wasmModule?: never };
export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Where a module file is on Node: beside the kernel's loader once built (dist/search/kernel), from a bundle chunk (dist/bundle), or from the sources (src/search/kernel). */
const CANDIDATES = ["./", "../search/kernel/", "../../../dist/search/kernel/"];

interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string): Uint8Array;
}
type BuiltinModule = (id: string) => unknown;

let compiled: WasmModule | undefined;
let looked = false;

/** Hands the kernel a module compiled elsewhere (the lab's worker, from its fetched asset), or its bytes to compile. */
export function provideKernelModule(module: WasmModule | Uint8Array): void {
  compiled = module instanceof Uint8Array ? new wasm.Module(module) : module;
  looked = true;
}

/** The kernel's module: the one provided, else (Node) the built file read once, else undefined. */
export function kernelModule(): WasmModule | undefined {
  if (compiled !== undefined || looked) return compiled;
  looked = true;
  compiled = builtModule("kernel.wasm");
  return compiled;
}

const sharedBuilds: (WasmModule | undefined)[] = [];

/** The threads build for instance `index` of a shared table (./kernelShared.ts; Node only): compiled once a thread, undefined when not built. */
export function kernelSharedModule(index: number): WasmModule | undefined {
  if (!(index in sharedBuilds)) sharedBuilds[index] = builtModule(`kernel-shared-${index}.wasm`);
  return sharedBuilds[index];
}

/** The module in the built file `name` (Node), else undefined. */
function builtModule(name: string): WasmModule | undefined {
  const builtin = (globalThis as { process?: { getBuiltinModule?: BuiltinModule } }).process?.getBuiltinModule;
  if (builtin === undefined) return undefined;
  const fs = builtin("node:fs") as NodeFs;
  const { fileURLToPath } = builtin("node:url") as { fileURLToPath(url: URL): string };
  const file = CANDIDATES.map((c) => fileURLToPath(new URL(c + name, import.meta.url))).find((f) => fs.existsSync(f));
  return file === undefined ? undefined : new wasm.Module(fs.readFileSync(file));
}

/** What the module imports: AssemblyScript's abort (an assertion of ours failed: a bug). */
export const KERNEL_IMPORTS = {
  env: {
    abort(): never {
      throw new Error("the search kernel stopped on an internal check");
    },
  },
};
