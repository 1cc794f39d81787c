import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One linter for the repository (docs/decisions/001-lint-and-format.md): typescript-eslint's
 * type-aware rules for unused code, promises nobody awaits and type-only imports; React's hook
 * rules; Prettier owns the layout, so no rule here speaks of it.
 */
export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "build-*/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "bench/results/",
      "public/sw.js",
      "**/*.tmp.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": "off",
    },
  },
  {
    // No regular expression may take more than linear time on what it reads
    // (docs/decisions/XXX-linear-readers.md).
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "certain" }],
      "regexp/no-super-linear-move": ["error", { report: "certain", ignorePartial: false }],
    },
  },
  {
    files: ["**/*.tsx", "app/hooks.ts", "app/components/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
