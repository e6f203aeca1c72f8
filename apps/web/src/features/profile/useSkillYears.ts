import { skipToken, useQuery } from '@tanstack/react-query';
import { experiencesObject, type SkillYearsBody } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

/** A skill's months of practice, undefined when it has none. */
export type MonthsOf = (skill: string) => number | undefined;

/**
 * A person's years per skill (`GET /research/people/{id}/skill-years`), by skill whatever its
 * case: under the experiences' key, so editing an experience reads them again. Undefined until
 * the answer (or its failure, then no years) is in, so the profile draws its chips once, at their
 * final width, instead of widening them and pushing the sections below down.
 */
export function useSkillYears(personId: string | undefined): MonthsOf | undefined {
  const years = useQuery({
    queryKey: [...c13sKey(experiencesObject, 'view'), 'skill-years', personId],
    queryFn:
      personId === undefined
        ? skipToken
        : ({ signal }) =>
            http.get<SkillYearsBody>(
              c13sPath({ module: 'research', object: 'people' }, personId, 'skill-years'),
              { signal, notifyError: false },
            ),
  });
  if (years.isPending) return undefined;
  const bySkill = new Map(
    (years.data?.data ?? []).map(({ skill, months }) => [skill.toLocaleLowerCase(), months]),
  );
  return (skill) => {
    const months = bySkill.get(skill.toLocaleLowerCase());
    return months ? months : undefined;
  };
}
