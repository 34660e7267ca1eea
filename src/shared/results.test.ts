import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type CommitmentInput,
  canonicalJson,
  chainedCommitmentHash,
  chainedCommitmentText,
  commitmentDocument,
  commitmentHash,
  commitmentText,
  entriesChainOf,
  type PublishedResults,
  verifyResults,
} from './results';

const input: CommitmentInput = {
  competitionId: 7,
  entries: [
    { playId: 12, enteredAt: '2026-03-02T12:21:00.000Z', influencerIds: ['e', 'd', 'c', 'b', 'a'] },
    { playId: 11, enteredAt: '2026-03-02T12:20:00.000Z', influencerIds: ['a', 'b', 'c', 'd', 'f'] },
  ],
  baselines: [
    { influencerId: 'f', snapshotId: 6 },
    { influencerId: 'a', snapshotId: 1 },
    { influencerId: 'b', snapshotId: 2 },
    { influencerId: 'c', snapshotId: 3 },
    { influencerId: 'd', snapshotId: null },
    { influencerId: 'e', snapshotId: 5 },
  ],
};

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps array order, has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [{ z: true, y: null }, 'x'], c: { e: 1.5, d: 'é' } })).toBe(
      '{"a":[{"y":null,"z":true},"x"],"b":1,"c":{"d":"é","e":1.5}}',
    );
  });

  it('is the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ x: 1, y: { p: 2, q: 3 } })).toBe(
      canonicalJson({ y: { q: 3, p: 2 }, x: 1 }),
    );
  });
});

describe('the commitment', () => {
  it('is the SHA-256 of the canonical document (entries by id, teams and baselines sorted)', async () => {
    const document = commitmentDocument(input);
    expect(canonicalJson(document)).toBe(
      '{"baselines":[{"influencerId":"a","snapshotId":1},{"influencerId":"b","snapshotId":2},' +
        '{"influencerId":"c","snapshotId":3},{"influencerId":"d","snapshotId":null},' +
        '{"influencerId":"e","snapshotId":5},{"influencerId":"f","snapshotId":6}],' +
        '"competitionId":7,"entries":[' +
        '{"enteredAt":"2026-03-02T12:20:00.000Z","influencers":["a","b","c","d","f"],"playId":11},' +
        '{"enteredAt":"2026-03-02T12:21:00.000Z","influencers":["a","b","c","d","e"],"playId":12}]}',
    );
    const hash = await commitmentHash(input);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(canonicalJson(document)).digest('hex'));
  });

  it('is written out as the canonical JSON of the document, whatever the texts hold', () => {
    const odd: CommitmentInput = {
      competitionId: 123456789,
      entries: [
        {
          playId: 3,
          enteredAt: '2026-03-02T12:20:00.999Z',
          influencerIds: ['z"q', 'a\\b', 'line\nbreak', '\u0001ctl', 'é\u2028'],
        },
        {
          playId: 1,
          enteredAt: '2026-03-02T12:20:00.000Z',
          influencerIds: ['\u{1F600}', '\uFF5E', 'B', 'a', 'A'],
        },
      ],
      baselines: [
        { influencerId: '\u{1F600}', snapshotId: null },
        { influencerId: '\uFF5E', snapshotId: 9_007_199_254_740_991 },
        { influencerId: 'z"q', snapshotId: 0 },
      ],
    };
    for (const item of [input, odd, { competitionId: 1, entries: [], baselines: [] }]) {
      expect(commitmentText(item)).toBe(canonicalJson(commitmentDocument(item)));
    }
  });

  it('is stable across key order, entry order, team order and baseline order', async () => {
    const reordered: CommitmentInput = {
      baselines: [...input.baselines].reverse().map((b) => ({
        snapshotId: b.snapshotId,
        influencerId: b.influencerId,
      })),
      entries: [...input.entries].reverse().map((e) => ({
        influencerIds: [...e.influencerIds].reverse(),
        enteredAt: e.enteredAt,
        playId: e.playId,
      })),
      competitionId: 7,
    };
    expect(await commitmentHash(reordered)).toBe(await commitmentHash(input));
  });

  it('changes when any entry or baseline changes', async () => {
    const original = await commitmentHash(input);
    const [first, second] = input.entries as [
      CommitmentInput['entries'][number],
      CommitmentInput['entries'][number],
    ];
    const variants: CommitmentInput[] = [
      { ...input, competitionId: 8 },
      { ...input, entries: [{ ...first, influencerIds: ['a', 'b', 'c', 'd', 'f'] }, second] },
      { ...input, entries: [first, { ...second, enteredAt: '2026-03-02T12:20:00.001Z' }] },
      { ...input, entries: [first, { ...second, playId: 13 }] },
      { ...input, entries: [first] },
      {
        ...input,
        baselines: input.baselines.map((b) => ({ ...b, snapshotId: b.snapshotId ?? 4 })),
      },
      { ...input, baselines: input.baselines.slice(1) },
    ];
    const hashes = await Promise.all(variants.map(commitmentHash));
    for (const hash of hashes) expect(hash).not.toBe(original);
    expect(new Set(hashes).size).toBe(variants.length);
  });
});

describe('the chained commitment (decision 0044)', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const first =
    '{"enteredAt":"2026-03-02T12:20:00.000Z","influencers":["a","b","c","d","f"],"playId":11}';
  const second =
    '{"enteredAt":"2026-03-02T12:21:00.000Z","influencers":["a","b","c","d","e"],"playId":12}';

  it('chains the entries by id: each link is SHA-256 of the previous link and the entry', async () => {
    expect(await entriesChainOf([])).toBe('');
    expect(await entriesChainOf(input.entries)).toBe(sha(sha(first) + second));
  });

  it('is the SHA-256 of the canonical {baselines, competitionId, entriesChain}', async () => {
    const chain = sha(sha(first) + second);
    const text = chainedCommitmentText(7, chain, input.baselines);
    expect(text).toBe(
      canonicalJson({
        competitionId: 7,
        entriesChain: chain,
        baselines: (commitmentDocument(input) as { baselines: Parameters<typeof canonicalJson>[0] })
          .baselines,
      }),
    );
    expect(text).toBe(
      '{"baselines":[{"influencerId":"a","snapshotId":1},{"influencerId":"b","snapshotId":2},' +
        '{"influencerId":"c","snapshotId":3},{"influencerId":"d","snapshotId":null},' +
        '{"influencerId":"e","snapshotId":5},{"influencerId":"f","snapshotId":6}],' +
        `"competitionId":7,"entriesChain":"${chain}"}`,
    );
    expect(await chainedCommitmentHash(input)).toBe(sha(text));
    expect(await chainedCommitmentHash(input)).not.toBe(await commitmentHash(input));
  });

  it('changes with any entry, its time, its team or the order of the ids', async () => {
    const original = await chainedCommitmentHash(input);
    const [a, b] = input.entries as [
      CommitmentInput['entries'][number],
      CommitmentInput['entries'][number],
    ];
    const variants: CommitmentInput[] = [
      { ...input, entries: [a] },
      { ...input, entries: [a, { ...b, enteredAt: '2026-03-02T12:21:00.001Z' }] },
      { ...input, entries: [a, { ...b, influencerIds: ['a', 'b', 'c', 'd', 'g'] }] },
      { ...input, entries: [a, { ...b, playId: 10 }] },
      { ...input, baselines: input.baselines.map((x) => ({ ...x, snapshotId: 1 })) },
    ];
    for (const variant of variants) expect(await chainedCommitmentHash(variant)).not.toBe(original);
  });
});

describe('recomputing published results', () => {
  const at = (minute: number) => `2026-03-02T13:${String(minute).padStart(2, '0')}:00.000Z`;
  const influencer = (id: string, snapshotId: number, gain: Partial<Record<string, number>>) => {
    const baseline = { snapshotId, at: at(0), posts: 1, likes: 10, shares: 1, comments: 2 };
    const final = {
      snapshotId: snapshotId + 100,
      at: at(59),
      posts: 1 + (gain.posts ?? 0),
      likes: 10 + (gain.likes ?? 0),
      shares: 1 + (gain.shares ?? 0),
      comments: 2 + (gain.comments ?? 0),
    };
    const score =
      (gain.posts ?? 0) * 10 +
      (gain.likes ?? 0) +
      (gain.shares ?? 0) * 2 +
      (gain.comments ?? 0) * 1.5;
    return { id, baseline, final, score };
  };
  const team = (ids: string[], first: ReturnType<typeof influencer>) => [
    first,
    ...ids.map((id, index) => influencer(id, index + 2, {})),
  ];

  async function published(): Promise<PublishedResults> {
    const entries = [
      // 2 posts and 1 comment (21.5, rounded to 22) beats 22 likes only on the later entry time.
      {
        playId: 2,
        player: 'bea',
        enteredAt: '2026-03-02T12:10:00.000Z',
        score: 22,
        rank: 1,
        influencers: team(['b', 'c', 'd', 'e'], influencer('a', 1, { posts: 2, comments: 1 })),
      },
      {
        playId: 1,
        player: 'al',
        enteredAt: '2026-03-02T12:11:00.000Z',
        score: 22,
        rank: 2,
        influencers: team(['b', 'c', 'd', 'e'], influencer('f', 1, { likes: 22 })),
      },
      {
        playId: 3,
        player: 'cy',
        enteredAt: '2026-03-02T12:05:00.000Z',
        score: 2,
        rank: 3,
        influencers: team(['b', 'c', 'd', 'e'], influencer('g', 1, { shares: 1 })),
      },
    ];
    const sha256 = await commitmentHash({
      competitionId: 9,
      entries: entries.map((e) => ({
        playId: e.playId,
        enteredAt: e.enteredAt,
        influencerIds: e.influencers.map((i) => i.id),
      })),
      baselines: entries
        .flatMap((e) =>
          e.influencers.map((i) => ({ influencerId: i.id, snapshotId: i.baseline.snapshotId })),
        )
        .filter(
          (b, index, all) => all.findIndex((o) => o.influencerId === b.influencerId) === index,
        ),
    });
    return { competitionId: 9, commitment: { sha256, createdAt: at(0) }, entries };
  }

  it('agrees with a correct publication: scores, ranks (ties by entry time) and commitment', async () => {
    const results = await published();
    const check = await verifyResults(results);
    expect(check.problems).toEqual([]);
    expect(check.commitmentMatches).toBe(true);
    expect(check.ranking.map((row) => [row.player, row.score, row.rank])).toEqual([
      ['bea', 22, 1],
      ['al', 22, 2],
      ['cy', 2, 3],
    ]);
  });

  it('agrees with a chained commitment too, and finds a changed entry time under it', async () => {
    const results = await published();
    const committed: CommitmentInput = {
      competitionId: 9,
      entries: results.entries.map((e) => ({
        playId: e.playId,
        enteredAt: e.enteredAt,
        influencerIds: e.influencers.map((i) => i.id),
      })),
      baselines: [
        ...new Map(
          results.entries.flatMap((e) =>
            e.influencers.map((i) => [i.id, i.baseline.snapshotId] as const),
          ),
        ),
      ].map(([influencerId, snapshotId]) => ({ influencerId, snapshotId })),
    };
    const sha256 = await chainedCommitmentHash(committed);
    const chained = { ...results, commitment: { sha256, createdAt: at(0) } };
    const check = await verifyResults(chained);
    expect(check.problems).toEqual([]);
    expect(check.commitment).toBe(sha256);
    const [first, ...rest] = chained.entries as PublishedResults['entries'][number][];
    const moved = {
      ...chained,
      entries: [
        {
          ...(first as PublishedResults['entries'][number]),
          enteredAt: '2026-03-02T12:09:59.999Z',
        },
        ...rest,
      ],
    };
    expect((await verifyResults(moved)).commitmentMatches).toBe(false);
  });

  it('finds a changed counter, a swapped rank and a changed team', async () => {
    const results = await published();
    const [first, second, third] = results.entries as [
      PublishedResults['entries'][number],
      PublishedResults['entries'][number],
      PublishedResults['entries'][number],
    ];
    const tampered: PublishedResults = {
      ...results,
      entries: [
        { ...first, rank: 2 },
        { ...second, rank: 1 },
        {
          ...third,
          influencers: third.influencers.map((i, index) =>
            index === 0 ? { ...i, id: 'h', final: { ...i.final, likes: i.final.likes + 1 } } : i,
          ),
        },
      ],
    };
    const check = await verifyResults(tampered);
    expect(check.commitmentMatches).toBe(false);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        'Entry 2: ranks 1, published 2',
        'Entry 1: ranks 2, published 1',
        'Entry 3: h scores 3, published 2',
        'Entry 3: team scores 3, published 2',
      ]),
    );
  });
});
