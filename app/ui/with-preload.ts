import { type ComponentType, lazy } from "react";

/**
 * A component whose code loads the first time it renders (React's `lazy`), with `preload()` to start
 * that earlier: a dialog's button calls it when the pointer or focus reaches it, so the first opening
 * does not wait for the network. Render it inside `<Suspense>`.
 */
export function withPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return Object.assign(lazy(async () => ({ default: await load() })), { preload: () => void load() });
}
