import { buildApp } from './app';
import { ConfigError, readConfig } from './config';

try {
  const config = readConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Naat Stream listening on http://localhost:${config.port}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
