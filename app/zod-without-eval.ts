/**
 * The site's Content-Security-Policy allows no eval, and zod, the first time it checks an object, tries `new Function`
 * to learn whether it may compile its checks: the browser reports the refused attempt as a policy violation on every
 * page whose forms check what is typed. In the browser zod is told to check without compiling (what it falls back to
 * anyway). This is zod's own shared config object, the one `z.config()` writes, set here before any schema exists
 * (the root route imports this first) without loading zod itself on pages that check nothing.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function checkWithoutCompiling() {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}

if (typeof document !== "undefined") checkWithoutCompiling();
