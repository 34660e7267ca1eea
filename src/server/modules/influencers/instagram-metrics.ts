import type { Counters } from '../../../shared/competition-rules';
import type { MetricsInfluencer, MetricsProvider } from './metrics-provider';

export const DEFAULT_INSTAGRAM_GRAPH_URL = 'https://graph.facebook.com/v21.0';

/** Graph API error codes that mean "slow down" (app, user, page and business use-case limits). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002, 80006]);
/**
 * Media insights errors that mean "no shares figure for this media" rather than a failure:
 * (#10) not enough viewers, (#100) the metric is not offered for this kind of media.
 */
const NO_INSIGHTS_CODES = new Set([10, 100]);
/** Graph's code for an invalid or expired access token. */
const INVALID_TOKEN_CODE = 190;

export interface InstagramProviderOptions {
  accessToken: string;
  /** e.g. https://graph.facebook.com/v21.0; tests point it at a local fake. */
  baseUrl?: string;
  /** Media per page (the API allows up to 100). */
  pageSize?: number;
  /** Concurrent insights calls per influencer. */
  concurrency?: number;
  /**
   * Shares of media younger than this are read again on every poll; older media keep the figure
   * read before (shares of old posts barely move, and one call per media is costly).
   */
  refreshSharesForDays?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Called when one account cannot be read (a 4xx about that account, e.g. a wrong id or a
   * revoked permission): that influencer is skipped and the others are still read. Without it the
   * error is thrown. Rate limits, an invalid token, 5xx and network failures always throw.
   */
  onAccountError?: (influencerId: string, error: InstagramApiError) => void;
}

/** A failed Graph API call. The message names the call and Graph's error, never the token. */
export class InstagramApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    readonly rateLimited: boolean,
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }
}

interface GraphErrorBody {
  error?: { message?: unknown; type?: unknown; code?: unknown; error_subcode?: unknown };
}

interface MediaPage {
  data?: { id: string; like_count?: number; comments_count?: number; timestamp?: string }[];
  paging?: { cursors?: { after?: string }; next?: string };
}

interface InsightsAnswer {
  data?: { name?: string; values?: { value?: unknown }[]; total_value?: { value?: unknown } }[];
}

/** A failure about one account only, after which the other accounts can still be read. */
function isAccountError(error: unknown): error is InstagramApiError {
  return (
    error instanceof InstagramApiError &&
    !error.rateLimited &&
    error.code !== INVALID_TOKEN_CODE &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  );
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * Reads public counters through the Instagram Graph API (Instagram API with Facebook Login):
 * posts = the account's media_count; likes and comments = the sums of like_count and
 * comments_count over all its media (paged); shares = the sum of each media's `shares` insight.
 * Influencers without an Instagram account id are skipped.
 */
export function createInstagramProvider(options: InstagramProviderOptions): MetricsProvider {
  const token = options.accessToken;
  const baseUrl = (options.baseUrl ?? DEFAULT_INSTAGRAM_GRAPH_URL).replace(/\/+$/, '');
  const pageSize = options.pageSize ?? 100;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const refreshMs = (options.refreshSharesForDays ?? 7) * 24 * 60 * 60 * 1000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchImpl = options.fetch ?? fetch;
  /** Shares read per media id, kept between polls. */
  const sharesByMedia = new Map<string, number>();

  const redact = (text: string) => (token ? text.split(token).join('[redacted]') : text);

  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('access_token', token);
    const call = `GET /${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new InstagramApiError(
        redact(`Instagram Graph API ${call} failed: ${reason}`),
        undefined,
        undefined,
        false,
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const graphError = (body as GraphErrorBody | undefined)?.error;
    if (!response.ok || graphError) {
      const code = typeof graphError?.code === 'number' ? graphError.code : undefined;
      const rateLimited =
        response.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code));
      const detail =
        typeof graphError?.message === 'string' ? graphError.message : response.statusText;
      throw new InstagramApiError(
        redact(
          `Instagram Graph API ${call} failed: HTTP ${response.status}` +
            `${code !== undefined ? `, code ${code}` : ''}${rateLimited ? ' (rate limited)' : ''}` +
            `${detail ? `: ${detail.slice(0, 300)}` : ''}`,
        ),
        response.status,
        code,
        rateLimited,
      );
    }
    if (body === undefined) {
      throw new InstagramApiError(
        `Instagram Graph API ${call} failed: the answer was not JSON`,
        response.status,
        undefined,
        false,
      );
    }
    return body as T;
  }

  async function sharesOf(mediaId: string): Promise<number> {
    try {
      const answer = await get<InsightsAnswer>(`${encodeURIComponent(mediaId)}/insights`, {
        metric: 'shares',
      });
      const metric = answer.data?.find((item) => item.name === 'shares') ?? answer.data?.[0];
      return count(metric?.total_value?.value ?? metric?.values?.[0]?.value);
    } catch (error) {
      if (
        error instanceof InstagramApiError &&
        error.code !== undefined &&
        NO_INSIGHTS_CODES.has(error.code)
      )
        return 0;
      throw error;
    }
  }

  async function countersOf(igUserId: string, at: Date): Promise<Counters> {
    const user = encodeURIComponent(igUserId);
    const account = await get<{ media_count?: number }>(user, { fields: 'media_count' });
    let likes = 0;
    let comments = 0;
    const media: { id: string; recent: boolean }[] = [];
    let after: string | undefined;
    do {
      const page: MediaPage = await get<MediaPage>(`${user}/media`, {
        fields: 'id,like_count,comments_count,timestamp',
        limit: String(pageSize),
        ...(after ? { after } : {}),
      });
      for (const item of page.data ?? []) {
        likes += count(item.like_count);
        comments += count(item.comments_count);
        const postedAt = item.timestamp ? Date.parse(item.timestamp) : Number.NaN;
        media.push({
          id: item.id,
          recent: Number.isNaN(postedAt) || at.getTime() - postedAt < refreshMs,
        });
      }
      // Graph's `next` link carries its own host; following the cursor keeps calls on baseUrl.
      after = page.paging?.next ? page.paging.cursors?.after : undefined;
    } while (after);

    const pending = media.filter((item) => item.recent || !sharesByMedia.has(item.id));
    for (let i = 0; i < pending.length; i += concurrency) {
      const batch = pending.slice(i, i + concurrency);
      const read = await Promise.all(batch.map((item) => sharesOf(item.id)));
      batch.forEach((item, j) => {
        sharesByMedia.set(item.id, read[j] ?? 0);
      });
    }
    const shares = media.reduce((sum, item) => sum + (sharesByMedia.get(item.id) ?? 0), 0);
    return { posts: count(account.media_count), likes, shares, comments };
  }

  return {
    name: 'instagram',
    async fetchCounters(influencers: readonly MetricsInfluencer[], at: Date) {
      const counters = new Map<string, Counters>();
      for (const influencer of influencers) {
        if (!influencer.instagramUserId) continue;
        try {
          counters.set(influencer.id, await countersOf(influencer.instagramUserId, at));
        } catch (error) {
          if (!options.onAccountError || !isAccountError(error)) throw error;
          options.onAccountError(influencer.id, error);
        }
      }
      return counters;
    },
  };
}
