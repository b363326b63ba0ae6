import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { deleteCircleMembership, findOwnCircleData } from './personal-data-repository.ts';

/** Circles' part of a person's data (ADR 0019): `circles.json` (memberships, likes) and `circle-posts.json`. */
export function createCirclesPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'circles',
    async exportFor(userId) {
      const { posts, ...circles } = await findOwnCircleData(database.db, userId);
      return { json: { 'circles.json': circles, 'circle-posts.json': posts } };
    },
    async eraseFor(userId, db) {
      await deleteCircleMembership(db, userId);
    },
  };
}
