/**
 * A naat as the page and the worker hold it: the API's shape (./schemas.ts), except that the fields the API
 * gained after naats were first saved on devices (favorites, downloads, the queue) may be absent from those
 * saved copies, and `opus` from an older server's answer. Types only: nothing here reaches a bundle.
 */
import type { Static } from '@sinclair/typebox';
import type { AudioProcessingSchema, NaatSchema } from './schemas';

type ApiNaat = Static<typeof NaatSchema>;
type ApiAudioProcessing = Static<typeof AudioProcessingSchema>;

/** Where a naat's audio is in the server's ingest pipeline; `opus` is absent from older servers. */
export type ClientAudioProcessing = Omit<ApiAudioProcessing, 'opus'> &
  Partial<Pick<ApiAudioProcessing, 'opus'>>;

/** Fields a naat saved on a device before they existed does not have. */
type AddedLater = 'image' | 'sources' | 'loudnessLufs' | 'audio';

export type ClientNaat = Omit<ApiNaat, AddedLater> &
  Partial<Pick<ApiNaat, 'image' | 'sources' | 'loudnessLufs'>> & { audio?: ClientAudioProcessing | null };
