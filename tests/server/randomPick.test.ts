import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Naat } from '../../server/db/types';
import { ENGINES } from './engines';
import { startApp, type TestApp } from './helpers';

// Naats Radio: a uniform pick over the catalogue, reciters mixed and spread, titles never twice, on both engines.
// The bounds below are many standard deviations wide, so a fair pick never fails them and the old pick
// (ascending ids, mostly low) always did.
describe.each(ENGINES)('random naats on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp({ seed: false, engine });
  });
  afterEach(async () => {
    await t.close();
  });

  /** 5 reciters with 40 naats each, inserted reciter by reciter (so ids run in blocks per reciter). */
  async function catalogue(): Promise<number[]> {
    const { naats, reciters } = t.app.repos;
    const reciterIds: number[] = [];
    for (let r = 0; r < 5; r += 1) {
      const reciter = await reciters.create({ name: `Reciter ${r}` });
      reciterIds.push(reciter.id);
      await naats.createMany(
        Array.from({ length: 40 }, (_, n) => ({
          title: `Naat ${r}-${n}`,
          filePath: `/Audio/${r}-${n}.mp3`,
          naatKhawanId: reciter.id,
        })),
      );
    }
    return reciterIds;
  }

  const adjacentSameReciter = (picks: Naat[]) =>
    picks.slice(1).filter((naat, i) => naat.naatKhawanId === picks[i]?.naatKhawanId).length;
  /** The fewest same-reciter neighbours any order of these picks has: 2m - n - 1 for a reciter drawn m of n. */
  const unavoidableNeighbours = (picks: Naat[]) => {
    const counts = new Map<number, number>();
    for (const naat of picks) counts.set(naat.naatKhawanId, (counts.get(naat.naatKhawanId) ?? 0) + 1);
    return Math.max(0, 2 * Math.max(...counts.values()) - picks.length - 1);
  };

  it('picks every reciter about equally often, distinct naats, neighbours from different reciters', async () => {
    const reciters = await catalogue();
    const perReciter = new Map<number, number>(reciters.map((id) => [id, 0]));
    let firstInUpperHalf = 0;
    let ascending = 0;
    const calls = 60;
    for (let call = 0; call < calls; call += 1) {
      const picks = await t.app.repos.naats.random(20);
      expect(picks).toHaveLength(20);
      expect(new Set(picks.map((naat) => naat.id)).size).toBe(20);
      // Neighbours differ whenever they can: a reciter drawn m times of 20 (by chance, m > 10 now and then)
      // must sit next to itself at least 2m - 21 times.
      expect(adjacentSameReciter(picks)).toBe(unavoidableNeighbours(picks));
      for (const naat of picks)
        perReciter.set(naat.naatKhawanId, (perReciter.get(naat.naatKhawanId) ?? 0) + 1);
      const ids = picks.map((naat) => naat.id);
      if (ids.every((id, i) => i === 0 || id > (ids[i - 1] ?? 0))) ascending += 1;
      const sorted = [...ids].sort((a, b) => a - b);
      if ((picks[0]?.id ?? 0) > (sorted[10] ?? 0)) firstInUpperHalf += 1;
    }
    // 1,200 picks over 5 equal reciters: 240 each expected (sd below 14); 150..330 is more than 6 sd away.
    for (const picked of perReciter.values()) {
      expect(picked).toBeGreaterThan(150);
      expect(picked).toBeLessThan(330);
    }
    // Ascending order by chance: 1 in 20!; the first pick among the upper half of its call about half the time.
    expect(ascending).toBe(0);
    expect(firstInUpperHalf).toBeGreaterThan(10);
  });

  it('stays uniform and complete over sparse ids (most naats deleted)', async () => {
    await catalogue();
    const all = (await t.app.repos.naats.list({ limit: 200, offset: 0 })).items;
    // Keep every tenth naat: 20 naats over an id range of 200.
    const kept = new Set(all.filter((_, i) => i % 10 === 0).map((naat) => naat.id));
    for (const naat of all) if (!kept.has(naat.id)) await t.app.repos.naats.delete(naat.id);
    const counts = new Map<number, number>();
    for (let call = 0; call < 100; call += 1) {
      const picks = await t.app.repos.naats.random(5);
      expect(picks).toHaveLength(5);
      expect(new Set(picks.map((naat) => naat.id)).size).toBe(5);
      for (const naat of picks) {
        expect(kept.has(naat.id)).toBe(true);
        counts.set(naat.id, (counts.get(naat.id) ?? 0) + 1);
      }
    }
    // 500 picks over 20 naats: 25 each expected; a naat missed by all 100 calls: 0.75^100, below 1e-12.
    expect(counts.size).toBe(kept.size);
    expect(await t.app.repos.naats.random(50)).toHaveLength(kept.size);
  });

  it('mixes reciters even when one has most of the naats', async () => {
    const { naats, reciters } = t.app.repos;
    const big = await reciters.create({ name: 'Big' });
    const small = await reciters.create({ name: 'Small' });
    await naats.createMany(
      Array.from({ length: 30 }, (_, n) => ({
        title: `B${n}`,
        filePath: `/Audio/b${n}.mp3`,
        naatKhawanId: big.id,
      })),
    );
    await naats.createMany(
      Array.from({ length: 10 }, (_, n) => ({
        title: `S${n}`,
        filePath: `/Audio/s${n}.mp3`,
        naatKhawanId: small.id,
      })),
    );
    const picks = await naats.random(40);
    expect(picks).toHaveLength(40);
    // 30 + 10 cannot alternate fully, but the 10 split the 30 into at most 11 runs: 19 same-reciter neighbours.
    expect(adjacentSameReciter(picks)).toBe(19);
  });

  it('answers through the API with the default limit', async () => {
    await catalogue();
    const response = await t.app.inject({ method: 'GET', url: '/api/audios/random' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Naat[] }>();
    expect(data.length).toBeGreaterThan(0);
    expect(adjacentSameReciter(data)).toBe(0);
  });

  /** Reciters singing the same titles (as on a real catalogue), one reciter with far more naats than others. */
  async function sharedTitles(): Promise<number[]> {
    const { naats, reciters } = t.app.repos;
    const reciterIds: number[] = [];
    for (let r = 0; r < 6; r += 1) {
      const reciter = await reciters.create({ name: `Singer ${r}` });
      reciterIds.push(reciter.id);
      const count = r === 0 ? 60 : 8;
      await naats.createMany(
        Array.from({ length: count }, (_, n) => ({
          // Four titles everyone sings, then titles of their own.
          title: n < 4 ? `Shared Title ${n}` : `Own ${r}-${n}`,
          filePath: `/Audio/s${r}-${n}.mp3`,
          naatKhawanId: reciter.id,
        })),
      );
    }
    return reciterIds;
  }

  const titleKey = (naat: Naat) => naat.title.trim().toLowerCase();

  it('50 sets through the API: no title twice in a set, no reciter above its share, every reciter heard', async () => {
    const reciters = await sharedTitles();
    const heard = new Set<number>();
    for (let call = 0; call < 50; call += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/audios/random?limit=20' });
      const { data } = response.json<{ data: Naat[] }>();
      expect(data).toHaveLength(20);
      expect(new Set(data.map(titleKey)).size).toBe(data.length);
      const counts = new Map<number, number>();
      for (const naat of data) counts.set(naat.naatKhawanId, (counts.get(naat.naatKhawanId) ?? 0) + 1);
      // Six reciters share twenty picks: at most four each while the others have naats left (8 each).
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
      for (const id of counts.keys()) heard.add(id);
    }
    expect([...heard].sort()).toEqual([...reciters].sort());
  });

  it("a reciter's radio plays only that reciter, no title twice; an unknown reciter is a 404", async () => {
    const [big] = await sharedTitles();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audios/random?limit=20&naatKhawanId=${big}`,
    });
    const { data } = response.json<{ data: Naat[] }>();
    expect(data).toHaveLength(20);
    expect(data.every((naat) => naat.naatKhawanId === big)).toBe(true);
    expect(new Set(data.map(titleKey)).size).toBe(20);
    const missing = await t.app.inject({ method: 'GET', url: '/api/audios/random?naatKhawanId=99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'NaatKhawan not found' });
  });

  it("a naat's radio starts with it, then naats of its reciter and of others, no title twice", async () => {
    const [big] = await sharedTitles();
    const seed = (await t.app.repos.naats.byReciter(big ?? 0, { limit: 1, offset: 0 })).items[0];
    if (!seed) throw new Error('no naat');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audios/random?limit=20&naatId=${seed.id}`,
    });
    const { data } = response.json<{ data: Naat[] }>();
    expect(data[0]?.id).toBe(seed.id);
    expect(data).toHaveLength(20);
    expect(new Set(data.map(titleKey)).size).toBe(20);
    const same = data.slice(1).filter((naat) => naat.naatKhawanId === big).length;
    expect(same).toBeGreaterThan(0);
    expect(same).toBeLessThanOrEqual(9);
    expect((await t.app.inject({ method: 'GET', url: '/api/audios/random?naatId=99999' })).statusCode).toBe(
      404,
    );
  });
});
