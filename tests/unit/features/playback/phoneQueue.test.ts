import { describe, expect, it } from 'vitest';
import queueSlice, { queueActions } from '../../../../src/features/playback/queueSlice';
import { naat } from '../../playerFixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

// A shuffle shows in the queue: the queue panel lists what Next will play.
describe('arranging the queue in a playlist order', () => {
  it('puts the playlist items in its order where the first of them was; others keep their places', () => {
    const state = { items: [naat(9), naat(1), naat(2), naat(8), naat(3)] };
    const next = queueSlice.reducer(state, queueActions.arrange([naat(3), naat(1), naat(2)]));
    expect(ids(next.items)).toEqual([9, 3, 1, 2, 8]);
  });

  it('leaves a queue without any of the playlist alone', () => {
    const state = { items: [naat(9), naat(8)] };
    expect(ids(queueSlice.reducer(state, queueActions.arrange([naat(1)])).items)).toEqual([9, 8]);
  });
});
