/**
 * The one shape every component sees; src/api/normalize.ts turns the server's variants into these. Each is the
 * contract's API shape (contract/schemas.ts), taken as a type only so that no schema code reaches the bundle.
 * A naat may lack the fields added after naats were first saved on devices (contract/clientNaat.ts).
 */
import type { Static } from '@sinclair/typebox';
import type { AudioSourceSchema, ReciterRefSchema, ReciterSchema } from '../../contract/schemas';

export type { AudioQuality, OpusState } from '../../contract/schemas';
export type { ClientNaat as Naat, ClientAudioProcessing as AudioProcessing } from '../../contract/clientNaat';

export type ReciterRef = Static<typeof ReciterRefSchema>;
export type Reciter = Static<typeof ReciterSchema>;
/** One file a naat can be played from; `kbps` is null when not measured yet. */
export type AudioSourceInfo = Static<typeof AudioSourceSchema>;
