/**
 * The fetch the MCP SDK is given: the caller's (SSRF-guarded) fetch plus a shared deadline, a byte cap over every
 * response body, and a log of what came back, so auth challenges and unreachable servers can be told apart after
 * the SDK has turned them into its own errors.
 */

/** What the wire saw during one collection. */
export interface WireLog {
  /** HTTP statuses in arrival order. */
  statuses: number[];
  /** The first 401 (or 403 with a challenge) and its WWW-Authenticate header. */
  challenge?: { status: number; wwwAuthenticate?: string };
  /** The first error thrown by the underlying fetch (e.g. the SSRF guard's refusal). */
  fetchError?: unknown;
  /** Response body bytes read so far, over all requests. */
  bytes: number;
  /** Set once the byte cap cut a body off. */
  overBudget: boolean;
}

/** Options of {@link observedFetch}. */
export interface WireOptions {
  /** Aborts every request in flight and every later one (the collection deadline). */
  signal: AbortSignal;
  /** Cap on response body bytes over the whole collection. */
  maxBytes: number;
}

// Statuses that must not carry a body: new Response(stream, { status }) throws for them.
const NULL_BODY = new Set([101, 204, 205, 304]);

/** One deadline for a whole collection: a signal for fetches and the time left for SDK request timeouts. */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly endsAt: number;
  private readonly timer: ReturnType<typeof setTimeout>;
  private fired = false;

  constructor(ms: number) {
    this.endsAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort(new Error('MCP collection deadline'));
    }, ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get expired(): boolean {
    return this.fired || Date.now() >= this.endsAt;
  }

  /** Milliseconds left, never below 1: a zero or negative timeout is not read as "already late" everywhere. */
  left(): number {
    return Math.max(1, this.endsAt - Date.now());
  }

  /** Stops the timer; aborts in-flight work too, so nothing outlives the collection. */
  dispose(): void {
    clearTimeout(this.timer);
    if (!this.controller.signal.aborted) this.controller.abort(new Error('MCP collection finished'));
  }
}

/** Creates an empty log. */
export function newWireLog(): WireLog {
  return { statuses: [], bytes: 0, overBudget: false };
}

/** Wraps `base` so every response is logged and every body counted against one shared byte cap. */
export function observedFetch(base: typeof fetch, log: WireLog, opts: WireOptions): typeof fetch {
  const wrapped = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal ? AbortSignal.any([init.signal, opts.signal]) : opts.signal;
    let res: Response;
    try {
      res = await base(input, { ...init, signal });
    } catch (err) {
      log.fetchError ??= err;
      throw err;
    }
    log.statuses.push(res.status);
    noteChallenge(res, log);
    if (!res.body || NULL_BODY.has(res.status)) return res;
    return new Response(res.body.pipeThrough(byteCap(log, opts.maxBytes)), {
      status: res.status, statusText: res.statusText, headers: res.headers,
    });
  };
  return wrapped as typeof fetch;
}

function noteChallenge(res: Response, log: WireLog): void {
  if (log.challenge) return;
  const www = res.headers.get('www-authenticate') ?? undefined;
  // A 403 without a challenge is a plain refusal, not a request for credentials.
  if (res.status === 401 || (res.status === 403 && www)) log.challenge = { status: res.status, wwwAuthenticate: www };
}

function byteCap(log: WireLog, maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      log.bytes += chunk.byteLength;
      if (log.bytes > maxBytes) {
        log.overBudget = true;
        controller.error(new Error(`MCP responses exceeded ${maxBytes} bytes`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
}
