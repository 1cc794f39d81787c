import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { voiceModelWorker } from "./vite.config";

export default defineConfig({
  plugins: [tsconfigPaths(), voiceModelWorker()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { maxForks: 2 } },
    testTimeout: 20_000,
    // Thousands of accounts are created; their hashing cost is not what these tests are about.
    // app/services/passwords.test.ts checks the production cost itself.
    env: { PASSWORD_HASHING: "fast" },
  },
});
