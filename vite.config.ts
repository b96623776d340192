import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Express app (server/main.ts), which imports the
// React Router build virtually, so one bundle holds the API, the database layer and SSR.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
