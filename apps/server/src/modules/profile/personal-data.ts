import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { PersonalDataPart, PersonalFile } from '../../lib/personal-data.ts';
import { createUploadStore } from '../../lib/upload-store.ts';
import type { ProfilesService } from '../profiles/service.ts';
import { photoKeyOf } from './service.ts';

/**
 * The profile's part of a person's data (ADR 0019): `profile.json` (their mentor and mentee
 * profile rows) and their photo file; at deletion both rows go and the photo file with them.
 */
export function createProfilePersonalData(deps: {
  config: Config;
  profiles: ProfilesService;
}): PersonalDataPart {
  const store = createUploadStore(path.join(deps.config.uploadsDir, 'photos'));
  return {
    module: 'profile',
    async exportFor(userId) {
      const rows = await deps.profiles.ownRows(userId);
      const files: PersonalFile[] = [];
      for (const row of [rows.mentor, rows.mentee]) {
        const key = photoKeyOf(row?.photoPath ?? null);
        if (!key) continue;
        const stat = await fsp.stat(store.pathOf(key)).catch(() => null);
        if (stat)
          files.push({
            path: `files/photo-${key}.webp`,
            sizeBytes: stat.size,
            open: () => store.open(key),
          });
      }
      return { json: { 'profile.json': rows }, files };
    },
    async eraseFor(userId, db) {
      const photos = await deps.profiles.deleteRows(userId, db);
      return async () => {
        for (const photoPath of photos) {
          const key = photoKeyOf(photoPath);
          if (key) await store.remove(key);
        }
      };
    },
  };
}
