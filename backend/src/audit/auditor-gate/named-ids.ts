import type { Request } from 'express';

// A uuid on its own, or at the end of a file url (`/api/General/file/<id>`).
const NAMED_ID = /(?:^|\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const MAX_DETAILS = 4;
const MAX_DETAIL_LENGTH = 40;

const idIn = (value: string): string | undefined => NAMED_ID.exec(value.trim())?.[1]?.toLowerCase();

// Every id a request names, in its path, its query and its JSON body at any depth, whatever the
// key: a contract can be named by its own id, an entity's or a file's. Every value is looked at
// (an id hidden behind many others still counts), without recursion: a body is at most 1 MB.
export function namedIds(request: Request): string[] {
  const ids = new Set<string>();
  const pending: unknown[] = [request.params, request.query, request.body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const id = idIn(value);
      if (id) ids.add(id);
    } else if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) pending.push(inner);
    }
  }
  return [...ids];
}

// The query's parameters other than ids, in words for the read log ("version 3", "type CRN").
export function queryDetails(query: Request['query']): string[] {
  return Object.entries(query)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1].trim() && !idIn(entry[1]))
    .slice(0, MAX_DETAILS)
    .map(([key, value]) => `${key} ${value}`.slice(0, MAX_DETAIL_LENGTH));
}
