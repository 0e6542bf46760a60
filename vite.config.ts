import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is the site's request pipeline, which imports React Router's build:
  // one module graph for the services' context key and the loaders that read it.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [reactRouter()],
});
