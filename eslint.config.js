import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const MONEY_IS_EXACT = { selector: "CallExpression[callee.name='parseFloat']", message: "Money is exact: use toCents() from @core/money." };

const CLIENT_OFF_SERVER = [
  { regex: "^(\\.\\./)+server(/|$)", message: "The client talks to the server over HTTP only: share code through src/core." },
  { regex: "^@server/", message: "The client talks to the server over HTTP only: share code through src/core." },
];
const SERVER_FEATURE_WALLS = [
  { regex: "^(\\.\\./)+[^./][^/]*(/.*)?/routes$", message: "A server feature imports another's services, never its routes.ts (only app.ts registers routes)." },
  { regex: "^@server/.*/routes$", message: "A server feature imports another's services, never its routes.ts (only app.ts registers routes)." },
  { regex: "^(\\.\\./)+client/(app|components|features|lib|main)(/|$)", message: "The server does not import client code: share it through src/core." },
];

const dirsIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const CLIENT_FEATURES = dirsIn("./src/client/features");
// the folders above http: everything but http itself and the database it stands on
const ABOVE_HTTP = dirsIn("./src/server").filter((name) => name !== "http" && name !== "db");

const APP_MESSAGE = "A feature does not import src/client/app (the router imports the pages): route paths and PageProps are in @client/lib/routes.";
const ENTRY_MESSAGE = "Import another feature through its public entry, @client/features/<name> (its index.ts), never its files.";

/**
 * Client walls (issue 26): a feature uses another only through that feature's index.ts, and never the app shell;
 * components and lib are below every feature. Dynamic imports are held to the same walls by selector, since
 * no-restricted-imports does not look at import().
 */
function featureZone(feature) {
  const others = CLIENT_FEATURES.filter((name) => name !== feature).join("|");
  return {
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...CLIENT_OFF_SERVER,
            { regex: `^@client/features/(?!${feature}/)[^/]+/`, message: ENTRY_MESSAGE },
            { regex: `^(\\.\\./)+(features/)?(${others})(/|$)`, message: ENTRY_MESSAGE },
            { regex: "^@client/app(/|$)", message: APP_MESSAGE },
            { regex: "^(\\.\\./)+app(/|$)", message: APP_MESSAGE },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        MONEY_IS_EXACT,
        // esquery's regex cannot hold a slash: \x2F is one
        { selector: `ImportExpression[source.value=/^@client\\x2Ffeatures\\x2F(?!${feature}\\x2F)[^\\x2F]+\\x2F/]`, message: ENTRY_MESSAGE },
        { selector: "ImportExpression[source.value=/^@client\\x2Fapp(\\x2F|$)/]", message: APP_MESSAGE },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["dist", "node_modules", "drizzle", "data", ".tmp", "test-results", "playwright-report", "sdk/dist", "sdk/src/schema.d.ts"] },
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
      "no-restricted-syntax": ["error", MONEY_IS_EXACT],
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
      "no-restricted-imports": ["error", { patterns: CLIENT_OFF_SERVER }],
    },
  },
  {
    files: ["src/server/*/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: SERVER_FEATURE_WALLS }],
    },
  },
  ...CLIENT_FEATURES.map(featureZone),
  {
    files: ["src/client/components/**/*.{ts,tsx}", "src/client/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...CLIENT_OFF_SERVER,
            { regex: "^@client/(features|app)(/|$)", message: "src/client/components and lib sit below the features and the app: they import neither." },
            { regex: "^(\\.\\./)+(features|app)(/|$)", message: "src/client/components and lib sit below the features and the app: they import neither." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/http/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_FEATURE_WALLS,
            {
              regex: `^(\\.\\./)+(${ABOVE_HTTP.join("|")})(/|$)`,
              message:
                "src/server/http is the floor the features stand on: it imports none of them (auth included). Move what it needs down into http, or pass it in.",
            },
            {
              regex: `^@server/(${ABOVE_HTTP.join("|")})(/|$)`,
              message:
                "src/server/http is the floor the features stand on: it imports none of them (auth included). Move what it needs down into http, or pass it in.",
            },
          ],
        },
      ],
    },
  },
);
