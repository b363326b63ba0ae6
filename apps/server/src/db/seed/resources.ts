import { BlogSlug } from '@pathwise/contracts';
import { newId } from '../../lib/crypto.ts';
import { insertPosts, type NewBlogPost } from '../../modules/resources/repository.ts';
import type { DemoSeeder } from './types.ts';

/**
 * Demo articles of /resources (docs/product.md#13-demo-content "Demo content"): the spec's 4 'Latest Blogs'
 * and 4 'Trending' cards (docs/product.md#9-constants-and-limits) as eight real articles about mentoring and careers.
 * The four newest make 'Latest Blogs'; the four older ones carry a trending score.
 * Covers are the SVGs in apps/web/public/images/resources/.
 */

type DemoPost = Omit<NewBlogPost, 'id' | 'isDemo' | 'coverImage' | 'publishedAt'> & {
  /** Publication day (UTC noon is stored, so the date reads the same in every time zone). */
  date: string;
};

const POSTS: DemoPost[] = [
  {
    slug: 'first-mentoring-session',
    title: 'How to Get the Most Out of Your First Mentoring Session',
    author: 'Priya Raman',
    category: 'Mentoring',
    date: '2025-09-08',
    trendingScore: 0,
    excerpt:
      'Sixty minutes go fast. A little preparation turns a pleasant chat into a session that changes what you do next week.',
    paragraphs: [
      'Most first mentoring sessions end the same way: both people enjoyed the conversation, and neither could say afterwards what changed. That is not a failure of chemistry. It is a failure of preparation, and it is easy to fix.',
      'Start by writing down one question you would be embarrassed not to have asked. Not "how did you get where you are?", which invites a biography, but something concrete: "I have two offers and I cannot tell which team will teach me more. How would you decide?" A specific question gives your mentor something to push against, and it shows that you value their time.',
      'Send a short note before the session. Three or four sentences are enough: where you are now, what you want to be true in six months, and the question you plan to bring. Mentors who receive context beforehand arrive with examples ready instead of spending the first twenty minutes catching up.',
      'During the session, listen for the questions your mentor asks you, not only for their advice. A good mentor will often answer a question with a better question. Write those down. They are usually the ones you will still be thinking about a month later.',
      'Leave the last ten minutes for next steps. Agree on one or two actions you will take before you meet again, and say them out loud. It feels formal the first time; by the third session it is the part you look forward to, because it is where progress becomes visible.',
      'Finally, send a thank-you message within a day that repeats the actions you agreed on. It closes the loop, it gives your mentor an easy way to follow up, and it turns a single conversation into the start of a working relationship.',
    ],
  },
  {
    slug: 'negotiating-your-first-salary',
    title: 'Negotiating Your First Salary Without Fear',
    author: 'Marcus Bell',
    category: 'Job Search',
    date: '2025-08-25',
    trendingScore: 0,
    excerpt:
      'Most employers expect a counter-offer. Here is how to prepare one that is grounded in data and easy to say yes to.',
    paragraphs: [
      'Many graduates accept their first offer on the spot because asking for more feels risky. In practice, a polite, well-prepared counter-offer almost never costs anyone a job. Hiring managers budget for negotiation, and a calm conversation about pay tells them you will handle other difficult conversations well too.',
      'Preparation starts with a range, not a number. Look up salary surveys for the role and city, ask people one or two years ahead of you what they were offered, and talk to a mentor in the field. You want to know what the low, typical and high ends look like, and where your skills place you.',
      'When the offer arrives, thank them and ask for a day or two to review it. Then reply with a specific figure near the upper part of your range and a short reason: a competing offer, a skill the team said it needed, or the cost of living in the city. One sentence of reasoning is more persuasive than a page of it.',
      'Remember that salary is only one lever. If the base pay cannot move, ask about a signing bonus, an earlier salary review, extra leave, a training budget or remote days. These often come from different budgets and are easier for a manager to approve.',
      'Whatever the outcome, keep the tone warm. You are about to work with these people. Ending with "I am excited to join either way, and I appreciate you looking into it" keeps the door open and makes it easy for them to come back with their best answer.',
    ],
  },
  {
    slug: 'first-90-days-as-a-manager',
    title: 'From Individual Contributor to Manager: The First 90 Days',
    author: 'Elena Kovač',
    category: 'Leadership',
    date: '2025-08-11',
    trendingScore: 0,
    excerpt:
      'The skills that got you promoted are not the ones that will make you a good manager. A plan for the first three months.',
    paragraphs: [
      'The first surprise for new managers is how quiet the work becomes. The satisfying rhythm of finishing tasks disappears, replaced by conversations whose results show up weeks later. Knowing that this is normal makes the transition much less disorienting.',
      'Spend the first month listening. Hold a one-to-one with every person on the team and ask the same three questions: what is going well, what is getting in your way, and what do you want to learn this year. Take notes and resist the urge to fix anything yet. Patterns across those conversations will tell you where to start.',
      "In the second month, pick one or two problems that several people raised and solve them visibly. It might be a meeting that wastes everyone's Tuesday or a release process that breaks every other week. Small, shared wins build trust faster than a grand new strategy.",
      'The hardest habit to build is delegation. Hand over work you are good at, not just work you dislike, and agree up front on what "done" looks like. When the result differs from how you would have done it, ask whether it is actually worse or only different. Most of the time it is only different.',
      'By the third month, set a regular cadence: weekly one-to-ones, a monthly look at team goals, and time in your calendar to think. Find a mentor who has managed a team before. Many of the questions you will face, from a first difficult performance conversation to a first resignation, are ones they have already lived through.',
    ],
  },
  {
    slug: 'personal-brand-that-opens-doors',
    title: 'Building a Personal Brand That Opens Doors',
    author: 'Jordan Ellis',
    category: 'Career Growth',
    date: '2025-07-28',
    trendingScore: 0,
    excerpt:
      'A personal brand is not self-promotion. It is making it easy for the right people to understand what you are good at.',
    paragraphs: [
      'The phrase "personal brand" makes many people uncomfortable, because it sounds like marketing yourself as a product. A more useful definition is simpler: your brand is what people say about your work when you are not in the room. You already have one. The question is whether it is accurate.',
      'Begin by choosing the one or two things you want to be known for. They should be true today and useful to others, such as "explains complex data clearly" or "gets new products from idea to first customers". Vague labels like "passionate team player" describe everyone and therefore no one.',
      'Then show your work where your future colleagues already look. For designers that may be a portfolio; for engineers a few well-documented projects; for marketers a short write-up of a campaign and what it achieved. One thoughtful piece every month beats daily posts written to fill a schedule.',
      'Generosity does more for a reputation than visibility. Answer questions in communities you care about, introduce people who should know each other, and credit collaborators by name. People remember who helped them, and they mention it when opportunities come up.',
      'Finally, ask for an outside view. A mentor or a trusted colleague can tell you how your work is perceived and where the gaps are. Their answer is often more encouraging than you expect, and it gives you a clear place to focus next.',
    ],
  },
  {
    slug: 'career-goals-you-will-keep',
    title: 'Setting Career Goals You Will Actually Keep',
    author: 'Aisha Bello',
    category: 'Career Growth',
    date: '2025-07-14',
    trendingScore: 64,
    excerpt:
      'Ambitious goals fail when they have no next step. How to turn a five-year dream into something you can do this week.',
    paragraphs: [
      'Most career goals are written in January and forgotten by March. The problem is rarely ambition. It is that goals like "become a product manager" or "get promoted" describe a destination without a road, so every week there is a reason to start next week.',
      'Break each goal into three layers. The outcome is the destination: a new role, a promotion, a skill. The milestones are the checkpoints you will pass on the way: a course finished, a project led, a conversation with a hiring manager. The habits are what you do every week to reach the next milestone.',
      'Habits are where goals live or die, so make them small and specific. "Learn SQL" is an outcome. "Do two exercises on Tuesday and Thursday evenings" is a habit. If a habit takes more than an hour a week, you will skip it the first time work gets busy.',
      'Review your progress on a fixed day, even when the news is bad. Fifteen minutes on a Friday is enough to ask what moved, what did not, and what you will change. A goal you look at every week stays alive; a goal you look at once a quarter becomes a source of guilt.',
      'Share your goal with someone who will ask about it. Mentoring works partly because of this: knowing that someone you respect will ask "how did the interview practice go?" is a quiet but powerful reason to do the practice.',
    ],
  },
  {
    slug: 'why-every-founder-needs-a-mentor',
    title: 'Why Every Founder Needs a Mentor (and How to Find One)',
    author: 'Tomás Herrera',
    category: 'Startups',
    date: '2025-06-30',
    trendingScore: 76,
    excerpt:
      'Founders make more high-stakes decisions in a year than most people do in a decade. A mentor helps you make fewer of them alone.',
    paragraphs: [
      'Founding a company means facing a long series of first times: the first hire, the first investor meeting, the first customer who wants to leave. Each is new to you and familiar to someone who has been there. That gap is exactly where a mentor earns their place.',
      "A good founder mentor is not an investor and not a cheerleader. Investors have a stake in particular outcomes, and friends tend to tell you what you want to hear. A mentor's job is to ask the uncomfortable question early, while it is still cheap to change course.",
      'Look for someone who has solved the problem you have now, not the one you hope to have in five years. If you are searching for your first ten customers, a founder who sold a company for millions may be less useful than one who grew a small business from nothing two years ago.',
      'Make the relationship easy to say yes to. Ask for a single conversation about a specific decision rather than an open-ended mentorship. If it goes well, suggest meeting again in a month and send a short update beforehand. Most lasting mentoring relationships start as one good conversation.',
      'Bring numbers, not just stories. Revenue, churn, runway and hiring plans give a mentor something concrete to react to. The more honest your data, the more useful their advice, and the sooner you will spot the problems that founders are usually the last to see.',
    ],
  },
  {
    slug: 'changing-careers-after-thirty',
    title: 'Changing Careers After Thirty: A Practical Roadmap',
    author: 'Grace Lin',
    category: 'Career Change',
    date: '2025-06-16',
    trendingScore: 88,
    excerpt:
      'Your experience is not a sunk cost. A step-by-step way to move into a new field without starting from zero.',
    paragraphs: [
      'People who change careers in their thirties often feel they are starting over. They are not. Years of work leave you with skills that transfer to almost any field: managing stakeholders, prioritising under pressure, writing clearly and knowing how organisations actually make decisions.',
      'Begin with research rather than resignation. Talk to five people who do the job you want and ask what a normal week looks like, what surprised them, and what they wish they had learned earlier. These conversations cost an hour each and can save you a year spent training for the wrong role.',
      'Next, find the overlap between your current role and your target one. A teacher moving into instructional design, an accountant moving into data analysis or a nurse moving into health technology all have a bridge to walk across. Projects that sit on that bridge make the strongest evidence on a CV.',
      'Build proof before you need it. A short course helps, but a small real project helps more: redesigning a process at your current job, volunteering for a non-profit, or shipping something you can show. Hiring managers trust demonstrated work over certificates.',
      'Plan the finances honestly. Many career changes involve a temporary pay cut or a period of part-time study. Knowing how many months you can afford makes the decision calmer and keeps you from accepting the first offer out of panic.',
      'A mentor who has made a similar move can shorten every step above. They know which skills transfer, which courses are worth the money and which companies welcome people from other fields.',
    ],
  },
  {
    slug: 'the-art-of-asking-for-feedback',
    title: 'The Art of Asking for Feedback',
    author: 'Samuel Okoye',
    category: 'Skills',
    date: '2025-06-02',
    trendingScore: 95,
    excerpt:
      '"Any feedback?" almost always gets "Looks good!" Better questions get answers you can actually use.',
    paragraphs: [
      'Ask a colleague "do you have any feedback?" and you will usually hear "no, it looks good". They are not being lazy. An open question asks them to do all the work of finding something worth saying, and politeness makes silence the easiest answer.',
      'Specific questions lower the cost of honesty. Instead of asking for feedback on a presentation, ask "which slide would you cut if we had five minutes less?" or "where did you stop following the argument?" These questions assume that something can be improved, which gives the other person permission to say it.',
      'Ask soon and ask small. Feedback on a rough outline is cheap to act on; feedback on a finished report mostly creates regret. Sharing work early feels exposed at first, but it quickly becomes the fastest way to produce something good.',
      'When the feedback comes, your only job is to understand it. Thank the person, ask one clarifying question if you need to, and do not defend your choices in the moment. You can decide later what to change. If people feel they have to argue with you, they will stop offering their view.',
      'Close the loop. Tell the person what you changed because of their comment, or why you kept something as it was. It shows that their time mattered, and it makes them far more likely to give you honest input next time.',
      'Over months, the people who ask for feedback this way improve faster than their peers. Mentors notice it immediately: a mentee who asks "what would you do differently in my place?" gets better answers than one who asks "how am I doing?"',
    ],
  },
];

/** The eight demo articles as rows to insert (validated slugs, demo flag set). */
export function demoPosts(): NewBlogPost[] {
  return POSTS.map(({ date, ...post }) => ({
    ...post,
    slug: BlogSlug.parse(post.slug),
    id: newId(),
    publishedAt: new Date(`${date}T12:00:00.000Z`),
    coverImage: `/images/resources/${post.slug}.svg`,
    isDemo: true,
  }));
}

/** Loads the demo articles (`is_demo = true`); an existing slug is left untouched. */
export const resourcesSeeder: DemoSeeder = {
  name: 'resources',
  async run(tx) {
    await insertPosts(tx.db, demoPosts());
  },
};
