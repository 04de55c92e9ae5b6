// The census of heap games (Node: files): many games to one last heap, one result file a
// game, sharded over job arrays, merged into one checked table.
export { censusGames, gameKey, estimateWork, type CensusGame } from "./censusGames.js";
export { parseShard, shardFromEnv, assignShards, type Shard } from "./shard.js";
export { censusFacts, censusValues, valuesChecksum, type CensusFacts } from "./censusGame.js";
export { readResult, writeResult, resultFileName, resultDigest, RESULT_FORMAT, type CensusResult, type CensusRun } from "./resultFile.js";
export { runCensus, checkWritableDir, type CensusOptions, type CensusSummary } from "./runCensus.js";
export { readCensusDir, type CensusDir } from "./readCensusDir.js";
export { parsePublishedTable, compareWithPublished, type PublishedGame } from "./published.js";
export { censusCounts, summaryLine, censusTsv, censusJson, censusJsonRow, censusMarkdown, type CensusCounts, type CensusJsonRow } from "./censusTable.js";
export { verifyResults, type Verification } from "./verifyResults.js";
export { sbatchScript, shellWord, type SbatchOptions } from "./sbatchScript.js";
