import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/** The assistant evaluation (npm run eval:assistant): not part of the test suite, it reports figures. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: { include: ["tests/eval/**/*.eval.ts"], environment: "node", pool: "forks" },
});
