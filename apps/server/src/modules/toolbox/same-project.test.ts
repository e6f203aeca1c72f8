import { describe, expect, it } from 'vitest';
import { firstOfEachProject } from './same-project.ts';

describe('firstOfEachProject', () => {
  it('lists a project recorded twice once, whatever its case and accents, keeping the first (issue 47)', () => {
    const credentials = [
      { id: 'a', name: 'Core banking', client: 'Banque Atlantique' },
      { id: 'b', name: 'CORE BANKING', client: 'banque atlantique' },
      { id: 'c', name: 'Core banking', client: 'Retail Co' },
      { id: 'd', name: 'Café data', client: 'Retail Co' },
      { id: 'e', name: 'Cafe data', client: 'Retail Co' },
    ];
    expect(credentials.filter(firstOfEachProject((credential) => credential)).map(({ id }) => id)).toEqual([
      'a',
      'c',
      'd',
    ]);
  });
});
