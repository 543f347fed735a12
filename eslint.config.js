import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "drizzle", "data", ".tmp", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.name='parseFloat']", message: "Money is exact: use toCents() from @core/money." },
      ],
    },
  },
  // import boundaries (docs/decisions/101-money-path-one-owner.md): core is pure and shared, the client never
  // reaches into the server, and a server feature uses another's services, never its routes
  {
    files: ["src/core/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+(server|client)(/|$)", message: "src/core is shared by client and server: it imports neither." },
            { regex: "^@(server|client)/", message: "src/core is shared by client and server: it imports neither." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+server(/|$)", message: "The client talks to the server over HTTP only: share code through src/core." },
            { regex: "^@server/", message: "The client talks to the server over HTTP only: share code through src/core." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/*/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+[^./][^/]*(/.*)?/routes$", message: "A server feature imports another's services, never its routes.ts (only app.ts registers routes)." },
            { regex: "^@server/.*/routes$", message: "A server feature imports another's services, never its routes.ts (only app.ts registers routes)." },
            { regex: "^(\\.\\./)+client/(app|components|features|lib|main)(/|$)", message: "The server does not import client code: share it through src/core." },
          ],
        },
      ],
    },
  },
);
