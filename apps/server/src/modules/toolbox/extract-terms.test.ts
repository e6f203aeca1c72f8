import { describe, expect, it } from 'vitest';
import { buildVocabulary, extractTerms, type VocabularyTerm } from './extract-terms.ts';

const vocabulary = buildVocabulary([
  { kind: 'skills', value: 'Kubernetes', variants: ['k8s'] },
  { kind: 'skills', value: 'Power BI', variants: [] },
  { kind: 'skills', value: 'C++', variants: [] },
  { kind: 'skills', value: 'Java', variants: [] },
  { kind: 'sectors', value: 'Corporate banking', variants: [] },
  { kind: 'sectors', value: 'Banking', variants: [] },
  { kind: 'sectors', value: 'Energy transition', variants: [] },
  { kind: 'clients', value: 'Crédit Rhodanien', variants: [] },
  { kind: 'clients', value: 'Volta Énergies', variants: [] },
  { kind: 'languages', value: 'en', variants: ['English', 'anglais'] },
] satisfies VocabularyTerm[]);

describe('extractTerms', () => {
  it('finds multi-word terms whatever their case and accents, each once, in order', () => {
    expect(
      extractTerms(
        'Pour CREDIT RHODANIEN (corporate banking): un expert power bi, Kubernetes et k8s; anglais courant. Volta energies aussi.',
        vocabulary,
      ),
    ).toEqual({
      skills: ['Power BI', 'Kubernetes'],
      sectors: ['Corporate banking'],
      clients: ['Crédit Rhodanien', 'Volta Énergies'],
      languages: ['en'],
    });
  });

  it('prefers the longest term and matches whole words only', () => {
    const found = extractTerms('Banking and energy transition with JavaScript and C++', vocabulary);
    expect(found.sectors).toEqual(['Banking', 'Energy transition']);
    expect(found.skills).toEqual(['C++']);
  });

  it('finds nothing in an empty or unrelated text', () => {
    const none = { skills: [], sectors: [], clients: [], languages: [] };
    expect(extractTerms('', vocabulary)).toEqual(none);
    expect(extractTerms('Lorem ipsum dolor sit amet', vocabulary)).toEqual(none);
  });

  it('reads a long need in linear time', () => {
    const need = 'We need Kubernetes and banking. '.repeat(600);
    expect(extractTerms(need, vocabulary).skills).toEqual(['Kubernetes']);
  });
});
