import type { ChosenMentor, MatchExplanation, PassedOver } from '@atrium/contract';
import type { IntlShape } from 'react-intl';
import { matchingMessages } from './matchingMessages';
import { mentorshipMessages } from './mentorshipMessages';

type Intl = Pick<IntlShape, 'formatMessage' | 'formatList'>;

const ordinal = (intl: Intl, rank: number) => intl.formatMessage(mentorshipMessages.ordinal, { rank });

function passedOver(intl: Intl, passed: PassedOver, nameOf: (id: string) => string): string {
  const rank = ordinal(intl, passed.rank);
  const name = nameOf(passed.mentor_id);
  if (passed.reason === 'left') return intl.formatMessage(matchingMessages.passedLeft, { rank, name });
  // The ranks the holders of the seats gave the mentor: "1st", "1st or 2nd".
  const ranks = intl.formatList(
    passed.holders_by_rank.flatMap((count, index) => (count > 0 ? [ordinal(intl, index + 1)] : [])),
    { type: 'disjunction' },
  );
  return intl.formatMessage(matchingMessages.passedFull, { rank, name, seats: passed.seats, ranks });
}

/**
 * Why a mentee got what they got, as a sentence in the interface language: "Your 2nd choice: your
 * 1st choice (Alice Martin) had 3 seats, all taken by mentees who ranked them 1st".
 */
export function explanationText(
  intl: Intl,
  explanation: MatchExplanation,
  favourites: readonly Pick<ChosenMentor, 'id' | 'person'>[],
): string {
  if (explanation.manual) return intl.formatMessage(matchingMessages.manual);
  if (explanation.rank === null)
    return intl.formatMessage(
      explanation.unmatched_reason === 'no_request'
        ? matchingMessages.noRequest
        : matchingMessages.favouritesFull,
    );
  const names = new Map(favourites.map(({ id, person }) => [id, `${person.first_name} ${person.last_name}`]));
  const nameOf = (id: string) => names.get(id) ?? '…';
  const choice = intl.formatMessage(matchingMessages.yourChoice, { rank: ordinal(intl, explanation.rank) });
  if (explanation.passed_over.length === 0) return choice;
  const reasons = intl.formatList(
    explanation.passed_over.map((passed) => passedOver(intl, passed, nameOf)),
    { type: 'conjunction' },
  );
  return intl.formatMessage(matchingMessages.withReasons, { choice, reasons });
}
