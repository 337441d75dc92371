/**
 * Fails when the committed generated GraphQL types differ from what
 * schema.graphql and the documents produce. `graphql-codegen --check` compares
 * output before the Prettier hook runs, so it reports formatted files as stale;
 * this regenerates (hook included) and asks git instead.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const generated = ['server/src/__generated__', 'server/test/gql', 'web/src/gql', 'web/src/features/admin/gql'];
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
const changes = execFileSync('git', ['status', '--porcelain', '--', ...generated], {
  cwd: root,
  encoding: 'utf8',
}).trim();
if (changes) {
  console.error(`Generated GraphQL code is out of date; run npm run codegen and commit:\n${changes}`);
  process.exit(1);
}
console.log('Generated GraphQL code matches schema.graphql and the documents.');
