import type { StaffingAvailability } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { readNeedDates } from './need-dates.ts';

const TODAY = '2026-11-28';
const none: StaffingAvailability = { start: null, weeks: null, load_pct: null };

describe('reading when and how much a need asks for', () => {
  it.each<[string, Partial<StaffingAvailability>]>([
    // Starts, English.
    [
      'A data engineer from 1 March, full time, for 6 months',
      { start: '2027-03-01', load_pct: 100, weeks: 26 },
    ],
    ['Starting March 15th 2027, Kafka and Flink', { start: '2027-03-15' }],
    ['starting on 2027-02-01 for a bank', { start: '2027-02-01' }],
    ['Needed ASAP: a React developer', { start: TODAY }],
    ['Start: as soon as possible, 3 days a week', { start: TODAY, load_pct: 60 }],
    ['from January, for 3 months', { start: '2027-01-01', weeks: 13 }],
    ['from early April 2027', { start: '2027-04-01' }],
    ['starting mid-March, half time', { start: '2027-03-15', load_pct: 50 }],
    ['from 5/01 for a 6-month mission', { start: '2027-01-05', weeks: 26 }],
    ['available from December 1st', { start: '2026-12-01' }],
    ['from 28 November', { start: TODAY }],
    // Starts, French.
    ['Consultant Java dès le 1er mars, à temps plein', { start: '2027-03-01', load_pct: 100 }],
    ['À partir de mars, pour 6 mois', { start: '2027-03-01', weeks: 26 }],
    ['Démarrage début avril, 2 jours par semaine', { start: '2027-04-01', load_pct: 40 }],
    ['mission à mi-temps à compter du 15/01/2027', { start: '2027-01-15', load_pct: 50 }],
    ['dès que possible, durée 3 mois', { start: TODAY, weeks: 13 }],
    ['démarrage mi-mars, mission de 4 mois', { start: '2027-03-15', weeks: 17 }],
    ['Pour le 2 février : un architecte cloud', { start: '2027-02-02' }],
    // Durations and loads alone.
    ['A Scrum master for 8 weeks', { weeks: 8 }],
    ['an 18-month engagement in insurance', { weeks: 78 }],
    ['pendant 2 semaines, temps partiel', { weeks: 2, load_pct: 50 }],
    ['at 80 % on the programme', { load_pct: 80 }],
    ['charge de 60 % sur le projet', { load_pct: 60 }],
    ['4 days per week, remote', { load_pct: 80 }],
    ['1 jour/semaine pour du conseil', { load_pct: 20 }],
    ['full-time, on site in Lyon', { load_pct: 100 }],
    // Labelled fields, lists and counts in words, English.
    ['from March', { start: '2027-03-01' }],
    ['starting 2027-03-01', { start: '2027-03-01' }],
    [
      'Start date: 1 March 2027 — Duration: 6 months — Load: 50 %',
      { start: '2027-03-01', weeks: 26, load_pct: 50 },
    ],
    ['Java developer, 6 months, full time', { weeks: 26, load_pct: 100 }],
    ['Python, 50 %, from April', { start: '2027-04-01', load_pct: 50 }],
    ['three days a week for six months', { load_pct: 60, weeks: 26 }],
    ['kick-off on 12 January, 0.5 FTE', { start: '2027-01-12', load_pct: 50 }],
    ['start next month, 3 weeks, part time', { start: '2026-12-01', weeks: 3, load_pct: 50 }],
    ['starting Q2 2027 on a 12-month programme', { start: '2027-04-01' }],
    ['from mid-2027', { start: '2027-07-01' }],
    // The same, French.
    ['Date de démarrage : 01/03/2027', { start: '2027-03-01' }],
    ['Dès le premier mars, trois jours par semaine', { start: '2027-03-01', load_pct: 60 }],
    ['Début 2027, une mission de 6 mois renouvelables', { start: '2027-01-01', weeks: 26 }],
    ['Démarrage la semaine prochaine, pendant six mois', { start: '2026-11-30', weeks: 26 }],
    ['Charge : 50 %, durée : 3 semaines', { load_pct: 50, weeks: 3 }],
    ['à 4/5 sur le projet', { load_pct: 80 }],
    ['une journée par semaine, 6 mois renouvelables', { load_pct: 20, weeks: 26 }],
  ])('%s', (need, expected) => {
    expect(readNeedDates(need, TODAY).availability).toEqual({ ...none, ...expected });
  });

  it.each([
    'Three days of workshops with the client, then a report',
    'Experience with March Networks cameras',
    'In mid 2025 we delivered a similar platform',
    'Fin mars nous avons livré la plateforme',
    'He left 6 months ago; the team needs Python',
    '50 % of the budget goes to licences',
    'Des consultants Python et Spark',
    'We have 12 months of data to migrate',
    'Kafka 3 and Spark 3.5 on 2 clusters',
    'Our 5 days training course on Azure',
    "jusqu'au 1er mars la mission est couverte",
    'From March 2019 to 2021 we ran their platform',
    'Début 2025 nous avons livré la refonte',
    'In the last 12 months, we delivered 4 releases',
    'a 50 % discount on licences',
    'Budget: 50 %, then 3 days of workshops',
    'every 2 weeks we meet the sponsor',
  ])('reads nothing of when or how much in "%s"', (need) => {
    expect(readNeedDates(need, TODAY)).toEqual({ availability: none, words: none });
  });

  it("quotes the need's own words for each, accents and spacing as written", () => {
    expect(readNeedDates('Consultant SAP  dès le 1er mars à 80\u202f%, durée : 4 mois', TODAY).words).toEqual(
      {
        start: 'dès le 1er mars',
        weeks: 'durée : 4 mois',
        load_pct: 'à 80\u202f%',
      },
    );
  });

  it('reads the first of two mentions', () => {
    expect(readNeedDates('from 1 March, or from 1 April at the latest', TODAY).availability.start).toBe(
      '2027-03-01',
    );
  });

  it('refuses a day no calendar has', () => {
    expect(readNeedDates('from 31 April', TODAY).availability.start).toBeNull();
  });
});
