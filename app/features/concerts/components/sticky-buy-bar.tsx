import { type RefObject, useEffect, useRef, useState } from "react";
import { formatPrice } from "../../../i18n/format";
import { useLocale } from "../../../i18n/use-locale";
import type { ConcertDetails } from "../concert";
import { BuyTicket } from "./buy-ticket";

/** Where an element is against the window: above it (scrolled past), in it, or still below it. */
export type Placement = "above" | "visible" | "below";

export function placementOf(entry: Pick<IntersectionObserverEntry, "isIntersecting" | "boundingClientRect">): Placement {
  if (entry.isIntersecting) return "visible";
  return entry.boundingClientRect.bottom <= 0 ? "above" : "below";
}

/** Shown once the page's button has scrolled away above, until the end of the concert comes into view. */
export function barShown(button: Placement, endReached: boolean): boolean {
  return button === "above" && !endReached;
}

/**
 * A window reaching far above the screen: an element "intersects" it once it is in view or
 * scrolled past, so a jump straight from below to above (to the page's end) is reported too.
 */
const REACHED_MARGIN = "100000px 0px 0px 0px";

function usePlacement(target: RefObject<HTMLElement | null>, rootMargin?: string): Placement {
  const [placement, setPlacement] = useState<Placement>("visible");
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPlacement(placementOf(entry));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin]);
  return placement;
}

/**
 * The phone's compact Buy ticket bar: fixed to the bottom edge once the page's own
 * button has scrolled away, so it moves nothing on the page; gone again when the button shows, and
 * once the page's footer itself comes into view (not before: visitors read the performers and the
 * programme with the bar at hand), so it never covers the footer.
 * Hidden bars are out of the accessibility tree and the tab order.
 */
export function StickyBuyBar({
  event,
  mainButton,
  end,
}: {
  event: ConcertDetails;
  mainButton: RefObject<HTMLElement | null>;
  /** The end of the concert's content: the bar leaves when the footer after it shows (or this, without a footer). */
  end: RefObject<HTMLElement | null>;
}) {
  const { lang, t } = useLocale();
  const button = usePlacement(mainButton);
  // The page's footer, found once mounted (it belongs to the shell); declared before the observer reads it.
  const footer = useRef<HTMLElement | null>(null);
  useEffect(() => {
    footer.current = document.querySelector("footer") ?? end.current;
  }, [end]);
  const endReached = usePlacement(footer, REACHED_MARGIN) === "visible";
  const shown = barShown(button, endReached);
  const title = event.eventName || t.concerts.untitled;
  return (
    <aside
      aria-label={t.event.buyBar}
      hidden={!shown}
      data-testid="buy-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-paper/95 px-4 py-2.5 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      style={{ paddingBottom: "max(0.625rem, env(safe-area-inset-bottom))" }}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block truncate font-semibold">{title}</span>
          {event.facts.price ? <span className="block text-muted">{formatPrice(event.facts.price, lang)}</span> : null}
        </p>
        <BuyTicket eventId={event.eventId} soldOut={false} variant="compact" />
      </div>
    </aside>
  );
}
