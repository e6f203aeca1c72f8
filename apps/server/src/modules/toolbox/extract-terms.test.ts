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

  describe('a short or common word counts only in a technical context', () => {
    // The firm's skills and sectors that are also ordinary words, with French names as the vocabulary gives them.
    const firm = buildVocabulary([
      { kind: 'skills', value: 'Go', variants: [] },
      { kind: 'skills', value: 'R', variants: [] },
      { kind: 'skills', value: 'Spark', variants: [] },
      { kind: 'skills', value: 'Swift', variants: [] },
      { kind: 'skills', value: 'Excel', variants: [] },
      { kind: 'skills', value: 'dbt', variants: [] },
      { kind: 'skills', value: 'Snowflake', variants: [] },
      { kind: 'skills', value: 'Kafka', variants: [] },
      { kind: 'skills', value: 'SAS', variants: [] },
      { kind: 'skills', value: 'Design thinking', variants: [] },
      { kind: 'skills', value: 'Databricks', variants: [] },
      { kind: 'sectors', value: 'Mobility', variants: ['mobilité'] },
      { kind: 'sectors', value: 'Banking', variants: ['banque', 'bancaire'] },
      { kind: 'sectors', value: 'Insurance', variants: ['assurance'] },
      { kind: 'sectors', value: 'Energy', variants: ['énergie'] },
    ] satisfies VocabularyTerm[]);
    const read = (need: string) => extractTerms(need, firm);

    describe('a sector after an elided article, its tag name or an alias (issue 47)', () => {
      // The administrator added the alias "aéronautique" to the sector Aerospace.
      const aliased = buildVocabulary([
        { kind: 'sectors', value: 'Aerospace', variants: ['aéronautique'] },
        { kind: 'sectors', value: 'Insurance', variants: ['assurance'] },
      ] satisfies VocabularyTerm[]);
      it.each([
        ["l' (straight apostrophe)", "Expérience de l'aéronautique souhaitée.", ['Aerospace']],
        ['l’ (typographic apostrophe)', 'Expérience de l’aéronautique souhaitée.', ['Aerospace']],
        ["d'", "Une bonne connaissance d'aéronautique.", ['Aerospace']],
        ['d’', 'Dix ans d’assurance et de conseil.', ['Insurance']],
        ["qu'", "Rien d'autre qu'aéronautique et qu’assurance.", ['Aerospace', 'Insurance']],
        ['the tag name itself', "Expérience de l'aerospace.", ['Aerospace']],
      ])('%s', (_, need, sectors) => {
        expect(extractTerms(need, aliased).sectors).toEqual(sectors);
      });

      it('and not a word glued to an apostrophe that is no article, nor the word alone', () => {
        expect(extractTerms("Aujourd'hui l'équipe assurance part.", aliased).sectors).toEqual([]);
        expect(extractTerms('Une aéronautique moderne.', aliased).sectors).toEqual([]);
      });
    });

    it.each([
      ['ready to go on site', 'We need Kafka engineers, ready to go on site in Lyon from March.'],
      ['prêts à partir sur site (go-live)', 'Ingénieurs Kafka prêts à partir sur site pour le go-live.'],
      ['R&D', 'Our R&D department wants Kafka streaming.'],
      ['R&D in French', 'Notre direction R&D souhaite du Design thinking.'],
      ['spark new ideas', 'Design thinking workshops to spark new ideas. Spark new ideas!'],
      ['swift delivery', 'Swift delivery expected from the Kafka team, and a swift start.'],
      ['excel at', 'The client wants to excel at customer service with Kafka.'],
    ])('not in "%s"', (_, need) => {
      expect(read(need).skills).toEqual(need.includes('Kafka') ? ['Kafka'] : ['Design thinking']);
    });

    it.each([
      ['its casing, inside a sentence', 'Back-end rewrite in Go for a payments processor.', ['Go']],
      ['its casing, in French', 'Développement back-end en Go pour un acteur des paiements.', ['Go']],
      ['a list', 'Risk models in r, SAS and go.', ['R', 'SAS', 'Go']],
      ['a list in French', 'Plateforme sur Databricks et spark.', ['Databricks', 'Spark']],
      [
        'a list of plain words, one written as a name',
        'Snowflake and dbt are the target stack.',
        ['Snowflake', 'dbt'],
      ],
      ['a need that is only terms', 'go', ['Go']],
    ])('in %s', (_, need, skills) => {
      expect(read(need).skills).toEqual(skills);
    });

    it('reads "mobility desk" and "service mobilité" as no sector, "in banking" and "banque" as Banking', () => {
      expect(read('Our HR department runs a mobility desk for employees moving abroad.').sectors).toEqual([]);
      expect(read('Le service mobilité interne des RH veut automatiser ses demandes.').sectors).toEqual([]);
      expect(read('Experience in banking is a must.').sectors).toEqual(['Banking']);
      expect(read('In banking, regulatory reporting is changing.').sectors).toEqual(['Banking']);
      expect(read('Une mission dans la banque, puis dans l’assurance.').sectors).toEqual([
        'Banking',
        'Insurance',
      ]);
      expect(read("Mission dans le secteur de l'énergie pour un acteur bancaire.").sectors).toEqual([
        'Energy',
        'Banking',
      ]);
      expect(read('Transport operator (Rail, Mobility).').sectors).toEqual(['Mobility']);
      expect(read('Banking clients and insurance players.').sectors).toEqual(['Banking', 'Insurance']);
    });

    it('reads terms whose shape says they are names whatever their case', () => {
      expect(read('sas et kafka').skills).toEqual(['SAS', 'Kafka']);
      expect(read('We use sas daily, and design thinking.').skills).toEqual(['SAS', 'Design thinking']);
    });
  });
});
