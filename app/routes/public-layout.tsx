import { Outlet } from "react-router";
import { SiteShell } from "../shell/site-shell";
import { NotFound } from "../shell/not-found";

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
