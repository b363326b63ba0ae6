import {
  OnboardingAnswers,
  type MentorLanguage,
  type MentorSkill,
  type MentorTopic,
  type OnboardingAnswers as Answers,
} from '@pathwise/contracts';
import { hashPassword, newId, newSecret } from '../../lib/crypto.ts';
import { mentorPlans, mentorProfiles, onboarding, users } from '../schema.ts';
import type { DemoSeeder } from './registry.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Niche = NonNullable<Answers['expertise']>['niche'];
type Certification = NonNullable<Answers['certification']>['certification'];
type Goal = NonNullable<Answers['mentorGoal']>['goal'];

/** One demo plan; `price` in whole US dollars (0 = volunteer). */
interface DemoPlan {
  price: number;
  sessions: number;
  deliverables?: string;
}

/**
 * One demo mentor. `slug` names the portrait `/images/mentors/<slug>.svg` (apps/web/public)
 * unless `photo` is false; `approvedDaysAgo` dates the approval so that "most recently
 * approved" has a real order. `rating` and `reviews` stand in for the reviews a later issue
 * brings (demo mentors only).
 */
interface DemoMentor {
  slug: string;
  firstName: string;
  lastName: string;
  headline: string;
  company: string;
  location: string;
  niche: Niche;
  skills: MentorSkill[];
  topics: MentorTopic[];
  languages: MentorLanguage[];
  years: number;
  rating: number | null;
  reviews: number;
  certification: Certification;
  certificationOther?: string;
  expert: boolean;
  about: string;
  skillsText: string;
  /** The first is the "Starter Plan", later ones "Plan 2", "Plan 3" (product spec §3 "Plan"). */
  plans: DemoPlan[];
  clients: number;
  goal: Goal;
  approvedDaysAgo: number;
  featured?: boolean;
  photo?: boolean;
}

/**
 * The demo mentors (PRODUCT-DECISIONS "Demo content"). The first three are the home page's
 * featured mentors (product spec §2 "Mentor carousel with three static mentors"); the others
 * spread over the spec's niches, the directory's skills, topics and languages, and prices
 * from volunteer ($0) to $900 plans. Companies are fictional.
 */
export const DEMO_MENTORS: DemoMentor[] = [
  {
    slug: 'amara-okafor',
    firstName: 'Amara',
    lastName: 'Okafor',
    headline: 'Engineering Director',
    company: 'Vantyx',
    location: 'Lagos, Nigeria',
    niche: 'leadership',
    skills: ['coding', 'management', 'strategy'],
    topics: ['leadership', 'technical_skills', 'career_growth'],
    languages: ['en', 'fr'],
    years: 18,
    rating: 4.9,
    reviews: 132,
    certification: 'icf',
    expert: true,
    about:
      'I lead four platform teams at Vantyx and started as a backend developer on a payments switch in Lagos. I help senior engineers decide between the staff and the management track, and new managers run their first performance reviews, hiring loops and incident retros without losing their technical edge.',
    skillsText:
      'Engineering management, staff-plus career paths, system design interviews, distributed systems, hiring and onboarding, giving difficult feedback.',
    plans: [
      { price: 450, sessions: 3, deliverables: 'A written 90-day plan for your new role' },
      { price: 1200, sessions: 8, deliverables: 'Fortnightly sessions and async reviews' },
    ],
    clients: 64,
    goal: 'expand_impact',
    approvedDaysAgo: 410,
    featured: true,
  },
  {
    slug: 'daniel-moreau',
    firstName: 'Daniel',
    lastName: 'Moreau',
    headline: 'Head of Product Design',
    company: 'Brightfold',
    location: 'Montréal, Canada',
    niche: 'career',
    skills: ['ux_design', 'design', 'management'],
    topics: ['career_growth', 'leadership'],
    languages: ['en', 'fr', 'es'],
    years: 15,
    rating: 4.9,
    reviews: 98,
    certification: 'ncda',
    expert: true,
    about:
      'Fifteen years in product design, from agency work to building the design team at Brightfold from three to thirty people. I review portfolios the way hiring managers read them, and I coach designers moving into lead and manager roles on critique, roadmaps and working with engineering.',
    skillsText:
      'Portfolio reviews, design critique, UX research planning, design systems, interview preparation for product designers, building design teams.',
    plans: [
      { price: 300, sessions: 2, deliverables: 'Portfolio teardown with written notes' },
      { price: 780, sessions: 6, deliverables: 'Case study rewrite and mock interview' },
    ],
    clients: 51,
    goal: 'facilitate_transformations',
    approvedDaysAgo: 388,
    featured: true,
  },
  {
    slug: 'priya-raman',
    firstName: 'Priya',
    lastName: 'Raman',
    headline: 'VP of Finance',
    company: 'Quillary',
    location: 'Bengaluru, India',
    niche: 'executive',
    skills: ['finance', 'strategy', 'management'],
    topics: ['leadership', 'career_growth'],
    languages: ['en', 'hi'],
    years: 21,
    rating: 4.8,
    reviews: 117,
    certification: 'pcc',
    expert: false,
    about:
      'I run finance at Quillary, a Series C software company, after a decade in audit and corporate development. I mentor analysts and finance managers who want to become strategic partners to the business: building models leaders trust, presenting to a board, and stepping into their first controller or FP&A lead role.',
    skillsText:
      'FP&A, financial modelling, board reporting, fundraising due diligence, audit readiness, leading finance teams.',
    plans: [
      { price: 500, sessions: 2 },
      { price: 1400, sessions: 6, deliverables: 'Model review and a board-deck rehearsal' },
    ],
    clients: 43,
    goal: 'empower_clients',
    approvedDaysAgo: 365,
    featured: true,
  },
  {
    slug: 'marcus-bell',
    firstName: 'Marcus',
    lastName: 'Bell',
    headline: 'Regional Sales Director',
    company: 'Halcyon Bank',
    location: 'Atlanta, GA',
    niche: 'sales',
    skills: ['sales', 'management'],
    topics: ['career_growth', 'leadership'],
    languages: ['en'],
    years: 17,
    rating: 4.7,
    reviews: 64,
    certification: 'others',
    certificationOther: 'Miller Heiman Strategic Selling',
    expert: true,
    about:
      'I carried a quota for nine years before leading a 40-person commercial banking sales team. I work with account executives on discovery calls, pipeline hygiene and negotiating without discounting, and with first-time sales managers on forecasting and coaching their reps.',
    skillsText:
      'Enterprise sales, discovery and qualification, negotiation, pipeline forecasting, sales team coaching, CRM discipline.',
    plans: [
      { price: 250, sessions: 2 },
      { price: 600, sessions: 6 },
    ],
    clients: 38,
    goal: 'retain_engagement',
    approvedDaysAgo: 340,
  },
  {
    slug: 'sofia-alvarez',
    firstName: 'Sofía',
    lastName: 'Álvarez',
    headline: 'Senior Data Scientist',
    company: 'Meridian Health',
    location: 'Madrid, Spain',
    niche: 'career',
    skills: ['data_science', 'coding'],
    topics: ['technical_skills', 'career_growth'],
    languages: ['es', 'en'],
    years: 11,
    rating: 4.9,
    reviews: 56,
    certification: 'gcdf',
    expert: true,
    about:
      'Physicist turned data scientist. I build forecasting models for hospital capacity at Meridian Health and I mentor people moving into data science from research, engineering or analytics: which projects to build, how to explain a model to clinicians, and how to pass a take-home without overengineering it.',
    skillsText:
      'Python, SQL, forecasting, experiment design, machine learning in production, career switch into data science, technical interviews.',
    plans: [
      { price: 180, sessions: 2 },
      { price: 480, sessions: 6, deliverables: 'Review of two portfolio projects' },
    ],
    clients: 29,
    goal: 'empower_clients',
    approvedDaysAgo: 320,
  },
  {
    slug: 'rahul-mehta',
    firstName: 'Rahul',
    lastName: 'Mehta',
    headline: 'Staff Software Engineer',
    company: 'Orbitline',
    location: 'Pune, India',
    niche: 'devops_it',
    skills: ['coding', 'data_science'],
    topics: ['technical_skills'],
    languages: ['en', 'hi'],
    years: 14,
    rating: 4.8,
    reviews: 89,
    certification: 'others',
    certificationOther: 'Certified Kubernetes Administrator',
    expert: true,
    about:
      'I design the deployment platform at Orbitline and have interviewed more than 300 engineers. I help developers get from mid-level to senior: owning a service end to end, writing design documents people read, on-call without burnout, and preparing for system design interviews.',
    skillsText:
      'System design, Kubernetes, CI/CD, observability, Go and Java, design documents, senior engineer interviews.',
    plans: [
      { price: 150, sessions: 2 },
      { price: 400, sessions: 6, deliverables: 'Two mock system design interviews' },
    ],
    clients: 72,
    goal: 'expand_impact',
    approvedDaysAgo: 300,
  },
  {
    slug: 'hannah-schmidt',
    firstName: 'Hannah',
    lastName: 'Schmidt',
    headline: 'Marketing Director',
    company: 'Larkspur Media',
    location: 'Berlin, Germany',
    niche: 'marketing',
    skills: ['marketing', 'strategy'],
    topics: ['career_growth', 'leadership'],
    languages: ['de', 'en'],
    years: 13,
    rating: 4.6,
    reviews: 41,
    certification: 'aca',
    expert: false,
    about:
      'I lead brand and growth marketing at Larkspur Media. Before that I launched products in eleven European markets. I mentor marketers who feel stuck executing campaigns and want to own a strategy: positioning, budgets, measuring what matters and presenting results to leadership.',
    skillsText:
      'Brand strategy, go-to-market planning, marketing analytics, budget planning, content strategy, managing agencies.',
    plans: [
      { price: 220, sessions: 2 },
      { price: 560, sessions: 5 },
    ],
    clients: 25,
    goal: 'facilitate_transformations',
    approvedDaysAgo: 290,
  },
  {
    slug: 'kwame-mensah',
    firstName: 'Kwame',
    lastName: 'Mensah',
    headline: 'Founder and CEO',
    company: 'Tidewater Logistics',
    location: 'Accra, Ghana',
    niche: 'transitional',
    skills: ['strategy', 'management', 'sales'],
    topics: ['leadership', 'career_growth'],
    languages: ['en', 'fr'],
    years: 22,
    rating: 4.9,
    reviews: 73,
    certification: 'icf',
    expert: true,
    about:
      'I left a corporate operations role at 38 to start Tidewater Logistics, which now employs 240 people across three countries. I mentor people weighing a leap into entrepreneurship and first-time founders working through hiring, cash flow and their first enterprise customers.',
    skillsText:
      'Starting a company, operations, raising a seed round, hiring the first ten employees, enterprise sales for founders.',
    plans: [
      { price: 0, sessions: 1, deliverables: 'A free first conversation for founders' },
      { price: 650, sessions: 4 },
    ],
    clients: 34,
    goal: 'expand_impact',
    approvedDaysAgo: 280,
  },
  {
    slug: 'mei-lin-chen',
    firstName: 'Mei-Lin',
    lastName: 'Chen',
    headline: 'Principal UX Researcher',
    company: 'Kestrel Labs',
    location: 'Singapore',
    niche: 'career',
    skills: ['ux_design', 'design', 'data_science'],
    topics: ['technical_skills', 'career_growth'],
    languages: ['en', 'zh'],
    years: 12,
    rating: 4.8,
    reviews: 47,
    certification: 'ncda',
    expert: false,
    about:
      'I run mixed-methods research at Kestrel Labs. I help researchers and designers plan studies that answer real product questions, synthesise faster, and turn findings into decisions, and I coach people moving into research from psychology, anthropology or design.',
    skillsText:
      'User interviews, usability testing, survey design, research synthesis, research operations, presenting insights.',
    plans: [
      { price: 200, sessions: 2 },
      { price: 520, sessions: 6 },
    ],
    clients: 31,
    goal: 'enhance_communication',
    approvedDaysAgo: 270,
  },
  {
    slug: 'james-oconnor',
    firstName: 'James',
    lastName: "O'Connor",
    headline: 'Chief Operating Officer',
    company: 'Pinecrest Capital',
    location: 'Dublin, Ireland',
    niche: 'executive',
    skills: ['finance', 'management', 'strategy'],
    topics: ['leadership'],
    languages: ['en'],
    years: 26,
    rating: 4.7,
    reviews: 58,
    certification: 'pcc',
    expert: false,
    about:
      'COO at Pinecrest Capital after twenty years in investment management operations. I coach directors and new executives on running an executive team, managing up to a board, and making the jump from functional expert to enterprise leader.',
    skillsText:
      'Executive presence, operating models, board relations, portfolio operations, change management, succession planning.',
    plans: [
      { price: 900, sessions: 3 },
      { price: 2400, sessions: 10, deliverables: 'Monthly executive coaching for a quarter' },
    ],
    clients: 22,
    goal: 'empower_clients',
    approvedDaysAgo: 260,
  },
  {
    slug: 'ana-souza',
    firstName: 'Ana',
    lastName: 'Souza',
    headline: 'Customer Success Lead',
    company: 'Fennic',
    location: 'São Paulo, Brazil',
    niche: 'success',
    skills: ['sales', 'management'],
    topics: ['career_growth'],
    languages: ['pt', 'es', 'en'],
    years: 10,
    rating: 4.6,
    reviews: 33,
    certification: 'gcdf',
    expert: true,
    about:
      'I built Fennic’s customer success team for Latin America. I mentor support and account managers who want to move into customer success, and CSMs who want to own renewals, expansion and a book of strategic accounts.',
    skillsText:
      'Customer success, onboarding programmes, renewals and expansion, churn analysis, executive business reviews.',
    plans: [
      { price: 0, sessions: 1 },
      { price: 240, sessions: 4 },
    ],
    clients: 27,
    goal: 'retain_engagement',
    approvedDaysAgo: 250,
  },
  {
    slug: 'elena-petrova',
    firstName: 'Elena',
    lastName: 'Petrova',
    headline: 'Quantitative Analyst',
    company: 'Meridian Ledger',
    location: 'London, UK',
    niche: 'career',
    skills: ['finance', 'data_science', 'coding'],
    topics: ['technical_skills'],
    languages: ['en', 'de'],
    years: 12,
    rating: 4.8,
    reviews: 39,
    certification: 'others',
    certificationOther: 'CFA charterholder',
    expert: true,
    about:
      'I build risk models at Meridian Ledger and studied applied mathematics before moving into finance. I mentor students and engineers aiming for quant and risk roles: which maths actually matters, coding in Python for finance, and preparing for brain-teaser and probability interviews.',
    skillsText:
      'Quantitative finance, risk modelling, probability and statistics, Python for finance, quant interview preparation.',
    plans: [
      { price: 260, sessions: 2 },
      { price: 700, sessions: 6 },
    ],
    clients: 19,
    goal: 'empower_clients',
    approvedDaysAgo: 240,
  },
  {
    slug: 'arjun-nair',
    firstName: 'Arjun',
    lastName: 'Nair',
    headline: 'Product Manager',
    company: 'Cobaltia',
    location: 'Hyderabad, India',
    niche: 'transitional',
    skills: ['strategy', 'ux_design', 'coding'],
    topics: ['career_growth', 'technical_skills'],
    languages: ['hi', 'en'],
    years: 10,
    rating: 4.7,
    reviews: 52,
    certification: 'ncda',
    expert: false,
    about:
      'I moved from QA engineering into product management and now own the payments roadmap at Cobaltia. I help engineers, analysts and consultants make the same switch: writing a product spec, prioritising with data, and telling a convincing story in PM interviews.',
    skillsText:
      'Product management, roadmaps and prioritisation, writing specs, product metrics, PM interview preparation, career switch into product.',
    plans: [
      { price: 0, sessions: 1, deliverables: 'A first call to plan your switch' },
      { price: 200, sessions: 4 },
    ],
    clients: 46,
    goal: 'facilitate_transformations',
    approvedDaysAgo: 230,
  },
  {
    slug: 'grace-kim',
    firstName: 'Grace',
    lastName: 'Kim',
    headline: 'Design Manager',
    company: 'Sable Studio',
    location: 'Seoul, South Korea',
    niche: 'leadership',
    skills: ['design', 'ux_design', 'management'],
    topics: ['leadership'],
    languages: ['en'],
    years: 14,
    rating: 4.8,
    reviews: 44,
    certification: 'icf',
    expert: false,
    about:
      'I manage a team of eleven brand and product designers at Sable Studio. My mentees are designers becoming leads: running critiques, giving feedback that lands, planning a team’s work and keeping their own craft alive.',
    skillsText:
      'Design leadership, running critiques, career ladders for designers, visual design, brand identity, stakeholder management.',
    plans: [
      { price: 280, sessions: 2 },
      { price: 720, sessions: 6 },
    ],
    clients: 24,
    goal: 'enhance_communication',
    approvedDaysAgo: 220,
  },
  {
    slug: 'carlos-mendoza',
    firstName: 'Carlos',
    lastName: 'Mendoza',
    headline: 'Head of Growth',
    company: 'Nimbus Retail',
    location: 'Mexico City, Mexico',
    niche: 'marketing',
    skills: ['marketing', 'data_science', 'sales'],
    topics: ['technical_skills', 'career_growth'],
    languages: ['es', 'en'],
    years: 12,
    rating: 4.5,
    reviews: 28,
    certification: 'others',
    certificationOther: 'Google Analytics Certification',
    expert: true,
    about:
      'I run growth for Nimbus Retail’s e-commerce business across Latin America. I mentor marketers who want to become more analytical: experiment design, attribution, lifecycle email and SEO, and how to build a growth team from scratch.',
    skillsText:
      'Growth marketing, A/B testing, SEO, lifecycle email, marketing attribution, SQL for marketers.',
    plans: [
      { price: 160, sessions: 2 },
      { price: 420, sessions: 6 },
    ],
    clients: 33,
    goal: 'streamline_workflow',
    approvedDaysAgo: 210,
  },
  {
    slug: 'fatima-al-sayed',
    firstName: 'Fatima',
    lastName: 'Al-Sayed',
    headline: 'Cloud Infrastructure Manager',
    company: 'Juniper Grid',
    location: 'Dubai, UAE',
    niche: 'devops_it',
    skills: ['coding', 'management'],
    topics: ['technical_skills', 'leadership'],
    languages: ['ar', 'en', 'fr'],
    years: 16,
    rating: 4.9,
    reviews: 37,
    certification: 'others',
    certificationOther: 'AWS Certified Solutions Architect – Professional',
    expert: true,
    about:
      'I manage cloud infrastructure for Juniper Grid’s energy-trading platform. I mentor system administrators moving to cloud and DevOps roles, and engineers stepping into infrastructure management, with a particular interest in supporting women in operations.',
    skillsText:
      'AWS, Terraform, incident management, cloud cost control, site reliability engineering, leading infrastructure teams.',
    plans: [
      { price: 0, sessions: 1 },
      { price: 350, sessions: 4 },
    ],
    clients: 41,
    goal: 'empower_clients',
    approvedDaysAgo: 200,
  },
  {
    slug: 'thomas-wright',
    firstName: 'Thomas',
    lastName: 'Wright',
    headline: 'VP of Sales',
    company: 'Corvane',
    location: 'Chicago, IL',
    niche: 'sales',
    skills: ['sales', 'strategy', 'management'],
    topics: ['leadership'],
    languages: ['en'],
    years: 24,
    rating: 4.6,
    reviews: 71,
    certification: 'others',
    certificationOther: 'Sandler Sales Certification',
    expert: false,
    about:
      'I have built three sales organisations from the first hire to over a hundred reps, most recently at Corvane. I coach sales leaders on hiring, compensation plans, territory design and forecasting a quarter with confidence.',
    skillsText:
      'Sales leadership, compensation plans, territory planning, forecasting, hiring sales reps, SaaS sales playbooks.',
    plans: [
      { price: 600, sessions: 2 },
      { price: 1500, sessions: 6 },
    ],
    clients: 30,
    goal: 'expand_impact',
    approvedDaysAgo: 190,
  },
  {
    slug: 'aisha-bello',
    firstName: 'Aisha',
    lastName: 'Bello',
    headline: 'Performance Coach',
    company: 'Arbor & Vale',
    location: 'Abuja, Nigeria',
    niche: 'performance',
    skills: ['management', 'strategy'],
    topics: ['career_growth', 'leadership'],
    languages: ['en'],
    years: 15,
    rating: 4.9,
    reviews: 66,
    certification: 'icf',
    expert: false,
    about:
      'After twelve years in management consulting I became a full-time performance coach at Arbor & Vale. I work with professionals who are capable but overstretched: setting priorities, managing energy rather than time, and having honest conversations about workload.',
    skillsText:
      'Productivity and performance, time management, stress management, goal setting, confidence building.',
    plans: [
      { price: 200, sessions: 2 },
      { price: 540, sessions: 6 },
    ],
    clients: 58,
    goal: 'facilitate_transformations',
    approvedDaysAgo: 180,
  },
  {
    slug: 'lucas-martin',
    firstName: 'Lucas',
    lastName: 'Martin',
    headline: 'Senior Frontend Engineer',
    company: 'Lumora',
    location: 'Lyon, France',
    niche: 'career',
    skills: ['coding', 'ux_design'],
    topics: ['technical_skills'],
    languages: ['fr', 'en'],
    years: 10,
    rating: 4.7,
    reviews: 26,
    certification: 'others',
    certificationOther: 'Bootcamp instructor certification',
    expert: true,
    about:
      'Self-taught developer, now senior frontend engineer at Lumora working on accessibility and design systems. I volunteer with bootcamp graduates looking for their first developer job: portfolio projects, code reviews and the technical interview.',
    skillsText:
      'React, TypeScript, web accessibility, design systems, code review, first developer job search.',
    plans: [{ price: 0, sessions: 2, deliverables: 'Code review of one portfolio project' }],
    clients: 40,
    goal: 'empower_clients',
    approvedDaysAgo: 170,
  },
  {
    slug: 'nadia-haddad',
    firstName: 'Nadia',
    lastName: 'Haddad',
    headline: 'Brand Strategist',
    company: 'Larkspur Media',
    location: 'Beirut, Lebanon',
    niche: 'marketing',
    skills: ['marketing', 'design'],
    topics: ['career_growth'],
    languages: ['ar', 'fr', 'en'],
    years: 11,
    rating: 4.5,
    reviews: 19,
    certification: 'aca',
    expert: false,
    about:
      'I help brands find what makes them different and say it simply. I mentor junior strategists, copywriters and designers who want to build a personal brand, pitch ideas to clients, and grow into strategy roles.',
    skillsText:
      'Brand positioning, personal branding, copywriting, creative briefs, pitching ideas to clients.',
    plans: [
      { price: 140, sessions: 2 },
      { price: 380, sessions: 6 },
    ],
    clients: 21,
    goal: 'enhance_communication',
    approvedDaysAgo: 160,
  },
  {
    slug: 'vikram-singh',
    firstName: 'Vikram',
    lastName: 'Singh',
    headline: 'Director of Data Engineering',
    company: 'Cobaltia',
    location: 'Delhi, India',
    niche: 'leadership',
    skills: ['data_science', 'coding', 'management'],
    topics: ['technical_skills', 'leadership'],
    languages: ['hi', 'en'],
    years: 19,
    rating: 4.8,
    reviews: 62,
    certification: 'pcc',
    expert: true,
    about:
      'I lead data engineering at Cobaltia, where my teams run pipelines for forty million transactions a day. I mentor data engineers growing into architects and leads, and analysts who want to move into engineering.',
    skillsText:
      'Data engineering, data architecture, Spark and Airflow, data quality, leading data teams, cloud data warehouses.',
    plans: [
      { price: 220, sessions: 2 },
      { price: 600, sessions: 6 },
    ],
    clients: 47,
    goal: 'expand_impact',
    approvedDaysAgo: 150,
  },
  {
    slug: 'olivia-brown',
    firstName: 'Olivia',
    lastName: 'Brown',
    headline: 'HR Business Partner',
    company: 'Tessaly Health',
    location: 'Manchester, UK',
    niche: 'transitional',
    skills: ['management'],
    topics: ['career_growth'],
    languages: ['en'],
    years: 13,
    rating: 4.7,
    reviews: 35,
    certification: 'parwcc',
    expert: false,
    about:
      'I have hired and promoted hundreds of people as an HR business partner in healthcare. I help people returning to work after a break, or changing sector, present their experience honestly and confidently: CVs, LinkedIn profiles and interviews.',
    skillsText:
      'Resume writing, interview skills, career change, returning to work, salary negotiation, LinkedIn profiles.',
    plans: [
      { price: 0, sessions: 1 },
      { price: 180, sessions: 3 },
    ],
    clients: 66,
    goal: 'access_resources',
    approvedDaysAgo: 140,
  },
  {
    slug: 'kenji-watanabe',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    headline: 'Strategy Consultant',
    company: 'Solvent Works',
    location: 'Tokyo, Japan',
    niche: 'executive',
    skills: ['strategy', 'finance'],
    topics: ['career_growth', 'leadership'],
    languages: ['en', 'zh'],
    years: 16,
    rating: 4.6,
    reviews: 24,
    certification: 'cce',
    expert: false,
    about:
      'Partner at Solvent Works, a strategy boutique advising manufacturers in Asia. I mentor consultants preparing for case interviews and managers who need to structure a messy problem and present a recommendation to executives.',
    skillsText:
      'Case interviews, problem structuring, market sizing, executive presentations, corporate strategy.',
    plans: [
      { price: 400, sessions: 2 },
      { price: 1000, sessions: 5 },
    ],
    clients: 18,
    goal: 'streamline_workflow',
    approvedDaysAgo: 130,
  },
  {
    slug: 'isabel-garcia',
    firstName: 'Isabel',
    lastName: 'García',
    headline: 'Sales Enablement Manager',
    company: 'Fennic',
    location: 'Bogotá, Colombia',
    niche: 'sales',
    skills: ['sales', 'marketing'],
    topics: ['technical_skills', 'career_growth'],
    languages: ['es', 'pt', 'en'],
    years: 10,
    rating: 4.7,
    reviews: 22,
    certification: 'gcdf',
    expert: true,
    about:
      'I train Fennic’s sales teams across Latin America. I mentor early-career sellers and SDRs on cold outreach, demos and objection handling, and marketers moving into sales enablement.',
    skillsText:
      'Sales development, cold outreach, product demos, objection handling, sales enablement programmes.',
    plans: [
      { price: 120, sessions: 2 },
      { price: 320, sessions: 6 },
    ],
    clients: 36,
    goal: 'retain_engagement',
    approvedDaysAgo: 120,
  },
  {
    slug: 'samuel-adeyemi',
    firstName: 'Samuel',
    lastName: 'Adeyemi',
    headline: 'Machine Learning Engineer',
    company: 'Kestrel Labs',
    location: 'Toronto, Canada',
    niche: 'devops_it',
    skills: ['data_science', 'coding'],
    topics: ['technical_skills'],
    languages: ['en'],
    years: 10,
    rating: null,
    reviews: 0,
    certification: 'others',
    certificationOther: 'TensorFlow Developer Certificate',
    expert: true,
    about:
      'I deploy machine learning models at Kestrel Labs, from feature pipelines to monitoring in production. I mentor software engineers who want to move into ML engineering and data scientists who want their models to survive contact with production.',
    skillsText:
      'MLOps, model deployment, feature stores, model monitoring, Python, moving from software into machine learning.',
    plans: [
      { price: 170, sessions: 2 },
      { price: 450, sessions: 6 },
    ],
    clients: 6,
    goal: 'expand_impact',
    approvedDaysAgo: 12,
    photo: false,
  },
  {
    slug: 'chloe-dubois',
    firstName: 'Chloé',
    lastName: 'Dubois',
    headline: 'Learning Experience Designer',
    company: 'Veritas Learning',
    location: 'Brussels, Belgium',
    niche: 'transitional',
    skills: ['ux_design', 'design'],
    topics: ['career_growth'],
    languages: ['fr', 'en'],
    years: 12,
    rating: 4.8,
    reviews: 18,
    certification: 'ncda',
    expert: false,
    about:
      'I taught secondary school for eight years before designing online courses at Veritas Learning. I mentor teachers moving into instructional design and EdTech: turning classroom experience into a portfolio and a CV that companies understand.',
    skillsText:
      'Instructional design, learning experience design, e-learning tools, portfolio building, career change from teaching.',
    plans: [{ price: 0, sessions: 2 }],
    clients: 28,
    goal: 'empower_clients',
    approvedDaysAgo: 110,
  },
  {
    slug: 'diego-ramirez',
    firstName: 'Diego',
    lastName: 'Ramírez',
    headline: 'Finance Manager',
    company: 'Nimbus Retail',
    location: 'Buenos Aires, Argentina',
    niche: 'career',
    skills: ['finance', 'strategy'],
    topics: ['career_growth'],
    languages: ['es', 'en'],
    years: 11,
    rating: 4.5,
    reviews: 15,
    certification: 'others',
    certificationOther: 'Certified Management Accountant (CMA)',
    expert: false,
    about:
      'I manage budgeting and forecasting for Nimbus Retail’s stores in the Southern Cone. I mentor accounting graduates and analysts who want to move into FP&A, and first-time managers in finance teams.',
    skillsText:
      'Budgeting, forecasting, Excel modelling, management accounting, presenting numbers to non-finance colleagues.',
    plans: [
      { price: 90, sessions: 2 },
      { price: 240, sessions: 6 },
    ],
    clients: 17,
    goal: 'streamline_workflow',
    approvedDaysAgo: 100,
  },
  {
    slug: 'emily-carter',
    firstName: 'Emily',
    lastName: 'Carter',
    headline: 'Chief Marketing Officer',
    company: 'Brightfold',
    location: 'Austin, TX',
    niche: 'executive',
    skills: ['marketing', 'strategy', 'management'],
    topics: ['leadership'],
    languages: ['en', 'es'],
    years: 23,
    rating: 4.9,
    reviews: 81,
    certification: 'icf',
    expert: false,
    about:
      'CMO at Brightfold, previously marketing leadership at two public companies. I coach marketing directors preparing for their first VP or CMO role: building the team, owning revenue targets, and earning a seat at the executive table.',
    skillsText:
      'Marketing leadership, demand generation, brand building, executive communication, marketing budgets and planning.',
    plans: [
      { price: 800, sessions: 2 },
      { price: 2200, sessions: 6 },
    ],
    clients: 26,
    goal: 'expand_impact',
    approvedDaysAgo: 90,
  },
  {
    slug: 'anjali-desai',
    firstName: 'Anjali',
    lastName: 'Desai',
    headline: 'Engineering Manager',
    company: 'Orbitline',
    location: 'Mumbai, India',
    niche: 'leadership',
    skills: ['coding', 'management'],
    topics: ['leadership', 'career_growth'],
    languages: ['hi', 'en'],
    years: 12,
    rating: 4.7,
    reviews: 30,
    certification: 'pcc',
    expert: true,
    about:
      'I manage two mobile engineering teams at Orbitline and was promoted from within the team I now lead. I mentor engineers becoming managers of their former peers, and women in engineering planning their next promotion.',
    skillsText:
      'New manager coaching, one-to-ones, promotion cases, mobile engineering, team health and delivery.',
    plans: [
      { price: 0, sessions: 1 },
      { price: 260, sessions: 4 },
    ],
    clients: 32,
    goal: 'enhance_communication',
    approvedDaysAgo: 80,
  },
  {
    slug: 'pedro-santos',
    firstName: 'Pedro',
    lastName: 'Santos',
    headline: 'Senior Product Designer',
    company: 'Lumora',
    location: 'Lisbon, Portugal',
    niche: 'career',
    skills: ['ux_design', 'design'],
    topics: ['technical_skills', 'career_growth'],
    languages: ['pt', 'en', 'es'],
    years: 10,
    rating: 4.6,
    reviews: 21,
    certification: 'others',
    certificationOther: 'Nielsen Norman Group UX Certification',
    expert: false,
    about:
      'I design Lumora’s mobile banking app. I mentor junior product designers on interaction design, prototyping and the craft details that make a portfolio stand out, and graphic designers moving into UX.',
    skillsText:
      'Interaction design, prototyping, Figma, mobile design patterns, portfolio presentation, moving from graphic design to UX.',
    plans: [
      { price: 110, sessions: 2 },
      { price: 300, sessions: 6 },
    ],
    clients: 23,
    goal: 'facilitate_transformations',
    approvedDaysAgo: 70,
  },
  {
    slug: 'zoe-thompson',
    firstName: 'Zoe',
    lastName: 'Thompson',
    headline: 'Customer Success Director',
    company: 'Corvane',
    location: 'Sydney, Australia',
    niche: 'success',
    skills: ['management', 'sales', 'strategy'],
    topics: ['leadership'],
    languages: ['en'],
    years: 14,
    rating: 4.8,
    reviews: 27,
    certification: 'icf',
    expert: false,
    about:
      'I lead customer success for Corvane in Asia-Pacific. I coach CS managers on building scalable programmes, hiring and measuring their teams, and making the case for customer success at the executive level.',
    skillsText:
      'Customer success leadership, net revenue retention, scaling CS programmes, hiring CSMs, customer health scoring.',
    plans: [
      { price: 300, sessions: 2 },
      { price: 800, sessions: 6 },
    ],
    clients: 20,
    goal: 'retain_engagement',
    approvedDaysAgo: 60,
  },
  {
    slug: 'omar-farouk',
    firstName: 'Omar',
    lastName: 'Farouk',
    headline: 'Security Engineering Lead',
    company: 'Halcyon Bank',
    location: 'Cairo, Egypt',
    niche: 'devops_it',
    skills: ['coding'],
    topics: ['technical_skills', 'career_growth'],
    languages: ['ar', 'en'],
    years: 13,
    rating: 4.7,
    reviews: 16,
    certification: 'others',
    certificationOther: 'OSCP and CISSP',
    expert: true,
    about:
      'I lead application security at Halcyon Bank. I mentor developers and IT administrators moving into security: which certifications are worth it, building a home lab, and preparing for security engineering interviews.',
    skillsText:
      'Application security, penetration testing, threat modelling, secure code review, security certifications.',
    plans: [
      { price: 130, sessions: 2 },
      { price: 350, sessions: 6 },
    ],
    clients: 15,
    goal: 'empower_clients',
    approvedDaysAgo: 50,
  },
  {
    slug: 'laura-rossi',
    firstName: 'Laura',
    lastName: 'Rossi',
    headline: 'Operations Director',
    company: 'Tidewater Logistics',
    location: 'Milan, Italy',
    niche: 'performance',
    skills: ['management', 'strategy', 'finance'],
    topics: ['leadership'],
    languages: ['en', 'es', 'fr'],
    years: 20,
    rating: 4.6,
    reviews: 29,
    certification: 'cce',
    expert: false,
    about:
      'I run European operations for Tidewater Logistics. I mentor operations managers on process improvement, leading large front-line teams and the numbers behind an operation, and professionals moving into operations from consulting.',
    skillsText:
      'Operations management, lean and process improvement, supply chain, KPIs and dashboards, leading front-line teams.',
    plans: [
      { price: 280, sessions: 2 },
      { price: 760, sessions: 6 },
    ],
    clients: 24,
    goal: 'streamline_workflow',
    approvedDaysAgo: 40,
  },
  {
    slug: 'neha-kapoor',
    firstName: 'Neha',
    lastName: 'Kapoor',
    headline: 'Career Coach',
    company: 'Arbor & Vale',
    location: 'Chandigarh, India',
    niche: 'career',
    skills: ['marketing', 'management'],
    topics: ['career_growth'],
    languages: ['hi', 'en'],
    years: 10,
    rating: null,
    reviews: 0,
    certification: 'parwcc',
    expert: false,
    about:
      'Former campus recruiter, now a certified career coach. I help final-year students and recent graduates find direction, write a CV that gets interviews, and prepare for their first job search in India or abroad.',
    skillsText:
      'Finding a job, resume writing, interview skills, networking, graduate recruitment, career clarity.',
    plans: [
      { price: 0, sessions: 1 },
      { price: 60, sessions: 3 },
    ],
    clients: 9,
    goal: 'access_resources',
    approvedDaysAgo: 6,
    photo: false,
  },
  {
    slug: 'benjamin-cohen',
    firstName: 'Benjamin',
    lastName: 'Cohen',
    headline: 'Venture Partner',
    company: 'Pinecrest Capital',
    location: 'New York, NY',
    niche: 'executive',
    skills: ['finance', 'strategy', 'sales'],
    topics: ['leadership', 'career_growth'],
    languages: ['en'],
    years: 25,
    rating: 4.8,
    reviews: 49,
    certification: 'others',
    certificationOther: 'Kauffman Fellow',
    expert: false,
    about:
      'I invest in early-stage software companies at Pinecrest Capital after founding and selling two startups. I mentor founders preparing to raise, and operators and analysts who want to break into venture capital.',
    skillsText:
      'Fundraising, pitch decks, startup financial models, breaking into venture capital, board management for founders.',
    plans: [
      { price: 500, sessions: 2 },
      { price: 1300, sessions: 6 },
    ],
    clients: 37,
    goal: 'expand_impact',
    approvedDaysAgo: 30,
    photo: false,
  },
];

/** Plan names as onboarding gives them: "Starter Plan", then "Plan 2", "Plan 3" (spec §3). */
const planName = (index: number) => (index === 0 ? 'Starter Plan' : `Plan ${index + 1}`);

/** The onboarding answers the mentor would have saved, checked with the contracts' schemas. */
function answersOf(m: DemoMentor): Answers {
  return OnboardingAnswers.parse({
    roleInfo: { userType: 'coach' },
    bio: {
      firstName: m.firstName,
      lastName: m.lastName,
      email: '',
      location: m.location,
      institution: '',
      role: 'professional',
    },
    about: { text: m.about },
    confirmRole: { userType: 'coach' },
    expertise: { niche: m.niche },
    skills: { text: m.skillsText },
    expert: { optIn: m.expert },
    certification: m.certificationOther
      ? { certification: m.certification, other: m.certificationOther }
      : { certification: m.certification },
    plans: {
      plans: m.plans.map((p, i) => ({
        name: planName(i),
        priceMinor: p.price * 100,
        currency: 'USD',
        sessions: p.sessions,
        ...(p.deliverables ? { deliverables: p.deliverables } : {}),
      })),
    },
    clients: { count: m.clients },
    mentorGoal: { goal: m.goal },
  });
}

/** `mentor01@example.com`… on the reserved example.com domain (RFC 2606): never a real inbox. */
export const demoMentorEmail = (index: number) =>
  `mentor${String(index + 1).padStart(2, '0')}@example.com`;

/**
 * Loads {@link DEMO_MENTORS} as approved mentors (`is_demo = true` on the profile): a verified
 * account each whose password hash is argon2id of a random secret that is never stored or
 * shown, so nobody can sign in as a demo mentor; onboarding completed as a mentor with the
 * answers the profile holds; plans in minor units. An address that is already taken (a
 * forced reseed of a database in use) is skipped with its mentor.
 */
export const mentorsSeeder: DemoSeeder = {
  name: 'mentors',
  async run(tx) {
    const now = Date.now();
    // argon2 runs on libuv's thread pool, so the hashes are computed in parallel.
    const hashes = await Promise.all(DEMO_MENTORS.map(() => hashPassword(newSecret())));
    const prepared = DEMO_MENTORS.map((m, i) => {
      const approvedAt = new Date(now - m.approvedDaysAgo * DAY_MS);
      return {
        m,
        id: newId(),
        email: demoMentorEmail(i),
        hash: hashes[i]!,
        answers: answersOf(m),
        submittedAt: new Date(approvedAt.getTime() - 2 * DAY_MS),
        approvedAt,
      };
    });
    const inserted = await tx.db
      .insert(users)
      .values(
        prepared.map((p) => ({
          id: p.id,
          email: p.email,
          name: `${p.m.firstName} ${p.m.lastName}`,
          passwordHash: p.hash,
          emailVerifiedAt: p.submittedAt,
          createdAt: new Date(p.submittedAt.getTime() - DAY_MS),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    const kept = new Set(inserted.map((r) => r.id));
    const rows = prepared.filter((p) => kept.has(p.id));
    if (rows.length === 0) return;

    await tx.db.insert(onboarding).values(
      rows.map((p) => ({
        userId: p.id,
        userType: 'coach' as const,
        answers: p.answers,
        completedAt: p.submittedAt,
      })),
    );
    await tx.db.insert(mentorProfiles).values(
      rows.map(({ m, id, submittedAt, approvedAt }) => ({
        userId: id,
        firstName: m.firstName,
        lastName: m.lastName,
        location: m.location,
        bioRole: 'professional',
        about: m.about,
        niche: m.niche,
        skillsText: m.skillsText,
        expertOptIn: m.expert,
        certification: m.certification,
        certificationOther: m.certificationOther ?? null,
        clientsCount: m.clients,
        goal: m.goal,
        status: 'approved' as const,
        submittedAt,
        reviewedAt: approvedAt,
        headline: m.headline,
        company: m.company,
        languages: m.languages,
        yearsExperience: m.years,
        skills: m.skills,
        topics: m.topics,
        photoPath: m.photo === false ? null : `/images/mentors/${m.slug}.svg`,
        ratingAvg: m.rating,
        reviewCount: m.reviews,
        featured: m.featured ?? false,
        isDemo: true,
      })),
    );
    await tx.db.insert(mentorPlans).values(
      rows.flatMap(({ id, answers }) =>
        (answers.plans?.plans ?? []).map((p, position) => ({
          id: newId(),
          mentorId: id,
          position,
          name: p.name,
          priceMinor: p.priceMinor,
          currency: p.currency,
          sessions: p.sessions,
          deliverables: p.deliverables ?? null,
        })),
      ),
    );
  },
};
