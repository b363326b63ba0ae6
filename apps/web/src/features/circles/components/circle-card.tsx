import type { Circle } from '@pathwise/contracts';
import { Link, useLocation } from 'react-router';
import { CategoryBadge } from './category-badge.tsx';
import { CircleActions } from './circle-actions.tsx';
import { CircleCounts } from './circle-counts.tsx';
import { CircleCover } from './circle-cover.tsx';

/** Where the circle's page sends "All circles" back to: the list as the visitor left it. */
export interface CircleLinkState {
  listSearch: string;
}

/**
 * One circle in the grid (docs/product.md#33-public-content "Circle or community card"): cover, category,
 * title (the link to its page), description, member and like counts, Join and Like.
 */
export function CircleCard({ circle, headingLevel = 2 }: { circle: Circle; headingLevel?: 2 | 3 }) {
  const location = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state: CircleLinkState = { listSearch: location.search };
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CircleCover src={circle.imagePath} category={circle.category} />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={circle.category} className="self-start" />
        <Heading className="mt-3 text-lg font-bold leading-snug text-slate-950">
          <Link
            to={`/circles/${circle.id}`}
            state={state}
            className="rounded-sm hover:text-brand-700 hover:underline"
          >
            {circle.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-700">{circle.description}</p>
        <div className="mt-auto pt-4">
          <CircleCounts memberCount={circle.memberCount} likeCount={circle.likeCount} />
          <CircleActions circle={circle} className="mt-4 border-t border-slate-100 pt-4" />
        </div>
      </div>
    </article>
  );
}
