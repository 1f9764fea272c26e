import type { APIRequestContext } from '@playwright/test';

/** Minimal shapes of the API answers the screen tests read their expectations from. */
export interface ApiNaat {
  id: number;
  title: string;
  urduTitle: string | null;
  playCount: number;
  duration: number;
  lyrics: string | null;
  naatKhawanId: number;
  naatKhawan: { id: number; name: string };
}
export interface ApiReciter {
  id: number;
  name: string;
  urduName: string | null;
  audioCount: number;
}

/** GETs a JSON answer of the test server, failing the test on a non-2xx status. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export const popularPage = async (request: APIRequestContext, page: number) =>
  api<{ data: ApiNaat[]; total: number }>(request, `/audios/popular?page=${page}&limit=15`);

export const recentPage = async (request: APIRequestContext, page: number) =>
  api<{ data: ApiNaat[]; total: number }>(request, `/audios/recent?page=${page}&limit=15`);

/** The reciter with the most naats (the demo catalogue has one with more than 30). */
export async function biggestReciter(request: APIRequestContext): Promise<ApiReciter> {
  const { data } = await api<{ data: ApiReciter[] }>(request, '/naatkhawans?sort=audio_count&limit=1');
  const reciter = data[0];
  if (!reciter) throw new Error('The demo catalogue has no reciters');
  return reciter;
}

export const reciterAudios = async (request: APIRequestContext, id: number, page: number, initial?: string) =>
  api<{
    data: ApiNaat[];
    pagination: { page: number; totalPages: number; total: number };
    availableLetters: string[];
  }>(request, `/naatkhawans/${id}/audios?page=${page}&limit=15${initial ? `&initial=${initial}` : ''}`);

export const searchNaats = async (request: APIRequestContext, q: string, limit = 20) =>
  api<{ data: { data: ApiNaat[]; total: number; totalPages: number } }>(
    request,
    `/audios?search=${encodeURIComponent(q)}&page=1&limit=${limit}`,
  );

export const searchReciters = async (request: APIRequestContext, q: string, limit = 20) =>
  api<{ data: { data: ApiReciter[]; total: number; totalPages: number } }>(
    request,
    `/naatkhawans?search=${encodeURIComponent(q)}&page=1&limit=${limit}`,
  );
