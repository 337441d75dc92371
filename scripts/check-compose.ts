/**
 * `docker compose config` on docker-compose.yml with placeholder secrets, plus
 * the properties the deployment depends on: Caddy is the only published entry,
 * the app can be scaled (no container_name, no host port), it trusts exactly
 * one proxy hop, and Postgres keeps its data in a volume. Needs only the
 * docker CLI and its compose plugin, no engine; without the plugin the check
 * says so and is skipped rather than failed.
 */
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  console.log('compose:check skipped: the docker CLI with its compose plugin is not installed here');
  process.exit(0);
}

const env = {
  ...process.env,
  SITE_ADDRESS: 'example.test',
  POSTGRES_PASSWORD: 'placeholder',
  APP_SECRET: 'placeholder',
};
const result = spawnSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '--format', 'json'], {
  cwd: root,
  env,
  encoding: 'utf8',
});
if (result.status !== 0) {
  console.error(result.stderr);
  process.exit(1);
}

interface Service {
  container_name?: string;
  ports?: { published?: string }[];
  environment?: Record<string, string | null>;
  volumes?: { type: string; source?: string; target: string }[];
}
const { services } = JSON.parse(result.stdout) as { services: Record<string, Service> };
const { app, caddy, db } = services;
assert.ok(app && caddy && db, 'services app, caddy and db');
assert.equal(app.container_name, undefined, 'app has no container_name (it must scale)');
assert.equal(app.ports, undefined, 'app publishes no host port (it must scale; Caddy is the entry)');
assert.equal(app.environment?.TRUST_PROXY, '1', 'app trusts one proxy hop');
assert.equal(app.environment?.NODE_ENV, 'production');
assert.deepEqual(caddy.ports?.map((p) => p.published).sort(), ['443', '443', '80']);
assert.ok(
  db.volumes?.some((v) => v.type === 'volume' && v.target === '/var/lib/postgresql/data'),
  'Postgres data in a named volume',
);
console.log(`compose:check passed (${version.stdout.trim()})`);
