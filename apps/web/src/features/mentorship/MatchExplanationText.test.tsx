import { render, screen } from '@testing-library/react';
import type { ChosenMentor, MatchExplanation } from '@atrium/contract';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fr from '../../i18n/fr.json';
import { MatchExplanationText } from './MatchExplanationText';

const person = (id: string, first_name: string, last_name: string) => ({
  id,
  first_name,
  last_name,
  job_title: null,
  has_picture: false,
  picture_version: null,
});
const favourites: ChosenMentor[] = [
  { id: 'm1', person: person('p1', 'Alice', 'Martin'), rank: 1 },
  { id: 'm2', person: person('p2', 'Bruno', 'Costa'), rank: 2 },
  { id: 'm3', person: person('p3', 'Chloé', 'Dubois'), rank: 3 },
];
const secondChoice: MatchExplanation = {
  rank: 2,
  manual: false,
  passed_over: [{ mentor_id: 'm1', rank: 1, reason: 'full', seats: 3, holders_by_rank: [3, 0, 0] }],
  unmatched_reason: null,
};

function show(explanation: MatchExplanation, language: 'en' | 'fr' = 'en') {
  render(
    <IntlProvider locale={language} defaultLocale="en" messages={language === 'fr' ? fr : {}}>
      <p data-testid="why">
        <MatchExplanationText explanation={explanation} favourites={favourites} />
      </p>
    </IntlProvider>,
  );
  return screen.getByTestId('why');
}

describe('why a mentee got their mentor', () => {
  it('says a 2nd choice came from a 1st choice whose seats went to those who ranked them 1st', () => {
    expect(show(secondChoice)).toHaveTextContent(
      'Your 2nd choice: your 1st choice (Alice Martin) had 3 seats, all taken by mentees who ranked them 1st',
    );
  });

  it('says it in French too', () => {
    expect(show(secondChoice, 'fr')).toHaveTextContent(
      'Votre 2e choix : votre 1er choix (Alice Martin) avait 3 places, toutes prises par des mentorés qui l’avaient classé 1er',
    );
  });

  it('names every rank that holds the seats, and a mentor who left', () => {
    expect(
      show({
        rank: 3,
        manual: false,
        passed_over: [
          { mentor_id: 'm1', rank: 1, reason: 'full', seats: 2, holders_by_rank: [1, 1, 0] },
          { mentor_id: 'm2', rank: 2, reason: 'left', seats: 0, holders_by_rank: [] },
        ],
        unmatched_reason: null,
      }),
    ).toHaveTextContent(
      'Your 3rd choice: your 1st choice (Alice Martin) had 2 seats, all taken by mentees who ranked them 1st or 2nd and your 2nd choice (Bruno Costa) left the session',
    );
  });

  it('says why a mentee is not matched, and a move by hand', () => {
    const unmatched = { rank: null, manual: false, passed_over: [] };
    expect(show({ ...unmatched, unmatched_reason: 'no_request' })).toHaveTextContent(
      'Did not send a request',
    );
  });

  const others: [MatchExplanation, string][] = [
    [
      { rank: null, manual: false, passed_over: [], unmatched_reason: 'favourites_full' },
      'All three favourites were full',
    ],
    [{ rank: 2, manual: true, passed_over: [], unmatched_reason: null }, 'Moved by hand'],
    [{ rank: 1, manual: false, passed_over: [], unmatched_reason: null }, 'Your 1st choice'],
  ];
  it.each(others)('%o reads "%s"', (explanation, text) => {
    expect(show(explanation)).toHaveTextContent(text);
  });
});
