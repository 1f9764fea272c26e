// Workbox's development build writes to `self` when it loads and logs through `navigator`; Node 20 has
// neither, so the handlers' tests import this first (they run in Node, whose fetch Request and Response are
// the closest to a worker's). Workbox's own switch silences its development logs.
const scope = globalThis as { self?: unknown; __WB_DISABLE_DEV_LOGS?: boolean };
scope.self ??= globalThis;
scope.__WB_DISABLE_DEV_LOGS = true;
