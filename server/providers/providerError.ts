/** A translate/transcribe failure with the HTTP status the admin call answers (503 unset, 502 provider error). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503,
  ) {
    super(message);
  }
}

/** Pulls a person-readable message out of a provider's error body (LibreTranslate, OpenAI and whisper.cpp shapes). */
export function providerMessage(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const error = record.error;
    if (typeof error === 'string' && error.trim()) return error.trim();
    if (typeof error === 'object' && error !== null) {
      const message = (error as Record<string, unknown>).message;
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
    if (typeof record.message === 'string' && record.message.trim()) return record.message.trim();
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return `The provider answered HTTP ${status}.`;
}

/** Reads a response body as JSON when it is JSON, else as text. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
