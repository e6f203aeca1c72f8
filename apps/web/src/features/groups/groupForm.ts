import {
  ESTIMATED_COST_MAX,
  GroupAsset,
  TEXT_LONG,
  TEXT_SHORT,
  groupBreaches,
  type Group,
  type GroupInput,
  type GroupType,
  type PersonRef,
} from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { formErrorMessages } from '../../forms/formErrors';
import { groupRuleMessage } from './groupsMessages';

/** What the group dialog edits: people as references (for their names), numbers as typed. */
export type GroupFormValues = {
  type: GroupType;
  name: string;
  code_name: string;
  description: string;
  leaders: PersonRef[];
  steerco: PersonRef[];
  activeMembers: PersonRef[];
  followers: PersonRef[];
  solutions: string[];
  deliverables: string[];
  target_markets: string[];
  sales_pitch: string;
  expected_results: string;
  added_value: string;
  man_days: string;
  estimated_cost: string;
  assets: { label: string; url: string }[];
};
export type GroupFormField = keyof GroupFormValues;

/** A problem with one field, in the interface language once formatted. */
export type FieldIssue = { message: MessageDescriptor; values?: Record<string, string | number> };
export type GroupFormIssues = Partial<Record<GroupFormField, FieldIssue>>;

const SHORT_FIELDS = ['name', 'code_name'] as const;
const LONG_FIELDS = ['description', 'sales_pitch', 'expected_results', 'added_value'] as const;

const personRef = ({
  id,
  first_name,
  last_name,
  job_title,
  has_picture,
  picture_version,
}: PersonRef): PersonRef => ({ id, first_name, last_name, job_title, has_picture, picture_version });

/** The dialog's starting values: empty for a new group of `type`, or the group's own. */
export function formValuesOf(group: Group | undefined, type: GroupType = 'team'): GroupFormValues {
  return {
    type: group?.type ?? type,
    name: group?.name ?? '',
    code_name: group?.code_name ?? '',
    description: group?.description ?? '',
    leaders: group?.leaders.map(personRef) ?? [],
    steerco: group?.steerco.map(personRef) ?? [],
    activeMembers: group?.members.filter((m) => m.status === 'active').map(personRef) ?? [],
    followers: group?.members.filter((m) => m.status === 'follower').map(personRef) ?? [],
    solutions: group?.solutions ?? [],
    deliverables: group?.deliverables ?? [],
    target_markets: group?.target_markets ?? [],
    sales_pitch: group?.sales_pitch ?? '',
    expected_results: group?.expected_results ?? '',
    added_value: group?.added_value ?? '',
    man_days: group?.man_days?.toString() ?? '',
    estimated_cost: group?.estimated_cost?.toString() ?? '',
    assets: group?.assets ?? [],
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const wholeNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form as the API takes it; the lists given replace the stored ones. */
export function groupInputOf(values: GroupFormValues): Required<GroupInput> {
  return {
    type: values.type,
    name: values.name.trim(),
    code_name: text(values.code_name),
    description: text(values.description),
    leaders: values.leaders.map((person) => person.id),
    steerco: values.steerco.map((person) => person.id),
    members: [
      ...values.activeMembers.map((person) => ({ user_id: person.id, status: 'active' as const })),
      ...values.followers.map((person) => ({ user_id: person.id, status: 'follower' as const })),
    ],
    solutions: values.solutions,
    deliverables: values.deliverables,
    target_markets: values.target_markets,
    sales_pitch: text(values.sales_pitch),
    expected_results: text(values.expected_results),
    added_value: text(values.added_value),
    man_days: wholeNumber(values.man_days),
    estimated_cost: wholeNumber(values.estimated_cost),
    assets: values.assets.map((asset) => ({ label: asset.label.trim(), url: asset.url.trim() })),
  };
}

/** Where a breach of the group rules shows: `members.3` is an active member or a follower. */
function fieldOf(breachField: string, values: GroupFormValues): GroupFormField {
  const [list = '', index] = breachField.split('.');
  if (list === 'members') {
    return index !== undefined && Number(index) >= values.activeMembers.length
      ? 'followers'
      : 'activeMembers';
  }
  return list as GroupFormField;
}

const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());

/**
 * Every problem of the form, by field: the contract's group rules (`groupBreaches`, the same the
 * server applies, so the same messages), then lengths, numbers and links. The first problem of a
 * field wins.
 */
export function groupFormIssues(values: GroupFormValues): GroupFormIssues {
  const issues: GroupFormIssues = {};
  const add = (field: GroupFormField, issue: FieldIssue) => {
    issues[field] ??= issue;
  };

  const input = groupInputOf(values);
  const names = new Map(
    [...values.leaders, ...values.steerco, ...values.activeMembers, ...values.followers].map((person) => [
      person.id,
      `${person.first_name} ${person.last_name}`,
    ]),
  );
  const manDays = isWholeNumber(values.man_days) ? input.man_days : null;
  for (const breach of groupBreaches({ ...input, man_days: manDays })) {
    add(fieldOf(breach.field, values), {
      message: groupRuleMessage(breach.key),
      values: { name: (breach.user_id && names.get(breach.user_id)) || '', max: breach.max ?? 0 },
    });
  }

  if (values.name.trim() === '') add('name', { message: formErrorMessages.required });
  for (const field of SHORT_FIELDS)
    if (values[field].trim().length > TEXT_SHORT)
      add(field, { message: formErrorMessages.tooLong, values: { maximum: TEXT_SHORT } });
  for (const field of LONG_FIELDS)
    if (values[field].trim().length > TEXT_LONG)
      add(field, { message: formErrorMessages.tooLong, values: { maximum: TEXT_LONG } });
  if (values.man_days.trim() !== '' && !isWholeNumber(values.man_days))
    add('man_days', { message: formErrorMessages.invalid });
  const cost = values.estimated_cost;
  if (cost.trim() !== '' && (!isWholeNumber(cost) || Number(cost) > ESTIMATED_COST_MAX))
    add('estimated_cost', { message: formErrorMessages.invalid });
  if (input.assets.some((asset) => !GroupAsset.safeParse(asset).success))
    add('assets', { message: formErrorMessages.invalid });
  return issues;
}

/**
 * The dialog's resolver schema: nothing is sent while `groupFormIssues` (the contract's group
 * rules and limits) finds a problem, each under its field; then the form becomes the API's input.
 */
export const groupFormSchema = z
  .custom<GroupFormValues>()
  .superRefine((values, context) => {
    for (const [field, issue] of Object.entries(groupFormIssues(values)))
      context.addIssue({ code: 'custom', path: [field], message: String(issue.message.id) });
  })
  .transform(groupInputOf);
