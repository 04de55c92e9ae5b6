// `grundy solve <game> …` for every game whose record has a table face (Family.table): a whole
// game solved position by position. This file makes the subcommand from the face and gives
// the face its files, its progress line and its error line (TableIO); it names no game.
import { closeSync, fstatSync, openSync, readFileSync, readSync, writeSync } from "node:fs";
import type { Command } from "@commander-js/extra-typings";
import { GrundyError } from "../errors.js";
import type { Family } from "../games/family.js";
import type { ReadableFile, TableFace, TableIO } from "../games/tableFace.js";
import { failFor } from "./errorLine.js";
import { Status } from "./statusLine.js";
import { peakMemoryBytes } from "./peakMemory.js";

const code = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? String(e);

/** The files, progress line and error line of `grundy solve <name>`. */
export function tableIO(name: string, status = new Status()): TableIO {
  const fail = failFor(name);
  return {
    progress: (text, now) => status.update(text, now === true),
    clear: () => status.clear(),
    fail,
    peakMemory: () => peakMemoryBytes(),
    writeFile(path, write) {
      let fd: number;
      try {
        fd = openSync(path, "w");
      } catch (e) {
        return fail(`cannot write ${path}: ${code(e)}`);
      }
      try {
        write((chunk) => (typeof chunk === "string" ? writeSync(fd, chunk) : writeSync(fd, chunk)));
      } catch (e) {
        if (e instanceof GrundyError) throw e;
        // a reader that went away (--out /dev/stdout | head) ends the output quietly, as on stdout
        if ((e as NodeJS.ErrnoException).code === "EPIPE") throw e;
        fail(`cannot write ${path}: ${code(e)}`);
      } finally {
        closeSync(fd);
        status.clear();
      }
    },
    readFile(path, read) {
      let fd: number;
      let size: number;
      try {
        fd = openSync(path, "r");
        size = fstatSync(fd).size;
      } catch (e) {
        return fail(`cannot read ${path}: ${code(e)}`);
      }
      const file: ReadableFile = { size, read: (into, offset, length, position) => readSync(fd, into, offset, length, position), text: () => readFileSync(fd, "utf8") };
      try {
        return read(file);
      } catch (e) {
        if (e instanceof GrundyError) throw e;
        return fail(`cannot read ${path}: ${code(e)}`);
      } finally {
        closeSync(fd);
        status.clear();
      }
    },
  };
}

/** The help after the options: the face's words and examples. */
const helpAfter = (face: TableFace): string => ["", ...face.about, "", "Examples:", ...face.examples.map((e) => `  ${e}`), ""].join("\n");

/** Adds one subcommand of `grundy solve` for each record with a table face. */
export function addTableCommands(solve: Command, records: readonly Family[]): void {
  for (const record of records) {
    const face = record.table;
    if (face === undefined) continue;
    const name = `grundy solve ${record.name}`;
    const cmd = solve.command(record.name).description(face.description);
    for (const a of face.arguments) cmd.argument(a.name, a.description);
    for (const o of face.options) cmd.option(o.flags, o.description);
    cmd.addHelpText("after", helpAfter(face)).action((...xs: unknown[]) => {
      const args = xs.slice(0, face.arguments.length) as (string | undefined)[];
      const opts = xs[face.arguments.length] as Record<string, string | true | undefined>;
      try {
        process.stdout.write(face.solve(args, opts, tableIO(name)));
      } catch (e) {
        if (e instanceof GrundyError && !e.message.startsWith("grundy")) failFor(name)(e.message);
        throw e;
      }
    });
  }
}
