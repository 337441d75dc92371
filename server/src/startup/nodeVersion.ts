/** The oldest Node.js the server runs on: pg-boss 12 (the job system) needs 22.12. */
export const MINIMUM_NODE = [22, 12] as const;

/** Null when `version` ('22.23.5', as in process.versions.node) is recent enough; otherwise the one line to print. */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `Node.js ${needMajor}.${needMinor} or later is needed (this is ${version}): install Node.js 22 LTS.`;
}
