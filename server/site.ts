import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express, { type Express, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppServices } from "./services";
import type { RenderState } from "./kept-answers";
import { precompressedAssets } from "./precompressed-assets";
import { serviceWorkerScript } from "./service-worker";
import { siteOriginOf } from "../app/http/site-origin.server";
import { PAGE_CONTEXT, PAGE_MIDDLEWARE } from "../app/capability.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    db: AppServices["database"]["db"];
    catalogue: AppServices["catalogue"];
    /** The site's origin from configuration (app/http/site-origin.server.ts), never from a request header. */
    origin: string;
    production: boolean;
    /** Set when rendering fails after the page began streaming, so the page is not kept. */
    renderState: RenderState;
    /** The built browser files (production only), whose stylesheets the document inlines. */
    clientDir: string | undefined;
    /** The visitor's address as Express sees it (proxy headers only when trusted), for rate limits. */
    clientIp: string;
  }
}

type SiteOptions = { services: AppServices; vite?: ViteDevServer };

/** Static assets, then React Router's server rendering for every other path. */
export function siteMounter({ services, vite }: SiteOptions) {
  return (app: Express) => {
    let build: () => Promise<ServerBuild>;
    let clientDir: string | undefined;
    if (vite) {
      app.use(vite.middlewares);
      build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    } else {
      // This module is bundled into build/server/index.js; the browser assets sit in build/client.
      clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
      const assetsDir = path.join(clientDir, "assets");
      app.use("/assets", precompressedAssets(assetsDir), express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }));
      app.get("/sw.js", serviceWorkerScript({ clientDir, enabled: services.config.offlineProgrammes }));
      app.use(express.static(clientDir, { maxAge: "1h", index: false }));
      build = () => import("virtual:react-router/server-build");
    }
    // Pages are labelled in the metrics by the pattern of their route, read from the build's manifest.
    if (services.metrics) {
      const metrics = services.metrics;
      void build().then(
        (loaded) => metrics.usePageRoutes(loaded.routes),
        (error: unknown) => services.log.warn({ err: error }, "metrics: page routes not read; pages are labelled unmatched"),
      );
    }
    for (const middleware of services.collect(PAGE_MIDDLEWARE)) app.use(middleware);
    const pageContext = services.collect(PAGE_CONTEXT);
    app.use(
      createRequestHandler({
        build,
        mode: vite ? "development" : "production",
        getLoadContext: (req, res: Response) => ({
          clientDir,
          cspNonce: String(res.locals.cspNonce ?? ""),
          db: services.database.db,
          catalogue: services.catalogue,
          origin: siteOriginOf(req),
          production: services.config.production,
          clientIp: req.ip ?? "unknown",
          renderState: res.locals.renderState ?? { failed: false },
          ...Object.assign({}, ...pageContext.map((part) => part(req))),
        }),
      }),
    );
  };
}
