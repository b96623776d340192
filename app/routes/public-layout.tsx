import { Outlet } from "react-router";
import { CardAddonContext } from "../features/concerts/public";
import { SaveCardButton } from "../features/saved-concerts/public";
import { publicContacts } from "../features/site-settings/public.server";
import { readHallFacts } from "../features/hall-facts/public.server";
import { SiteShell } from "../shell/site-shell";
import { NotFound } from "../shell/not-found";
import { keptPageHeaders } from "../http/server-cache-policy";
import type { Route } from "./+types/public-layout";

/** Public pages look the same to every visitor: the server may keep them for a few seconds. */
export const headers = keptPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  // The footer's ticket office hours: none shown while the database is out of reach and no facts were read yet.
  const [contacts, officeHours] = await Promise.all([publicContacts(context.db), readHallFacts(context.db).then((facts) => facts.ticketOffice, () => null)]);
  return { contacts, officeHours };
}

/** The contacts change rarely; a moving visitor keeps the ones the page came with until the next full load. */
export function shouldRevalidate() {
  return false;
}

/** Every concert card on the public pages carries the Save control (docs/product.md §17). */
export default function PublicLayout() {
  return (
    <SiteShell>
      <CardAddonContext value={SaveCardButton}>
        <Outlet />
      </CardAddonContext>
    </SiteShell>
  );
}

export function ErrorBoundary() {
  return (
    <SiteShell>
      <NotFound />
    </SiteShell>
  );
}
