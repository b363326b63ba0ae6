/**
 * Test data factories (docs/architecture.md#tests): every call makes values no other test uses, so
 * tests run in parallel against one database without seeing each other's users.
 */

/** What a person types to sign up. */
export interface UserInput {
  /** Full name; the first word is the first name the dashboard greets. */
  name: string;
  /** Lower-case, unique per call. */
  email: string;
  /** At least 8 characters (docs/product.md#9-constants-and-limits). */
  password: string;
}

const FIRST_NAMES = ['Amara', 'Bilal', 'Chen', 'Dara', 'Elif', 'Farah', 'Goran', 'Hana', 'Ines'];
const LAST_NAMES = ['Okafor', 'Silva', 'Nakamura', 'Kowalski', 'Haddad', 'Lindqvist', 'Mensah'];

let counter = 0;

/** A short string unique across workers and runs: time, process and a counter. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter.toString(36)}`;
}

/** A new user's sign-up data; any field can be overridden. */
export function makeUser(overrides: Partial<UserInput> = {}): UserInput {
  const suffix = uniqueSuffix();
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${suffix}@example.com`.toLowerCase(),
    password: `Mentor-${suffix}-pass`,
    ...overrides,
  };
}

/** The first word of a full name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0]!;
}

/**
 * A mentor's name no other test uses, letters only (the search matches words), so a search
 * and the admin list find just them. `first` is a plausible first name.
 */
export function uniqueMentorName(lastPrefix = 'Vetted'): { first: string; last: string } {
  const letters = uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const first = makeUser().name.split(' ')[0]!;
  return { first, last: `${lastPrefix}${letters}` };
}
