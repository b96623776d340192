import { useRouteLoaderData } from "react-router";
import { SITE_CONTACTS, type SiteContacts } from "../site-config";
import type { OfficeHours } from "../features/hall-facts/public";

/** The public layout's route id: its loader reads the contacts admins set (app/routes/public-layout.tsx). */
export const PUBLIC_LAYOUT_ROUTE = "routes/public-layout";

/** The hall's contacts as set at /admin/settings; the defaults on a page whose layout did not load. */
export function useSiteContacts(): SiteContacts {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE) as { contacts?: SiteContacts } | undefined;
  return data?.contacts ?? SITE_CONTACTS;
}

/** The ticket office's published hours (the hall facts), read by the public layout; null when they could not be read. */
export function useTicketOfficeHours(): OfficeHours | null {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE) as { officeHours?: OfficeHours | null } | undefined;
  return data?.officeHours ?? null;
}
