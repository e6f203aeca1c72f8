import { foldKey } from './fold-words.ts';

type Project = { name: string; client: string };

/**
 * A filter keeping one credential per project as a reader names it (name and client): a project
 * recorded twice (two phases, or the demo seed drawing a template twice for one client) is one
 * piece of evidence, listed once, on a person's card as in the need's credentials. The first kept
 * wins: callers sort first.
 */
export function firstOfEachProject<T>(projectOf: (item: T) => Project): (item: T) => boolean {
  const seen = new Set<string>();
  return (item) => {
    const { name, client } = projectOf(item);
    const key = `${foldKey(name)}|${foldKey(client)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
