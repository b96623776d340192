import express from "express";
import { siteOriginOf } from "../../http/site-origin.server";
import { type EventHubSandbox, SITE_CHART_PATH } from "./sandbox-server";

/**
 * The in-process sandbox's seat chart on the site's own origin, where a visitor of a deployed demo
 * can open it (the sandbox itself listens on loopback only). Mounted only when EVENTHUB_URL is
 * unset; the page has no scripts and its inline styles are allowed by the site's CSP.
 */
export function sandboxChartRouter(sandbox: Pick<EventHubSandbox, "chartPage">): express.Router {
  const router = express.Router();
  router.get(`${SITE_CHART_PATH}:eventId`, (req, res, next) => {
    const page = sandbox.chartPage(req.params.eventId, new URLSearchParams(req.originalUrl.split("?")[1] ?? ""), siteOriginOf(req));
    // An unknown concert falls through to the site's own not-found page.
    if (!page) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.type("html").send(page);
  });
  return router;
}
