import type {
  OnboardingState,
  PublicConfig,
  PublicMentor,
  PublicMentorList,
  SessionState,
} from '@pathwise/contracts';
import { http, HttpResponse, type DefaultBodyType, type JsonBodyType } from 'msw';
import { server } from './server.ts';

/** The server's error answer (docs/architecture.md#request-flow: `{message, code, type}`). */
export interface ApiErrorBody {
  message: string;
  code: number;
  type: string;
}

/** Answers of the API by path, typed by the contract schema of each operation. */
export interface ApiResponses {
  'GET /api/session': SessionState;
  'GET /api/config': PublicConfig;
  'GET /api/onboarding': OnboardingState;
  'GET /api/mentors': PublicMentorList;
  'GET /api/mentors/:id': PublicMentor;
}

/** `{message, code, type}` with `status`, the way the server fails a call. */
export function apiError(status: number, type: string, message = type) {
  return HttpResponse.json<ApiErrorBody>({ message, code: status, type }, { status });
}

/** A JSON answer with `status` (200 when left out). */
export function json<T extends JsonBodyType>(body: T, status = 200) {
  return HttpResponse.json(body, { status });
}

/** One request as a test sees it afterwards: method, path, query and parsed JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: DefaultBodyType;
}

/**
 * Record every request that reaches the mock server from now on (the handlers still answer),
 * so a test can check what a page asked for; `body` is the parsed JSON body, if any. Returns
 * the live list. Listeners go after each test (`test-setup.ts`).
 */
export function recordCalls(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedCall = {
      method: request.method,
      path: url.pathname,
      params: url.searchParams,
      body: undefined,
    };
    calls.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as DefaultBodyType) : undefined;
      })
      .catch(() => {});
  });
  return calls;
}

/** A handler answering `GET <path>` with a body typed by that operation's contract. */
export function get<K extends keyof ApiResponses & `GET ${string}`>(
  route: K,
  answer: ApiResponses[K] | (() => Response | Promise<Response>),
) {
  const path = route.slice('GET '.length);
  return http.get(path, () =>
    typeof answer === 'function' ? answer() : HttpResponse.json(answer as JsonBodyType),
  );
}

export { http, HttpResponse };

/** What a test's tiny API answers: status and JSON body (204 sends none), or a network failure. */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';

/** One request as {@link answerApi} hands it to the test: method, path, query, JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/**
 * Answer every `/api/*` request with `answer` (a small in-memory server for one test), on
 * MSW. Returns the recorded requests, in order, so a test can check what the page sent.
 */
export function answerApi(
  answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): FakeRequest[] {
  const calls: FakeRequest[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: FakeRequest = {
        method: request.method,
        path: url.pathname,
        params: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const reply = await answer(call);
      if (reply === 'network-error') return HttpResponse.error();
      if (reply.status === 204) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(reply.body ?? {}, { status: reply.status });
    }),
  );
  return calls;
}

/**
 * The file name of a multipart upload's `file` part, read from the raw body. Handlers use
 * this instead of `request.formData()`: on Node 24, undici's multipart parser asserts that
 * each part is its own `File`, and under jsdom the global `File` is jsdom's (docs/performance.md).
 */
export async function uploadedFileName(request: Request): Promise<string> {
  const body = await request.text();
  return /name="file"; filename="([^"]*)"/.exec(body)?.[1] ?? '';
}
