import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Each change React Router v8 brings is decided here (so the build does not warn about it): none is
  // taken yet. Middleware would replace the load context the server passes (context.db, ...), and the
  // others change the build's chunks or request handling; each is a change of its own, measured with
  // `npm run bench` before and after.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
