import type { Cell } from './table-export.ts';

/** A list in one cell, as a reader writes it. */
export const joined = (values: readonly string[]): Cell => values.join(', ');

/** A person a record points to, by name. */
export const personName = (person: { first_name: string; last_name: string } | null): Cell =>
  person && `${person.first_name} ${person.last_name}`;

/** Several people in one cell. */
export const peopleNames = (people: readonly { first_name: string; last_name: string }[]): Cell =>
  joined(people.map((person) => `${person.first_name} ${person.last_name}`));
