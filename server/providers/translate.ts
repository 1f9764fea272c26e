/**
 * Translation through a LibreTranslate-compatible endpoint: POST {q, source, target, format:'text'} ->
 * {translatedText}. TRANSLATE_URL is the full endpoint (e.g. http://localhost:5000/translate); an optional
 * TRANSLATE_API_KEY is sent as `api_key`, as LibreTranslate expects.
 */
import { ProviderError, providerMessage, readBody } from './providerError';

export interface TranslateConfig {
  url: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

export const TRANSLATE_NOT_CONFIGURED = 'Translation is not configured on this server. Set TRANSLATE_URL.';

export async function translate(
  text: string,
  from: string,
  to: string,
  config: TranslateConfig,
): Promise<string> {
  if (!config.url) throw new ProviderError(TRANSLATE_NOT_CONFIGURED, 503);
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        q: text,
        source: from,
        target: to,
        format: 'text',
        ...(config.apiKey ? { api_key: config.apiKey } : {}),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(
      `The translation provider could not be reached: ${(error as Error).message}`,
      502,
    );
  }
  const body = await readBody(response);
  if (!response.ok) throw new ProviderError(providerMessage(body, response.status), 502);
  const translated = (body as { translatedText?: unknown } | null)?.translatedText;
  if (typeof translated !== 'string') {
    throw new ProviderError('The translation provider gave an answer without translatedText.', 502);
  }
  return translated;
}
