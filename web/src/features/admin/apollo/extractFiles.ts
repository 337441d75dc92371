/**
 * Splits GraphQL variables into JSON-safe variables and the files they held,
 * following the GraphQL multipart request spec (the format graphql-upload reads).
 */

export interface ExtractedFiles {
  /** The variables with every File replaced by null. */
  variables: Record<string, unknown>;
  /** Each file with the object paths ("variables.input.image") where it appeared. */
  files: Map<File, string[]>;
}

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

function walk(value: unknown, path: string, files: Map<File, string[]>): unknown {
  if (isFile(value)) {
    const paths = files.get(value) ?? [];
    paths.push(path);
    files.set(value, paths);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`, files));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = walk(item, `${path}.${key}`, files);
    return copy;
  }
  return value;
}

export function extractFiles(variables: Record<string, unknown>): ExtractedFiles {
  const files = new Map<File, string[]>();
  const clean = walk(variables, 'variables', files) as Record<string, unknown>;
  return { variables: clean, files };
}

/** Builds the multipart body: `operations`, then `map`, then one part per file. */
export function buildMultipartBody(
  operation: { query: string; operationName: string | undefined },
  variables: Record<string, unknown>,
): FormData | null {
  const extracted = extractFiles(variables);
  if (extracted.files.size === 0) return null;
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: operation.query, operationName: operation.operationName, variables: extracted.variables }),
  );
  const map: Record<string, string[]> = {};
  const parts: [string, File][] = [];
  let index = 0;
  for (const [file, paths] of extracted.files) {
    const name = String(index++);
    map[name] = paths;
    parts.push([name, file]);
  }
  form.append('map', JSON.stringify(map));
  for (const [name, file] of parts) form.append(name, file, file.name);
  return form;
}

export function hasFiles(variables: Record<string, unknown>): boolean {
  return extractFiles(variables).files.size > 0;
}
