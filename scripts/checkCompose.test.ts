/**
 * compose:check may only be skipped on a developer's machine: with CI set and
 * no compose client on PATH it must fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { composeDefault, isUniqueLocalSubnet } from './ipv6Subnet';

const root = path.resolve(import.meta.dirname, '..');
// A PATH holding node and nothing else: no docker, no docker-compose.
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-nocompose-'));
fs.symlinkSync(process.execPath, path.join(bin, 'node'));
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

function runCheck(extra: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { HOME: os.tmpdir(), PATH: bin, ...extra };
  return spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-compose.ts')],
    { cwd: root, env, encoding: 'utf8' },
  );
}

describe('compose:check without a compose client', () => {
  it('is skipped outside CI', () => {
    const result = runCheck({});
    expect(result.stdout).toContain('compose:check skipped');
    expect(result.status).toBe(0);
  });

  it('fails under CI', () => {
    const result = runCheck({ CI: 'true' });
    expect(result.stderr).toContain('CI is set (CI must run this check)');
    expect(result.status).toBe(1);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = fs
    .readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

  it('uses passive health checks where upstreams are dynamic (Caddy runs no active checks for them)', () => {
    expect(caddyfile.some((line) => line.startsWith('dynamic a'))).toBe(true);
    expect(caddyfile.filter((line) => line.startsWith('health_'))).toEqual([]);
    expect(caddyfile).toEqual(expect.arrayContaining(['fail_duration 30s', 'max_fails 3', 'unhealthy_status 5xx']));
  });
});

describe('docker-compose.yml, read without a compose client', () => {
  const compose = parseYaml(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { network_mode?: string; networks?: unknown; ports?: string[] }>;
    networks?: { default?: { enable_ipv6?: boolean; ipam?: { config?: { subnet?: string }[] } } };
  };

  // docs/operations.md, "Real client addresses behind Docker": without IPv6 on its network, Docker
  // relays IPv6 visitors through docker-proxy and Caddy sees each as the bridge gateway.
  it("keeps visitors' addresses: IPv6 on the default network, Caddy and the app on it", () => {
    expect(compose.networks?.default?.enable_ipv6).toBe(true);
    for (const name of ['caddy', 'app']) {
      expect(compose.services[name]?.network_mode, name).toBeUndefined();
      expect(compose.services[name]?.networks, name).toBeUndefined();
    }
    expect(compose.services.caddy?.ports).toEqual(['80:80', '443:443', '443:443/udp']);
  });

  // Docker before 27 (Debian's docker.io 20.10) has no IPv6 pool: `enable_ipv6` alone made `up` fail with
  // "could not find an available, non-overlapping IPv6 address pool".
  it('names its IPv6 subnet, a unique local range by default, which IPV6_SUBNET can change', () => {
    const subnets = (compose.networks?.default?.ipam?.config ?? []).map((pool) => pool.subnet ?? '');
    expect(subnets).toEqual(['${IPV6_SUBNET:-fd00:cef::/64}']);
    expect(isUniqueLocalSubnet(composeDefault(subnets[0]!))).toBe(true);
  });
});

describe('isUniqueLocalSubnet', () => {
  it('takes IPv6 ranges in fd00::/8 only', () => {
    for (const subnet of ['fd00:cef::/64', 'fd4c:7e3a:91b2:1::/64', 'FD12:3456::/48'])
      expect(isUniqueLocalSubnet(subnet), subnet).toBe(true);
    const others = ['2001:db8::/64', 'fe80::/64', 'fd::/64', '172.18.0.0/16', 'fd00:cef::', 'fd00:cef::/129', 'x'];
    for (const subnet of others) expect(isUniqueLocalSubnet(subnet), subnet).toBe(false);
  });
});
