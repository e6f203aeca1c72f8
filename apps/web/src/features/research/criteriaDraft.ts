import {
  criteriaShape,
  isResearchGroup,
  type ResearchCriterion,
  type ResearchCriterionKind,
  type ResearchGroup,
} from '@atrium/contract';

/** A new criterion of a kind, its value still to fill in. */
export function blankCriterion(kind: ResearchCriterionKind): ResearchCriterion {
  switch (kind) {
    case 'skill':
      return { kind, skill: '' };
    case 'sector':
      return { kind, sector: '' };
    case 'language':
      return { kind, code: '' };
    case 'certificate':
      return { kind, certificate: '' };
    case 'grade':
      return { kind, grade: '' };
    case 'business_unit':
      return { kind, business_unit: '' };
    case 'hub':
      return { kind, hub: '' };
    case 'client':
      return { kind, client: '' };
    case 'solution':
      return { kind, solution: '' };
    case 'group':
      return { kind, group: '' };
    case 'availability':
      return { kind, min_free_pct: 50, from: '', months: 3 };
  }
}

/** The value a criterion is about (a skill, a code, an id…), empty while not filled in. */
export function mainValue(criterion: ResearchCriterion): string {
  // Its share and months have defaults: the day is what the person fills in.
  if (criterion.kind === 'availability') return criterion.from;
  const { kind: _kind, ...rest } = criterion;
  const first = Object.values(rest)[0];
  return typeof first === 'string' ? first.trim() : '';
}

/** The tree as sent: criteria not filled in and groups left empty are dropped. */
export function completeGroup(group: ResearchGroup): ResearchGroup {
  const criteria = group.criteria.flatMap((node): (ResearchCriterion | ResearchGroup)[] => {
    if (!isResearchGroup(node)) return mainValue(node) === '' ? [] : [node];
    const inner = completeGroup(node);
    return inner.criteria.length === 0 ? [] : [inner];
  });
  return { op: group.op, criteria };
}

/** Every criterion of the tree, in reading order. */
export const criteriaInOrder = (group: ResearchGroup): ResearchCriterion[] =>
  group.criteria.flatMap((node) => (isResearchGroup(node) ? criteriaInOrder(node) : [node]));

export const criteriaCount = (group: ResearchGroup) => criteriaShape(group).count;

export const EMPTY_GROUP: ResearchGroup = { op: 'and', criteria: [] };
