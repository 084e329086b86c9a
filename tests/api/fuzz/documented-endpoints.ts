// Every endpoint docs/api.md documents, read from the document itself so a new endpoint is fuzzed
// as soon as it is written down: `METHOD api/...` in backticks (`GET|POST` for both), and the
// rows of tables under a heading "(POST, all under `api/<Controller>`)".
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Endpoint {
  method: string;
  /** e.g. `/api/General/file/{}`: `{}` marks a path parameter. */
  path: string;
  queryKeys: string[];
}

const METHODS = 'GET|POST|PUT|PATCH|DELETE';
const INLINE = new RegExp(`\`((?:${METHODS})(?:\\|(?:${METHODS}))*) (api/[^\`\\s]+)\``, 'g');
const TABLE_SECTION = /\(POST, all under `api\/(\w+)`\)/;

function endpointOf(method: string, written: string): Endpoint {
  const plain = written.replace(/\[[^\]]*\]/g, '');
  const [route = '', query = ''] = plain.split('?');
  const queryKeys = query
    .split('&')
    .map((pair) => pair.split('=')[0]!)
    .filter(Boolean);
  return { method, path: `/${route.replace(/\{[^}]*\}|<[^>]*>/g, '{}')}`, queryKeys };
}

/** The documented endpoints, each method once. */
export function documentedEndpoints(file = path.resolve('docs/api.md')): Endpoint[] {
  const text = readFileSync(file, 'utf8');
  const found: Endpoint[] = [];
  for (const [, methods, written] of text.matchAll(INLINE))
    for (const method of methods!.split('|')) found.push(endpointOf(method, written!));
  let controller: string | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) controller = TABLE_SECTION.exec(line)?.[1];
    const call = controller && /^\| `([A-Z]\w+)`/.exec(line)?.[1];
    if (call) found.push({ method: 'POST', path: `/api/${controller}/${call}`, queryKeys: [] });
  }
  const unique = new Map(found.map((e) => [`${e.method} ${e.path.toLowerCase()} ${e.queryKeys.join('&')}`, e]));
  return [...unique.values()];
}
