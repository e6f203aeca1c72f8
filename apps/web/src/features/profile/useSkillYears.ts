import { useQuery } from '@tanstack/react-query';
import { experiencesObject, yearsOfMonths, type SkillYearsBody } from '@atrium/contract';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

/**
 * A person's years per skill (`GET /research/people/{id}/skill-years`), by skill whatever its
 * case: under the experiences' key, so editing an experience reads them again.
 */
export function useSkillYears(personId: string): (skill: string) => number | undefined {
  const years = useQuery({
    queryKey: [...c13sKey(experiencesObject), 'skill-years', personId],
    queryFn: ({ signal }) =>
      http.get<SkillYearsBody>(c13sPath({ module: 'research', object: 'people' }, personId, 'skill-years'), {
        signal,
        notifyError: false,
      }),
  });
  const bySkill = new Map(
    (years.data?.data ?? []).map(({ skill, months }) => [skill.toLocaleLowerCase(), months]),
  );
  return (skill) => {
    const months = bySkill.get(skill.toLocaleLowerCase());
    const rounded = months === undefined ? 0 : yearsOfMonths(months);
    return rounded > 0 ? rounded : undefined;
  };
}
