/**
 * What the shared flows need to know about the demo catalogue, read from the server's API with Node's fetch
 * (both suites run their flows from Node), so a flow can say which titles and names it expects to see.
 */

/** A naat as the catalogue API describes it (only the fields the flows read). */
export interface CatalogueNaat {
  id: number;
  title: string;
  filePath: string;
  duration: number;
  naatKhawanId: number;
  naatKhawan: { name: string };
}

async function apiData<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${String(response.status)}`);
  return ((await response.json()) as { data: T }).data;
}

export const catalogueNaat = (baseUrl: string, id: number) =>
  apiData<CatalogueNaat>(baseUrl, `/audios/${String(id)}`);

/** The naats on the first page of a reciter's page, in the order that page lists them. */
export const reciterFirstPage = (baseUrl: string, reciterId: number) =>
  apiData<CatalogueNaat[]>(baseUrl, `/naatkhawans/${String(reciterId)}/audios?page=1&limit=15`);

/** The first naat that the reciter page of naat `id`'s reciter lists. */
export async function firstNaatOnReciterPageOf(baseUrl: string, id: number): Promise<CatalogueNaat> {
  const { naatKhawanId: reciterId } = await catalogueNaat(baseUrl, id);
  const [first] = await reciterFirstPage(baseUrl, reciterId);
  if (!first) throw new Error(`The reciter ${String(reciterId)} has no naats`);
  return first;
}
