import type admin from './admin.en';
import type app from './app.en';
import type privacy from './privacy.en';

/** Every message's id; English defines them, other languages translate a subset (the rest falls back). */
export type MessageId = keyof typeof app | keyof typeof admin | keyof typeof privacy;
