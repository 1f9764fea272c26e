/**
 * The largest play count a naat may hold: PostgreSQL stores it in a 32-bit integer, so anything above
 * was a 500 there while SQLite stored it. Both engines and every writer (the admin API, imports) keep to it.
 */
export const PLAY_COUNT_MAX = 2_147_483_647;
