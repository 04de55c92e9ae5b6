import { useEffect, useState } from "preact/hooks";
import { ExplorePage } from "./explore/ExplorePage.tsx";
import { type Page, pageOfHash } from "./pageOfHash.ts";
import { PlayPage } from "./play/PlayPage.tsx";

export function App() {
  const [tab, setTab] = useState<Page>(pageOfHash(location.hash));
  useEffect(() => {
    const on = () => setTab(pageOfHash(location.hash));
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  return (
    <main>
      <header>
        <h1>grundy lab</h1>
        <nav aria-label="Sections">
          <a href="#play" aria-current={tab === "play" ? "page" : undefined}>
            Play
          </a>
          <a href="#explore" aria-current={tab === "explore" ? "page" : undefined}>
            Explore
          </a>
        </nav>
      </header>
      <section>{tab === "play" ? <PlayPage /> : <ExplorePage />}</section>
    </main>
  );
}
