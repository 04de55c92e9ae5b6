// The picker's rules of play: how several games are played together (the compound table's
// menu) and whether the last move wins or loses (misère play is offered where a move is made
// in one game at a time).
import { COMPOUND_KINDS, compoundKind, type CompoundKind } from "sprague-grundy";
import type { GameConfig } from "./protocol.ts";

/** Misère play is offered where a move is made in one game at a time. */
export const misereAllowed = (c: CompoundKind): boolean => compoundKind(c).moves === "one";

export interface PlayRuleFieldsProps {
  compound: CompoundKind;
  /** Sets the compound (and normal play, where misère is not offered for it). */
  setCompound(c: CompoundKind): void;
  playRule: GameConfig["play"];
  setPlayRule(play: GameConfig["play"]): void;
}

/** The two selects. */
export function PlayRuleFields(p: PlayRuleFieldsProps) {
  return (
    <>
      <div class="field">
        <label for="compound-select">Several games are played</label>
        <select id="compound-select" value={p.compound} onChange={(e) => p.setCompound(e.currentTarget.value as CompoundKind)}>
          {COMPOUND_KINDS.map((k) => (
            <option value={k.kind}>{k.menu}</option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="rule-select">Last move</label>
        <select id="rule-select" value={p.playRule} disabled={!misereAllowed(p.compound)} onChange={(e) => p.setPlayRule(e.currentTarget.value as GameConfig["play"])}>
          <option value="normal">wins (normal play)</option>
          <option value="misere">loses (misère play)</option>
        </select>
      </div>
    </>
  );
}
