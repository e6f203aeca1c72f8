import { TAG_NAME_MAX } from '@atrium/contract';

/** What the tag picker offers: a tag of the list, or the typed text as a new item. */
export type TagOption = { name: string; isNew: boolean };

const key = (name: string) => name.trim().toLocaleLowerCase();

type Input = {
  /** Names the tag search answered for the typed text. */
  suggestions: readonly string[];
  /** What the field holds already. */
  chosen: readonly string[];
  /** The text typed in the field. */
  typed: string;
  /** The most items of this type a profile may list. */
  max: number;
};

/**
 * The picker's options (SPEC.md §5): the suggestions not chosen yet, then, when the typed text
 * matches no tag, an offer to enter it as a new item. Nothing once the maximum is reached.
 */
export function tagOptions({ suggestions, chosen, typed, max }: Input): TagOption[] {
  if (chosen.length >= max) return [];
  const taken = new Set(chosen.map(key));
  const seen = new Set<string>();
  const options: TagOption[] = [];
  for (const name of suggestions) {
    if (taken.has(key(name)) || seen.has(key(name))) continue;
    seen.add(key(name));
    options.push({ name, isNew: false });
  }
  const text = typed.trim().replace(/\s+/g, ' ');
  const known = suggestions.some((name) => key(name) === key(text));
  if (text && !known && !taken.has(key(text)) && text.length <= TAG_NAME_MAX) {
    options.push({ name: text, isNew: true });
  }
  return options;
}

/** Adds names to a list up to its maximum, ignoring case-insensitive repeats. */
export function withinMax(names: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    if (seen.has(key(name))) continue;
    seen.add(key(name));
    kept.push(name.trim());
  }
  return kept.slice(0, max);
}
