import { defineConfig } from "vitest/config";

// Unit and integration tests run without the React Router Vite plugin: they import modules directly
// and call loaders/actions with real Requests.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "results-backend/**/*.test.ts", "contract/**/*.test.ts", "lib/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test" },
    testTimeout: 20_000,
  },
});
