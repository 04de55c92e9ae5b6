// The Explore page: heat maps of two-coordinate games, Grundy sequences of heap games, the analyse box and
// the laws of games, one at a time, each keeping its state in the URL (#explore=seq&code=0.6&to=1000).
import { useEffect, useState } from "preact/hooks";
import { AnalyseBox } from "./AnalyseBox.tsx";
import { type ExploreView, exploreHash, readExploreHash, VIEWS } from "./hashState.ts";
import { LawExplorer } from "./LawExplorer.tsx";
import { MisereExplorer } from "./MisereExplorer.tsx";
import { SequenceExplorer } from "./SequenceExplorer.tsx";
import { ValueMap } from "./ValueMap.tsx";
import "./explore.css";

export function ExplorePage() {
  const [where, setWhere] = useState(() => ({ ...readExploreHash(), key: 0 }));
  useEffect(() => {
    // a link followed or a hash typed: read it again (our own replaceState fires no event)
    const on = () => setWhere((w) => ({ ...readExploreHash(), key: w.key + 1 }));
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  const view: ExploreView = where.view;
  return (
    <div class="explore">
      <nav class="subnav" aria-label="Explore">
        {VIEWS.map((v) => (
          <a key={v.view} href={exploreHash(v.view)} aria-current={v.view === view ? "page" : undefined}>
            {v.label}
          </a>
        ))}
      </nav>
      {where.unknown !== undefined && (
        <p class="notice" role="status">
          There is no section “{where.unknown.length > 40 ? `${where.unknown.slice(0, 40)}…` : where.unknown}” of Explore: the sections are {VIEWS.map((v) => v.label).join(", ")}.
          Showing the {VIEWS[0]!.label}.
        </p>
      )}
      <section aria-label={VIEWS.find((v) => v.view === view)!.label}>
        <h2>{VIEWS.find((v) => v.view === view)!.label}</h2>
        {view === "map" && <ValueMap params={where.params} key={where.key} />}
        {view === "seq" && <SequenceExplorer params={where.params} key={where.key} />}
        {view === "misere" && <MisereExplorer params={where.params} key={where.key} />}
        {view === "analyze" && <AnalyseBox params={where.params} key={where.key} />}
        {view === "laws" && <LawExplorer params={where.params} key={where.key} />}
      </section>
    </div>
  );
}
