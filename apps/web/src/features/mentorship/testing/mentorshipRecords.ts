import type { ChosenMentor, MentorshipParticipant, PersonRef } from '@atrium/contract';
import type { ParticipantRecord, SessionRecord } from '../mentorshipApi';

export const aPerson = (id: string, first_name: string, last_name: string): PersonRef => ({
  id,
  first_name,
  last_name,
  job_title: 'Consultant',
  has_picture: false,
  picture_version: null,
});

/** A session in its selection period, as the API answers it; override what a test cares about. */
export function aSession(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: 's1',
    name: 'Mentorship 2027',
    year: 2027,
    mentor_registration: { start: '2027-01-04', end: '2027-01-22' },
    mentee_registration: { start: '2027-01-11', end: '2027-01-29' },
    selection: { start: '2027-02-01', end: '2027-02-19' },
    matching: { start: '2027-02-22', end: '2027-03-05' },
    phase: 'selection',
    open_periods: ['selection'],
    counts: { mentors: 4, mentees: 6, requests_sent: 2, seats: 9, seats_left: 3 },
    matched_at: null,
    published_at: null,
    archived_at: null,
    created_at: '2026-12-01T09:00:00Z',
    _can: { update: false, delete: false },
    ...overrides,
  };
}

/** A mentor registered in session s1; override what a test cares about. */
export function aParticipant(overrides: Partial<ParticipantRecord> = {}): ParticipantRecord {
  return {
    id: 'm1',
    session_id: 's1',
    role: 'mentor',
    person: aPerson('p1', 'Alice', 'Martin'),
    business_unit: 'Data',
    motivation: '',
    goals: '',
    mentee_count: 3,
    skills: ['React'],
    skill_levels: { React: 'expert' },
    request_status: null,
    favourites: [],
    requested: 0,
    requested_first: 0,
    seats_left: 3,
    created_at: '2026-12-02T09:00:00Z',
    _can: { update: false, delete: false },
    ...overrides,
  };
}

/** The caller as a mentee of s1 whose request is in progress. */
export const aMentee = (favourites: string[] = []): MentorshipParticipant =>
  aParticipant({
    id: 'me',
    role: 'mentee',
    person: aPerson('p9', 'Emma', 'Wilson'),
    mentee_count: null,
    skill_levels: {},
    request_status: favourites.length > 0 ? 'in_progress' : 'to_complete',
    favourites,
  });

export const chosen: ChosenMentor[] = [
  { id: 'm1', person: aPerson('p1', 'Alice', 'Martin'), rank: 1 },
  { id: 'm2', person: aPerson('p2', 'Bruno', 'Costa'), rank: 2 },
  { id: 'm3', person: aPerson('p3', 'Chloé', 'Dubois'), rank: 3 },
];
