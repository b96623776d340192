// Process launcher. The server itself is TypeScript (server/main.ts); in production it runs
// from the Vite server build, in development through Vite so that edits reload.
const development = process.argv.includes("--dev");

try {
  if (development) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.ssrLoadModule("./server/main.ts");
    await start({ vite });
  } else {
    const { start } = await import("./build/server/index.js");
    await start();
  }
} catch (error) {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
}
