/**
 * Review texts are put together from these parts (what the mentor did, what came of it, a
 * closing word), each combination used once, so no two demo reviews read the same
 * (docs/product.md#13-demo-content): 16 × 12 × 9 = 1,728 texts, more than the demo has reviews with
 * text.
 */
const REVIEW_OPENINGS = [
  'Clear, practical advice.',
  'Asked the right questions and helped me see what I was avoiding.',
  'Very well prepared: had read my CV before the call.',
  'Warm and direct.',
  'Listened first, then challenged my plan in a kind way.',
  'Brought real examples from their own career.',
  'Generous with contacts and honest feedback.',
  'Straight to the point, no generic tips.',
  'Patient with my many questions.',
  'Knew the industry inside out.',
  'Calm and structured from the first minute.',
  'Gave me an outside view I could not get at work.',
  'Honest about what my portfolio was missing.',
  'Made a scary topic feel manageable.',
  'Shared templates I will keep using.',
  'Turned a vague worry into a concrete question.',
];
const REVIEW_OUTCOMES = [
  'I left with three things to do this week.',
  'The mock interview was exactly what I needed.',
  'We structured my first 90 days in the new role.',
  'I negotiated a better offer two days later.',
  'We mapped out a realistic plan for my career change.',
  'My CV is finally one page and reads like me.',
  'I now know which roles to apply for and why.',
  'The feedback on my case study changed how I present it.',
  'I stopped over-preparing and started shipping.',
  'I have a plan for the conversation with my manager.',
  'We rehearsed the salary talk until it felt natural.',
  'I understand the promotion criteria at last.',
];
const REVIEW_CLOSINGS = [
  '',
  'Highly recommended.',
  'Booking again next month.',
  'Worth every minute.',
  'Thank you!',
  'Exactly the push I needed.',
  'I will be back with an update.',
  'Would recommend to any friend in my situation.',
  'Great session.',
];

/** The `n`-th review text (0-based), all different up to the number of combinations. */
export function reviewText(n: number): string {
  const o = REVIEW_OPENINGS.length;
  const m = REVIEW_OUTCOMES.length;
  const c = REVIEW_CLOSINGS.length;
  const k = n % (o * m * c);
  // Step through the outcomes and closings at different rates so neighbours differ everywhere.
  const parts = [
    REVIEW_OPENINGS[k % o]!,
    REVIEW_OUTCOMES[(k + Math.floor(k / o)) % m]!,
    REVIEW_CLOSINGS[Math.floor(k / (o * m)) % c]!,
  ];
  return parts.filter(Boolean).join(' ');
}
