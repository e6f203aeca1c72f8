import { readFileSync } from 'node:fs';

/**
 * A first name's variants, both ways: the names it is a nickname of and its nicknames (bob →
 * robert, robert → bob, bobby…), from the lists in `name-variants/` (see its README), folded to
 * lowercase without accents. Read once, when first asked.
 */
let variants: Map<string, string[]> | undefined;

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

function load(): Map<string, string[]> {
  const pairs = new Map<string, Set<string>>();
  const relate = (a: string, b: string) => {
    const set = pairs.get(a) ?? new Set<string>();
    set.add(b);
    pairs.set(a, set);
  };
  for (const file of ['names.csv', 'extra.csv']) {
    const text = readFileSync(new URL(`./name-variants/${file}`, import.meta.url), 'utf8');
    for (const line of text.split('\n').slice(1)) {
      const [name, relationship, nickname] = line.split(',').map((cell) => fold(cell ?? ''));
      if (!name || relationship !== 'has_nickname' || !nickname) continue;
      relate(name, nickname);
      relate(nickname, name);
    }
  }
  return new Map([...pairs].map(([name, set]) => [name, [...set].sort()]));
}

/** The other forms of a first name (none for a word that is no known name), at most `max`. */
export function nameVariants(word: string, max = 12): string[] {
  variants ??= load();
  return (variants.get(fold(word)) ?? []).slice(0, max);
}
