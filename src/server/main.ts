import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { installGracefulShutdown } from "./http/shutdown";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  installGracefulShutdown(app);
  await app.listen({ port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
