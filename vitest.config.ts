import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { maxForks: 2 } },
    testTimeout: 20_000,
  },
});
