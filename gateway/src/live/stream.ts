/**
 * The gateway's one connection to the REST API's event stream (docs/live-updates.md#the-path):
 * `GET /api/events` with X-Gateway-Secret, Server-Sent Events of `data: <json>` lines. Every REST
 * process hears every write on the database, so one stream to any of REST_API_URL's processes is
 * enough; when it fails or drops, the next URL is tried after a growing pause (250 ms doubling to
 * 5 s, with jitter), and a stream silent for longer than three heartbeats counts as dropped.
 */

/** One event of the stream (rest-api/src/events.ts AgencyEvent). */
export type LiveEvent =
  | {
      type: 'order';
      id: number;
      kind: 'CREATED' | 'CHANGED' | 'PAID' | 'CANCELLED' | 'DELETED';
      version: number | null;
      employeeID: number | null;
      editedBy: string | null;
      at: string;
    }
  | { type: 'alert'; id: number; at: string }
  | { type: 'sessions' };

/** What the stream tells its owner. */
export interface StreamListener {
  /** The stream is open and the REST process listens: every later write is heard. */
  up(): void;
  /** The stream dropped (or could not open): writes from now until the next `up` may be missed. */
  down(reason: string): void;
  /** One event. */
  event(event: LiveEvent): void;
}

/** The REST API's heartbeat is every 15 s: silence for 45 s is a dead stream. */
export const SILENCE_MS = 45_000;
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;

/**
 * Keeps one event stream open to one of `urls` (REST base URLs) until `stop()`.
 * @param secret GATEWAY_SECRET, the stream's credential.
 */
export class EventStream {
  private stopped = false;
  private controller: AbortController | null = null;
  private pauseTimer: NodeJS.Timeout | undefined;
  /** Ends the pause between attempts early (stop). */
  private wake: (() => void) | null = null;
  private next = 0;
  private failures = 0;
  private isUp = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly urls: readonly string[],
    private readonly secret: string,
    private readonly listener: StreamListener,
    private readonly options: { silenceMs?: number } = {},
  ) {}

  /** True while the stream is open and has said it is ready. */
  get up(): boolean {
    return this.isUp;
  }

  /** Starts connecting (returns at once). */
  start(): void {
    this.running ??= this.loop();
  }

  /** Closes the stream and stops reconnecting. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pauseTimer);
    this.wake?.();
    this.controller?.abort();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const url = this.urls[this.next % this.urls.length]!;
      this.next += 1;
      let reason = 'ended';
      try {
        await this.read(`${url.replace(/\/+$/, '')}/api/events`);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      if (this.isUp) {
        this.isUp = false;
        this.listener.down(reason);
      } else if (!this.stopped) {
        this.listener.down(reason);
      }
      if (this.stopped) return;
      const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** this.failures) * (0.5 + Math.random() / 2);
      this.failures = Math.min(this.failures + 1, 10);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.pauseTimer = setTimeout(resolve, pause);
      });
      this.wake = null;
    }
  }

  /** Reads one stream until it ends; throws when it cannot open or breaks. */
  private async read(url: string): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const silenceMs = this.options.silenceMs ?? SILENCE_MS;
    let silence: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(new Error(`no heartbeat for ${silenceMs} ms`)), silenceMs);
    };
    try {
      heard();
      const reply = await fetch(url, {
        headers: { 'x-gateway-secret': this.secret, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!reply.ok || !reply.body) {
        await reply.body?.cancel();
        throw new Error(`${url} answered ${reply.status}`);
      }
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of reply.body) {
        heard();
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 1);
          if (line.startsWith('data: ')) this.dispatch(line.slice(6));
        }
      }
    } finally {
      clearTimeout(silence);
      this.controller = null;
    }
  }

  private dispatch(json: string): void {
    let event: LiveEvent | { type: 'ready' };
    try {
      event = JSON.parse(json) as LiveEvent | { type: 'ready' };
    } catch {
      return; // not ours: ignored
    }
    if (event.type === 'ready') {
      this.failures = 0;
      this.isUp = true;
      this.listener.up();
      return;
    }
    this.listener.event(event);
  }
}
