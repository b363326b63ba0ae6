import type { ExpertRequest, ExpertTopic } from '@pathwise/contracts';
import type { AccountService } from '../account/service.ts';
import type { MentorsService } from '../mentors/service.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { ExpertRequestRow } from './repository.ts';

/** The public name rule: first name and last initial ("Jordan R."). */
export function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${words[words.length - 1]!.charAt(0).toUpperCase()}.`;
}

/**
 * A request as each viewer sees it, and its live pushes over Socket.IO
 * (docs/product.md#129-expertfinder): offered to the online experts, closed for the others, updated
 * for the mentee. Part of the experts service.
 */
export function createExpertLive(deps: {
  realtime: RealtimeHub;
  mentors: Pick<MentorsService, 'experts'>;
  accounts: Pick<AccountService, 'findPeople'>;
}) {
  const { realtime, mentors, accounts } = deps;

  /** The request as `viewer` sees it (`niche`: the viewer's expertise, when an expert). */
  async function toDto(
    row: ExpertRequestRow,
    viewer: { id: string; niche: string | null },
    names?: Map<string, { name: string }>,
  ): Promise<ExpertRequest> {
    const people =
      names ??
      (await accounts.findPeople([row.menteeId, ...(row.acceptedBy ? [row.acceptedBy] : [])]));
    const menteeName = people.get(row.menteeId)?.name ?? '';
    const isMentee = viewer.id === row.menteeId;
    const isWinner = viewer.id === row.acceptedBy;
    return {
      id: row.id,
      topic: row.topic as ExpertTopic,
      description: row.description,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      mentee: { id: row.menteeId, name: isMentee ? menteeName : publicName(menteeName) },
      expert:
        row.acceptedBy && (isMentee || isWinner)
          ? { id: row.acceptedBy, name: people.get(row.acceptedBy)?.name ?? '' }
          : null,
      conversationId: isMentee || isWinner ? row.conversationId : null,
      matchesMyExpertise: viewer.niche !== null && viewer.niche === row.topic,
    };
  }

  /**
   * Push `row` to the online experts, the matching niche first (`expert-request:new`).
   * Fire-and-forget after commit: an expert who missed it reads the inbox.
   */
  async function offerLive(row: ExpertRequestRow) {
    const experts = await mentors.experts();
    const online = await realtime.online(experts.map((e) => e.id));
    const names = await accounts.findPeople([row.menteeId]);
    const targets = experts
      .filter((e) => online.has(e.id) && e.id !== row.menteeId)
      .sort((a, b) => Number(b.niche === row.topic) - Number(a.niche === row.topic));
    for (const expert of targets) {
      const request = await toDto(row, { id: expert.id, niche: expert.niche }, names);
      realtime.toUsers(expert.id, 'expert-request:new', { request });
    }
  }

  /** Tell every expert but `except` that `requestId` is gone from the inbox. */
  async function closeForExperts(requestId: string, except?: string) {
    const ids = (await mentors.experts()).map((e) => e.id).filter((id) => id !== except);
    if (ids.length > 0) realtime.toUsers(ids, 'expert-request:closed', { requestId });
  }

  /** Send the mentee their request as it now is (`expert-request:updated`). */
  async function tellMentee(row: ExpertRequestRow) {
    realtime.toUsers(row.menteeId, 'expert-request:updated', {
      request: await toDto(row, { id: row.menteeId, niche: null }),
    });
  }

  return { toDto, offerLive, closeForExperts, tellMentee };
}
