import type { ChosenMentor, MatchExplanation } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { explanationText } from './matchExplanation';

type Props = {
  explanation: MatchExplanation;
  /** The mentee's favourites: the names of the mentors passed over. */
  favourites: readonly Pick<ChosenMentor, 'id' | 'person'>[];
};

/** Why a mentee got what they got, as a sentence. */
export function MatchExplanationText({ explanation, favourites }: Props) {
  const intl = useIntl();
  return <>{explanationText(intl, explanation, favourites)}</>;
}
