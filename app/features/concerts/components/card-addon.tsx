import { type ComponentType, createContext, useContext } from "react";
import type { ConcertCardData } from "../concert";

/**
 * Something another feature puts on every concert card (the Save control), laid over the card's
 * picture. A route provides it; cards rendered by any feature (listing, home, artist and series
 * pages) show it without knowing what it is.
 */
export type CardAddon = ComponentType<{ event: ConcertCardData; title: string }>;

export const CardAddonContext = createContext<CardAddon | null>(null);

export function useCardAddon(): CardAddon | null {
  return useContext(CardAddonContext);
}
