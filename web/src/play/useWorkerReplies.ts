// Listens to the engine's worker while the Play page is shown: each reply and a crash go to
// the page's handlers, and the page's first request is sent once it listens. Replies that
// reach a page that has left (the worker outlives it) are dropped.
import { useLayoutEffect } from "preact/hooks";
import { engineWorker } from "./engineWorker.ts";
import type { Reply } from "./protocol.ts";

export interface ReplyHandlers {
  reply(r: Reply): void;
  crash(e: ErrorEvent): void;
  /** Sends the page's first request (once the replies are listened to). */
  first(): void;
}

/** Listens for the page's life; the handlers of the first render are kept (they read state through refs and setters). */
export function useWorkerReplies(handlers: ReplyHandlers): void {
  // a layout effect: its cleanup runs as the page leaves (a passive one would run after the
  // next paint, and a reply arriving in between would write the game into another page's URL)
  useLayoutEffect(() => {
    const w = engineWorker();
    let live = true;
    const onReply = (ev: MessageEvent<Reply>) => {
      if (live) handlers.reply(ev.data);
    };
    const onCrash = (e: ErrorEvent) => {
      if (live) handlers.crash(e);
    };
    w.addEventListener("message", onReply);
    w.addEventListener("error", onCrash);
    handlers.first();
    return () => {
      live = false;
      w.removeEventListener("message", onReply);
      w.removeEventListener("error", onCrash);
    };
  }, []);
}
