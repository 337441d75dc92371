/**
 * docs/configuration.md's table of environment variables against the schema
 * that reads them (ENVIRONMENT in server/src/configSchema.ts, the only reader: a lint
 * rule holds that): a variable added, renamed or dropped on one side fails here
 * until the other side says the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../server/src/config';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Read by config.ts but no setting of the site's: each with why it is not in the table. */
const NOT_SETTINGS: Readonly<Record<string, string>> = {
  VITEST: 'set by the test runner itself; config.ts reads it to tell a test run',
};

function variablesReadByConfig(): Set<string> {
  return new Set(CONFIG_VARIABLES.filter((name) => !(name in NOT_SETTINGS)));
}

/** The backticked names in the first column of the doc's table; `S3_*` stands for every S3_ name. */
function documentedVariables(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)].map((match) => match[1]!));
}

const covers = (documented: string, name: string) =>
  documented.endsWith('*') ? name.startsWith(documented.slice(0, -1)) : documented === name;

describe('docs/configuration.md and config.ts', () => {
  it('documents every variable the code reads', () => {
    const documented = documentedVariables();
    const undocumented = [...variablesReadByConfig()].filter((name) => !documented.some((d) => covers(d, name)));
    expect(undocumented).toEqual([]);
  });

  it('documents no variable the code does not read', () => {
    const read = [...variablesReadByConfig()];
    const stale = documentedVariables().filter((documented) => !read.some((name) => covers(documented, name)));
    expect(stale).toEqual([]);
  });

  it('reads the variables from the schema, including the ones that are no setting', () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'S3_BUCKET', ...Object.keys(NOT_SETTINGS)]),
    );
  });

  it('reads the table the way it is written', () => {
    expect(documentedVariables()).toEqual(expect.arrayContaining(['PORT', 'HOST', 'S3_*', 'SITE_TIME_ZONE']));
  });
});
