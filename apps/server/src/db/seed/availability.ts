import { AVAILABILITY_DEFAULTS, type Availability } from '@pathwise/contracts';
import { setTimeZone } from '../../modules/account/repository.ts';
import { saveAvailability } from '../../modules/bookings/schedule-repository.ts';
import { listApprovedDemoMentors } from '../../modules/mentors/application-repository.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Demo availability (docs/product.md#13-demo-content: a newcomer can book at once): every approved
 * demo mentor gets weekly hours in one of several time zones, so slots show several zones' working
 * hours.
 */

const ZONES = [
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Europe/Berlin',
  'America/Los_Angeles',
  'Africa/Lagos',
  'Asia/Singapore',
];

const range = (start: string, end: string) => ({ start, end });

/** Three kinds of week: office hours, evenings and a Saturday, early mornings. */
const WEEKS: Availability['weeklyHours'][] = [
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    ranges: [range('09:00', '12:00'), range('14:00', '17:00')],
  })),
  [
    { weekday: 2, ranges: [range('18:00', '21:00')] },
    { weekday: 4, ranges: [range('18:00', '21:00')] },
    { weekday: 6, ranges: [range('10:00', '13:00')] },
  ],
  [1, 3, 5].map((weekday) => ({ weekday, ranges: [range('08:00', '11:00')] })),
];

/** The availability of the `index`-th approved demo mentor. */
export function demoAvailability(index: number): Availability {
  return {
    timeZone: ZONES[index % ZONES.length]!,
    weeklyHours: WEEKS[index % WEEKS.length]!,
    dateOverrides: [],
    ...AVAILABILITY_DEFAULTS,
    maxPerDay: index % 4 === 0 ? 4 : null,
    requiresConfirmation: index % 5 === 4,
    meetingUrl: null,
  };
}

export const availabilitySeeder: DemoSeeder = {
  name: 'availability',
  async run(tx) {
    const ids = await listApprovedDemoMentors(tx.db);
    for (const [index, id] of ids.entries()) {
      const value = demoAvailability(index);
      await saveAvailability(tx.db, id, value);
      await setTimeZone(tx.db, id, value.timeZone);
    }
  },
};
