import type { SystemMessage } from '@pathwise/contracts';
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { newId } from '../../lib/crypto.ts';
import {
  ensurePair,
  findPair,
  hasMessages,
  insertDemoMessages,
  setDemoState,
} from '../../modules/messages/repository.ts';
import { bookings, mentorProfiles, users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Demo conversations (docs/product.md#13-demo-content): the demo
 * mentee (Jordan Rivera) and the demo mentor (Sofia Lindqvist) have about ten messages over
 * the last days, a system message (the rescheduled invite of their booking with an open
 * proposal, with Accept and Decline; else the latest booking made) and two messages Jordan
 * has not read; Jordan also talks with another demo mentor, and Sofia with another demo
 * mentee, who wrote last (unread for her). Nothing without the demo accounts; a pair that
 * already has messages is left as it is (idempotent).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Tx = Parameters<DemoSeeder['run']>[0];
interface Line {
  from: 'mentee' | 'mentor' | null;
  text: string;
  at: number;
  system?: SystemMessage;
}

/**
 * Insert `lines` (sorted by time) in the pair's conversation; the mentee has read all but
 * the last `menteeUnread`, the mentor all but the last `mentorUnread`.
 */
async function seedConversation(
  tx: Tx,
  menteeId: string,
  mentorId: string,
  lines: Line[],
  unread: { mentee: number; mentor: number },
): Promise<void> {
  const { row } = await ensurePair(tx.db, newId(), menteeId, mentorId);
  if (await hasMessages(tx.db, row.id)) return;
  const sorted = [...lines].sort((a, b) => a.at - b.at);
  const stored = await insertDemoMessages(
    tx.db,
    sorted.map((l) => ({
      id: newId(),
      conversationId: row.id,
      senderId: l.from === null ? null : l.from === 'mentee' ? menteeId : mentorId,
      kind: l.system ? ('system' as const) : ('text' as const),
      text: l.system ? '' : l.text,
      system: l.system ?? null,
      createdAt: new Date(l.at),
    })),
  );
  const seqs = stored.map((m) => m.seq).sort((a, b) => a - b);
  const readUpTo = (n: number) => (n === 0 ? seqs.at(-1)! : (seqs[seqs.length - n - 1] ?? 0));
  await setDemoState(tx.db, row.id, {
    menteeReadSeq: readUpTo(unread.mentee),
    mentorReadSeq: readUpTo(unread.mentor),
    lastMessageAt: new Date(sorted.at(-1)!.at),
  });
}

export const messagesSeeder: DemoSeeder = {
  name: 'messages',
  async run(tx, ctx) {
    const now = ctx.now;
    const found = await tx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL]));
    const jordan = found.find((u) => u.email === DEMO_MENTEE_EMAIL)?.id;
    const sofia = found.find((u) => u.email === DEMO_MENTOR_EMAIL)?.id;
    if (!jordan || !sofia) return;
    // Seeded before: leave every demo conversation as it is (people may have answered).
    const existing = await findPair(tx.db, jordan, sofia);
    if (existing && (await hasMessages(tx.db, existing.id))) return;

    // The system message: the pair's open proposal, else their latest booking.
    const [proposed] = await tx.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.menteeId, jordan),
          eq(bookings.mentorId, sofia),
          isNotNull(bookings.proposedStartsAt),
        ),
      )
      .limit(1);
    const [latest] = await tx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.menteeId, jordan), eq(bookings.mentorId, sofia)))
      .orderBy(desc(bookings.createdAt))
      .limit(1);
    const booking = proposed ?? latest;
    const system: Line[] = booking
      ? [
          {
            from: null,
            text: '',
            at: now - 2 * HOUR_MS,
            system: {
              type: proposed
                ? 'booking_proposed'
                : booking.status === 'pending'
                  ? 'booking_requested'
                  : 'booking_created',
              bookingId: booking.id,
              start: booking.startsAt.toISOString(),
              end: booking.endsAt.toISOString(),
              proposal:
                proposed?.proposedStartsAt && proposed.proposedEndsAt
                  ? {
                      start: proposed.proposedStartsAt.toISOString(),
                      end: proposed.proposedEndsAt.toISOString(),
                    }
                  : null,
              answer: null,
              actor: null,
            },
          },
        ]
      : [];
    const ago = (days: number, hours = 0) => now - days * DAY_MS - hours * HOUR_MS;
    await seedConversation(
      tx,
      jordan,
      sofia,
      [
        {
          from: 'mentee',
          text: 'Hi Sofia! Thanks again for the portfolio review. I have started cutting the case studies down.',
          at: ago(4, 5),
        },
        {
          from: 'mentor',
          text: 'Great to hear. Keep the two strongest and go deep on your decisions, not the screens.',
          at: ago(4, 4),
        },
        {
          from: 'mentee',
          text: 'I rewrote the Contoso case study. Would you have a look before our next session?',
          at: ago(3, 6),
        },
        { from: 'mentor', text: 'Send it over, I will leave comments by Thursday.', at: ago(3, 5) },
        {
          from: 'mentee',
          text: 'Here it is: https://example.com/jordan/contoso-case-study',
          at: ago(2, 8),
        },
        {
          from: 'mentor',
          text: 'Read it. The problem statement is much sharper now.\nThe metrics section still reads like a list, though.',
          at: ago(2, 3),
        },
        {
          from: 'mentee',
          text: 'Thanks! I will turn the metrics into a short story: before, what we changed, after.',
          at: ago(1, 7),
        },
        {
          from: 'mentor',
          text: 'Exactly. And practise telling it out loud in under two minutes.',
          at: ago(1, 6),
        },
        ...system,
        {
          from: 'mentor',
          text: proposed
            ? 'I am travelling on the day of our feedback session, so I proposed a new time. Does it work for you?'
            : 'Looking forward to our next session!',
          at: ago(0, 1.5),
        },
        {
          from: 'mentor',
          text: 'Also: bring one question about leading your first critique. We will start with that.',
          at: ago(0, 1),
        },
      ],
      { mentee: 2, mentor: 0 },
    );

    // Jordan and another approved demo mentor.
    const [otherMentor] = await tx.db
      .select({ id: mentorProfiles.userId })
      .from(mentorProfiles)
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .where(and(eq(mentorProfiles.status, 'approved'), ne(mentorProfiles.userId, sofia)))
      .orderBy(asc(users.name), asc(mentorProfiles.userId))
      .limit(1);
    if (otherMentor) {
      await seedConversation(
        tx,
        jordan,
        otherMentor.id,
        [
          {
            from: 'mentee',
            text: 'Hello! I saw you mentor designers moving into research-heavy roles. Do you take new mentees this month?',
            at: ago(6, 2),
          },
          {
            from: 'mentor',
            text: 'Hi Jordan, yes. Book an intro session and tell me in the agenda where you are stuck.',
            at: ago(6, 1),
          },
          { from: 'mentee', text: 'Will do, thank you!', at: ago(5, 9) },
        ],
        { mentee: 0, mentor: 0 },
      );
    }

    // Sofia and another demo mentee (one of her booked mentees).
    const [otherMentee] = await tx.db
      .select({ id: bookings.menteeId })
      .from(bookings)
      .where(and(eq(bookings.mentorId, sofia), ne(bookings.menteeId, jordan)))
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(1);
    if (otherMentee) {
      await seedConversation(
        tx,
        otherMentee.id,
        sofia,
        [
          {
            from: 'mentee',
            text: 'Hi Sofia, I booked a session about moving from graphic design to product design.',
            at: ago(2, 4),
          },
          {
            from: 'mentor',
            text: 'Welcome! Bring two pieces of work you are proud of and we will map the gaps.',
            at: ago(2, 2),
          },
          {
            from: 'mentee',
            text: 'Perfect. Should they be finished projects, or can one be work in progress?',
            at: ago(0, 3),
          },
        ],
        { mentee: 0, mentor: 1 },
      );
    }
  },
};
