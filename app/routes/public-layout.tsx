import { Outlet } from "react-router";
import { SiteShell } from "../shell/site-shell";
import { NotFound } from "../shell/not-found";
import { keptPageHeaders } from "../http/server-cache-policy";

/** Public pages look the same to every visitor: the server may keep them (the event page overrides this). */
export const headers = keptPageHeaders;

export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
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
