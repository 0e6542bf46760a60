import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's plugin and nothing else: the anchor is what the framework costs by itself.
export default defineConfig({ plugins: [reactRouter()] });
