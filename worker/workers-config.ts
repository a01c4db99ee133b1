import { ConfigError, parseConfig, type Config } from './config';

/**
 * The Workers entry's configuration: production unless the vars say otherwise, and PUBLIC_URL
 * always, even under `wrangler dev` with NODE_ENV=development. A Worker has no port of its own
 * to default to, and the request's Host is the caller's to choose: links in mail would follow it.
 */
export function workersConfig(vars: Record<string, string>): Config {
  if (!vars.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required on Workers: set it to the site’s address (wrangler.toml [vars], or .dev.vars for wrangler dev)',
    );
  }
  return parseConfig({ NODE_ENV: 'production', ...vars });
}
