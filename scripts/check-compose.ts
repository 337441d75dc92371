/**
 * `docker compose config` on docker-compose.yml with placeholder secrets, plus
 * the properties the deployment depends on: Caddy is the only published entry,
 * the app can be scaled (no container_name, no host port), it trusts exactly
 * one proxy hop, visitors' addresses reach Caddy intact (an IPv6-enabled
 * network with its own unique local subnet, which Docker before 27 needs; see
 * docker-compose.yml), and Postgres keeps its data in a volume. Needs no engine:
 * the docker CLI's compose plugin, or Debian's docker-compose (1.29, which
 * .ci/run installs when neither is there; it prints YAML with short-form
 * ports and volumes, read here into the same shape). Without either, the
 * check says so and is skipped on a developer's machine, but fails under CI
 * (CI is set there and .ci/run installs a client), so CI never passes without
 * having run it.
 */
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isUniqueLocalSubnet } from './ipv6Subnet';

const root = path.resolve(import.meta.dirname, '..');
/** `docker compose` (v2 plugin, JSON output) or `docker-compose` (v1, YAML output), whichever runs. */
function composeCommand(): { command: string; args: string[]; json: boolean; version: string } | null {
  const plugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  if (!plugin.error && plugin.status === 0)
    return { command: 'docker', args: ['compose'], json: true, version: plugin.stdout.trim() };
  const standalone = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
  if (!standalone.error && standalone.status === 0)
    return { command: 'docker-compose', args: [], json: false, version: `docker-compose ${standalone.stdout.trim()}` };
  return null;
}

const compose = composeCommand();
if (!compose) {
  const missing = 'neither the docker compose plugin nor docker-compose is installed here';
  if (process.env.CI) {
    console.error(`compose:check failed: ${missing}, and CI is set (CI must run this check)`);
    process.exit(1);
  }
  console.log(`compose:check skipped: ${missing}`);
  process.exit(0);
}
const version = { stdout: compose.version };

const env = {
  ...process.env,
  SITE_ADDRESS: 'example.test',
  POSTGRES_PASSWORD: 'placeholder',
  APP_SECRET: 'placeholder',
};
const result = spawnSync(
  compose.command,
  [...compose.args, '-f', 'docker-compose.yml', 'config', ...(compose.json ? ['--format', 'json'] : [])],
  {
    cwd: root,
    env,
    encoding: 'utf8',
  },
);
if (result.status !== 0) {
  console.error(result.stderr);
  process.exit(1);
}

interface Service {
  container_name?: string;
  network_mode?: string;
  networks?: Record<string, unknown> | string[];
  ports?: { published?: string; hostIp?: string }[];
  environment?: Record<string, string | null>;
  volumes?: { type: string; source?: string; target: string }[];
}
/** v1 writes ports as "80:80" and volumes as "name:/path:rw"; v2 as objects. */
function normalize(raw: Record<string, Record<string, unknown>>): Record<string, Service> {
  const services: Record<string, Service> = {};
  for (const [name, service] of Object.entries(raw)) {
    const ports = (service.ports as unknown[] | undefined)?.map((port) => {
      if (typeof port !== 'string') {
        const { published, host_ip: hostIp } = port as { published?: unknown; host_ip?: string };
        return { published: String(published), hostIp };
      }
      const parts = port.split(':');
      return parts.length > 2 ? { published: parts[1], hostIp: parts[0] } : { published: parts[0] };
    });
    const volumes = (service.volumes as unknown[] | undefined)?.map((volume) => {
      if (typeof volume !== 'string') return volume as { type: string; target: string };
      const [source = '', target = ''] = volume.split(':');
      return { type: source.startsWith('/') || source.startsWith('.') ? 'bind' : 'volume', source, target };
    });
    const environment = Object.fromEntries(
      Object.entries((service.environment as Record<string, unknown> | undefined) ?? {}).map(([k, v]) => [
        k,
        v === null ? null : String(v),
      ]),
    );
    services[name] = { ...(service as Service), ports, volumes, environment };
  }
  return services;
}

const parsed = (compose.json ? JSON.parse(result.stdout) : parseYaml(result.stdout)) as {
  services: Record<string, Record<string, unknown>>;
  networks?: Record<string, { enable_ipv6?: boolean; ipam?: { config?: { subnet?: string }[] } } | null>;
};
const services = normalize(parsed.services);
const { app, caddy, db } = services;
assert.ok(app && caddy && db, 'services app, caddy and db');
assert.equal(app.container_name, undefined, 'app has no container_name (it must scale)');
assert.equal(app.ports, undefined, 'app publishes no host port (it must scale; Caddy is the entry)');
assert.equal(app.environment?.TRUST_PROXY, '1', 'app trusts one proxy hop');
assert.equal(app.environment?.NODE_ENV, 'production');
// A random password pasted into the URL breaks it when it holds `/`, `@` or `#`: it travels on its own.
assert.equal(app.environment?.DATABASE_URL, 'postgres://crecer@db:5432/crecer', 'no password inside DATABASE_URL');
assert.equal(app.environment?.DATABASE_PASSWORD, env.POSTGRES_PASSWORD, 'the app gets the Postgres password');
assert.deepEqual(caddy.ports?.map((p) => p.published).sort(), ['443', '443', '80']);
// Real client addresses (docs/operations.md): Caddy and the app on the one default network, with
// IPv6, so Docker forwards IPv6 visitors with ip6tables rules that keep their address instead of
// relaying them through docker-proxy as the bridge gateway; Caddy publishes on every host address.
assert.equal(parsed.networks?.default?.enable_ipv6, true, 'the default network has IPv6 (enable_ipv6: true)');
// Docker before 27 (Debian's docker.io) picks no IPv6 subnet by itself: without one `up` fails.
assert.ok(
  (parsed.networks?.default?.ipam?.config ?? []).some((pool) => isUniqueLocalSubnet(pool.subnet ?? '')),
  'the default network names its IPv6 subnet, a unique local range (fd00::/8)',
);
for (const [name, service] of Object.entries({ caddy, app })) {
  assert.equal(service.network_mode, undefined, `${name} stays on the compose network (no network_mode)`);
  const networks = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
  assert.ok(
    networks.every((network) => network === 'default'),
    `${name} is on the default network only`,
  );
}
assert.ok(
  caddy.ports?.every((p) => !p.hostIp),
  'Caddy publishes on every host address (IPv4 and IPv6)',
);
assert.ok(
  db.volumes?.some((v) => v.type === 'volume' && v.target === '/var/lib/postgresql/data'),
  'Postgres data in a named volume',
);
// Uploaded files and scheduled backups (DATA_DIR/backups) must outlive the container.
assert.ok(
  app.volumes?.some((v) => v.type === 'volume' && v.target === app.environment?.DATA_DIR),
  'the app keeps DATA_DIR (files, backups) in a named volume',
);
console.log(`compose:check passed (${version.stdout.trim()})`);
