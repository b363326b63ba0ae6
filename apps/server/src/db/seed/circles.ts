import { createHash, randomUUID } from 'node:crypto';
import type { MENTOR_NICHES, MentorSkill } from '@pathwise/contracts';
import { eq, like } from 'drizzle-orm';
import { insertPosts, type NewCirclePost } from '../../modules/circles/posts-repository.ts';
import {
  insertCircles,
  insertDemoMemberships,
  type NewCircle,
} from '../../modules/circles/repository.ts';
import { pickDemoMentors } from '../../modules/mentors/application-repository.ts';
import { users } from '../schema.ts';
import { DEMO_MENTEE_EMAIL } from './demo-accounts.ts';
import type { DemoSeeder } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Who writes a demo post: `mentee` is the demo mentee (Jordan Rivera; a thread with any part
 * by them is left out when the demo accounts do not exist), a number is the circle's n-th
 * demo mentor (the first one when there are fewer).
 */
type DemoAuthor = 'mentee' | 0 | 1 | 2;

/** A demo thread: a post and its replies, dated `hoursAgo` before the seeding. */
interface DemoThread {
  by: DemoAuthor;
  hoursAgo: number;
  body: string;
  replies: { by: DemoAuthor; hoursAgo: number; body: string }[];
}

/**
 * Demo discussions (docs/product.md#13-demo-content: "demo circles have discussions"): a few
 * threads in four circles, written by the circle's demo mentors and the demo mentee, within the
 * last days so that Hot Trending counts them.
 */
export const DEMO_DISCUSSIONS: Record<string, DemoThread[]> = {
  'self-taught-developers': [
    {
      by: 'mentee',
      hoursAgo: 30,
      body: 'I have finished a JavaScript course and built two small apps. What should I learn next to be ready for junior interviews: a framework, data structures, or testing?',
      replies: [
        {
          by: 0,
          hoursAgo: 27,
          body: 'Pick one framework and build something real with it, with tests. Interviewers ask about what you built far more than about algorithms for junior roles.',
        },
        {
          by: 1,
          hoursAgo: 20,
          body: 'Agreed. And practise explaining your code out loud. This free guide helped my mentees: https://developer.mozilla.org/en-US/docs/Learn',
        },
      ],
    },
    {
      by: 0,
      hoursAgo: 70,
      body: 'Weekly code review thread: post a link to a pull request or a repository and say what kind of feedback you want.\nI will answer every one by Friday.',
      replies: [],
    },
  ],
  'ux-portfolio-review': [
    {
      by: 0,
      hoursAgo: 12,
      body: 'Portfolio tip of the week: lead each case study with the problem and the outcome, then the process. Hiring managers skim the first screen.',
      replies: [
        {
          by: 'mentee',
          hoursAgo: 9,
          body: 'Thank you! Should the outcome be a metric even for a school project?',
        },
        {
          by: 0,
          hoursAgo: 6,
          body: 'If you have one, yes. Otherwise say what you learned from testing with users and what you would change next.',
        },
      ],
    },
  ],
  'teachers-into-edtech': [
    {
      by: 0,
      hoursAgo: 50,
      body: 'If you are moving from the classroom: your lesson plans are learning-design artefacts. Rewrite one as a case study with objectives, audience and assessment.',
      replies: [
        {
          by: 1,
          hoursAgo: 40,
          body: 'And name the tools you used (LMS, authoring tools). Recruiters search for them.',
        },
      ],
    },
  ],
  'first-salary-money-club': [
    {
      by: 0,
      hoursAgo: 96,
      body: 'Before you accept an offer, ask about the pension match. It is part of your salary, and many people leave it on the table.',
      replies: [
        {
          by: 1,
          hoursAgo: 80,
          body: 'Plus the emergency fund first: three months of expenses before investing anything.',
        },
      ],
    },
  ],
};

/**
 * One demo circle. `daysAgo` dates it relative to the seeding, so that Recently Added has a
 * real order; `members` is how many of the demo mentees (the bookings seeder's
 * `demo-mentee-N` accounts) join it as membership rows, besides its demo mentors, so that a
 * card and the circle's page count the same members (docs/product.md#128-circles); `likes` becomes
 * the demo like baseline (`demo_like_count`) that real likes add to.
 */
interface DemoCircle {
  slug: string;
  title: string;
  category: NewCircle['category'];
  description: string;
  daysAgo: number;
  members: number;
  likes: number;
  /** Which demo mentors join it: any of these skill tags or onboarding niches. */
  mentors: { skills?: MentorSkill[]; niches?: (typeof MENTOR_NICHES)[number][] };
}

/** Demo mentors per demo circle. */
const MENTORS_PER_CIRCLE = 3;

/** The bookings seeder's demo mentees (`demo-mentee-N@pathwise.example`), a LIKE pattern. */
const DEMO_FILLER_EMAILS = 'demo-mentee-%@pathwise.example';

/**
 * `count` of `ids` (at most all of them), the same ones for the same `seed` on every run,
 * different ones from circle to circle.
 */
function pickMembers(ids: string[], seed: string, count: number): string[] {
  const key = (id: string) => createHash('md5').update(`${id}${seed}`).digest('hex');
  return [...ids].sort((a, b) => key(a).localeCompare(key(b))).slice(0, count);
}

/**
 * The demo circles: the spec's six sample communities (docs/product.md#9-constants-and-limits "6 communities"; the
 * first six, one each for Finance, Design & Creative, Tech, Startup, University Admission and
 * Marketing) and six more, so that every category button finds at least one circle. Each has
 * a cover at `/images/circles/<slug>.svg` (apps/web/public).
 */
export const DEMO_CIRCLES: DemoCircle[] = [
  {
    slug: 'first-salary-money-club',
    title: 'First Salary Money Club',
    category: 'finance',
    description:
      'Your first pay cheque, without the guesswork. We compare budgeting methods, talk through employer pension matches and emergency funds, and share how we negotiated our starting offers.',
    daysAgo: 212,
    members: 16,
    likes: 6,
    mentors: { skills: ['finance'] },
  },
  {
    slug: 'ux-portfolio-review',
    title: 'UX Portfolio Review',
    category: 'design_creative',
    description:
      'Post a case study, get specific feedback from working designers. Weekly critique threads on storytelling, process and visuals, plus what hiring managers actually look for in a portfolio.',
    daysAgo: 175,
    members: 13,
    likes: 5,
    mentors: { skills: ['ux_design', 'design'] },
  },
  {
    slug: 'self-taught-developers',
    title: 'Self-Taught Developers',
    category: 'tech',
    description:
      'For people learning to code outside a degree. Study plans, code reviews, and honest stories from developers who landed their first engineering job through bootcamps or books.',
    daysAgo: 160,
    members: 18,
    likes: 7,
    mentors: { skills: ['coding'] },
  },
  {
    slug: 'founders-first-100-days',
    title: "Founders' First 100 Days",
    category: 'startup',
    description:
      'Early-stage founders comparing notes on customer interviews, first hires, incorporation and pre-seed fundraising. Bring a problem you are stuck on; leave with three people who have solved it.',
    daysAgo: 131,
    members: 10,
    likes: 4,
    mentors: { skills: ['strategy'], niches: ['executive'] },
  },
  {
    slug: 'grad-school-applications',
    title: 'Grad School Applications',
    category: 'university_admission',
    description:
      'Statements of purpose, recommendation letters, GRE and GMAT planning, and scholarship deadlines. Current students and admissions readers answer questions every week of application season.',
    daysAgo: 98,
    members: 14,
    likes: 5,
    mentors: { niches: ['career'] },
  },
  {
    slug: 'growth-marketing-lab',
    title: 'Growth Marketing Lab',
    category: 'marketing',
    description:
      'Experiments that moved the numbers, and the ones that did not. Funnel teardowns, SEO and lifecycle email, and how to present results to a sceptical CFO.',
    daysAgo: 87,
    members: 11,
    likes: 4,
    mentors: { skills: ['marketing'] },
  },
  {
    slug: 'investment-banking-recruiting',
    title: 'Investment Banking Recruiting',
    category: 'finance',
    description:
      'Technical interview prep (DCF, LBO, accretion and dilution), networking calls that do not feel forced, and timelines for summer analyst and lateral hires.',
    daysAgo: 64,
    members: 8,
    likes: 3,
    mentors: { skills: ['finance'] },
  },
  {
    slug: 'teachers-into-edtech',
    title: 'Teachers into EdTech',
    category: 'education',
    description:
      'Classroom teachers moving into instructional design, curriculum and product roles. Translate lesson planning into a résumé, build a learning-design portfolio and prepare for your first corporate interview.',
    daysAgo: 45,
    members: 7,
    likes: 3,
    mentors: { niches: ['transitional', 'career'] },
  },
  {
    slug: 'data-science-switchers',
    title: 'Data Science Career Switchers',
    category: 'tech',
    description:
      'Analysts, scientists and engineers moving into data roles. SQL and Python study groups, portfolio projects with real data sets, and how to talk about a non-linear career in interviews.',
    daysAgo: 30,
    members: 9,
    likes: 3,
    mentors: { skills: ['data_science'] },
  },
  {
    slug: 'design-thinking-lab',
    title: 'Design Thinking for Innovators',
    category: 'innovation',
    description:
      'Run better discovery: problem framing, rapid prototyping and testing ideas with users before building them. Monthly challenges set by product and innovation leads.',
    daysAgo: 19,
    members: 5,
    likes: 2,
    mentors: { skills: ['ux_design', 'strategy'] },
  },
  {
    slug: 'creators-side-income',
    title: 'Creators: Side Project to Income',
    category: 'creators',
    description:
      'Writers, video makers and podcasters turning an audience into income. Pricing sponsorships, newsletters and digital products, and keeping a day job while you build.',
    daysAgo: 9,
    members: 4,
    likes: 2,
    mentors: { skills: ['marketing', 'sales'] },
  },
  {
    slug: 'bitcoin-web3-careers',
    title: 'Bitcoin & Web3 Careers',
    category: 'bitcoin_web3',
    description:
      'Protocol engineering, security auditing, compliance and research roles in Bitcoin and Web3. We separate real jobs from hype and review each other’s open-source contributions.',
    daysAgo: 4,
    members: 3,
    likes: 1,
    mentors: { skills: ['coding', 'finance'] },
  },
];

/**
 * Writes a circle's {@link DemoThread}s (`is_demo = true`); the demo mentee joins the circles
 * they write in (a week before their first post). Nothing without demo mentors.
 */
async function seedDiscussion(
  db: Parameters<DemoSeeder['run']>[0]['db'],
  circleId: string,
  threads: DemoThread[],
  mentors: string[],
  menteeId: string | undefined,
  now: number,
): Promise<void> {
  if (threads.length === 0 || mentors.length === 0) return;
  const author = (by: DemoAuthor): string =>
    by === 'mentee' ? menteeId! : (mentors[by] ?? mentors[0]!);
  const posts: NewCirclePost[] = [];
  const usable = (thread: DemoThread) =>
    menteeId !== undefined ||
    (thread.by !== 'mentee' && thread.replies.every((r) => r.by !== 'mentee'));
  for (const thread of threads.filter(usable)) {
    const postId = randomUUID();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
    posts.push({
      id: postId,
      circleId,
      authorId: author(thread.by),
      parentId: null,
      body: thread.body,
      isDemo: true,
      createdAt: at(thread.hoursAgo),
    });
    for (const reply of thread.replies) {
      posts.push({
        id: randomUUID(),
        circleId,
        authorId: author(reply.by),
        parentId: postId,
        body: reply.body,
        isDemo: true,
        createdAt: at(reply.hoursAgo),
      });
    }
  }
  if (menteeId && posts.some((p) => p.authorId === menteeId)) {
    await insertDemoMemberships(db, [
      { circleId, userId: menteeId, joinedAt: new Date(now - 7 * DAY_MS) },
    ]);
  }
  await insertPosts(db, posts);
}

/**
 * Loads {@link DEMO_CIRCLES} as demo rows (`is_demo = true`), then has a few of the demo
 * mentors (loaded earlier by the mentors seeder; none if it did not run) join the circles
 * that match their skills and `members` demo mentees join as well (loaded by the bookings
 * seeder; none if it did not run), at times spread between the circle's opening and now, and writes
 * the {@link DEMO_DISCUSSIONS}.
 */
export const circlesSeeder: DemoSeeder = {
  name: 'circles',
  async run(tx) {
    const now = Date.now();
    const rows = DEMO_CIRCLES.map((c) => ({ c, id: randomUUID() }));
    await insertCircles(
      tx.db,
      rows.map(({ c, id }) => ({
        id,
        slug: c.slug,
        title: c.title,
        category: c.category,
        description: c.description,
        imagePath: `/images/circles/${c.slug}.svg`,
        createdAt: new Date(now - c.daysAgo * DAY_MS),
        isDemo: true,
        demoLikeCount: c.likes,
      })),
    );
    const [mentee] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_MENTEE_EMAIL));
    const fillers = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, DEMO_FILLER_EMAILS))
      .orderBy(users.email);
    for (const { c, id } of rows) {
      const mentors = await pickDemoMentors(tx.db, c.mentors, c.slug, MENTORS_PER_CIRCLE);
      const members = pickMembers(
        fillers.map((f) => f.id),
        c.slug,
        c.members,
      );
      const opened = now - c.daysAgo * DAY_MS;
      const joiners = [...mentors, ...members];
      await insertDemoMemberships(
        tx.db,
        joiners.map((userId, i) => ({
          circleId: id,
          userId,
          // Mentors joined soon after the circle opened, members over its life, the last lately.
          joinedAt: new Date(opened + ((now - opened) * (i + 1)) / (joiners.length + 1)),
        })),
      );
      await seedDiscussion(tx.db, id, DEMO_DISCUSSIONS[c.slug] ?? [], mentors, mentee?.id, now);
    }
  },
};
