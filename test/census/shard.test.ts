import { describe, expect, it } from "vitest";
import { assignShards, censusGames, gameKey, parseShard, shardFromEnv } from "../../src/census/index.js";
import { InputError } from "../../src/errors.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";

describe("the games of a census", () => {
  it("gives one key to the writings of one game: trailing zero digits, a subtraction set and its code", () => {
    expect(gameKey(parseHeapGame("0.40"))).toBe(gameKey(parseHeapGame("0.4")));
    expect(gameKey(parseHeapGame("{1,2}"))).toBe(gameKey(parseHeapGame("0.33")));
    expect(gameKey(parseHeapGame("0.41"))).not.toBe(gameKey(parseHeapGame("0.4")));
  });

  it("computes equivalent codes once and lists them together, in the order they came", () => {
    const games = censusGames(["0.4", "0.?0", "kayles"], 100);
    expect(games.map((g) => g.codes)).toEqual([["0.4", "0.40"], ["0.00"], ["0.10"], ["0.20"], ["0.30"], ["0.50"], ["0.60"], ["0.70"], ["0.77"]]);
  });

  it("refuses a pattern that names no game with an InputError", () => {
    expect(() => censusGames(["0.x?"], 10)).toThrow(InputError);
    expect(() => censusGames(["1.??"], 10)).toThrow(InputError);
    expect(() => censusGames(["kaylez"], 10)).toThrow(InputError);
    expect(() => censusGames([""], 10)).toThrow(InputError);
  });
});

describe("shards", () => {
  it("reads --shard i/n from 1 and refuses 0/4 or 5/4", () => {
    expect(parseShard("2/8")).toMatchObject({ index: 1, count: 8 });
    expect(() => parseShard("0/4")).toThrow(InputError);
    expect(() => parseShard("5/4")).toThrow(InputError);
  });

  it("reads a SLURM array task from its first task on, and a Kubernetes completion index", () => {
    expect(shardFromEnv({ SLURM_ARRAY_TASK_ID: "3", SLURM_ARRAY_TASK_COUNT: "4" })).toMatchObject({ index: 3, count: 4, from: "SLURM" });
    expect(shardFromEnv({ SLURM_ARRAY_TASK_ID: "4", SLURM_ARRAY_TASK_MIN: "1", SLURM_ARRAY_TASK_COUNT: "4" })).toMatchObject({ index: 3, count: 4 });
    expect(shardFromEnv({ JOB_COMPLETION_INDEX: "0", JOB_COMPLETIONS: "2" })).toMatchObject({ index: 0, count: 2, from: "Kubernetes" });
    expect(shardFromEnv({})).toBeNull();
    expect(() => shardFromEnv({ SLURM_ARRAY_TASK_ID: "4", SLURM_ARRAY_TASK_COUNT: "4" })).toThrow(InputError);
    expect(() => shardFromEnv({ JOB_COMPLETION_INDEX: "1" })).toThrow(InputError);
  });

  it("gives every game to exactly one shard, balancing estimated work: no shard exceeds the lightest by more than the largest game", () => {
    const games = [...censusGames(["0.???"], 1 << 16), ...censusGames(["0.F", "0.8F"], 1000)];
    for (const count of [1, 2, 4, 7, 16]) {
      const parts = assignShards(games, count);
      expect(parts.flat().sort((a, b) => a - b)).toEqual(games.map((_, i) => i));
      const loads = parts.map((p) => p.reduce((s, i) => s + games[i]!.estimate, 0));
      const largest = Math.max(...games.map((g) => g.estimate));
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(largest);
    }
  });

  it("spreads the costly games: two hexadecimal games that leave three heaps go to different shards, the cheap game beside one of them", () => {
    const games = censusGames(["0.F", "0.FF", "0.77"], 2000);
    const parts = assignShards(games, 2);
    expect(parts.map((p) => p.map((i) => games[i]!.codes[0]))).toEqual([["0.F", "0.77"], ["0.FF"]]);
  });
});
