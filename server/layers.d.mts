/** One layer of the server (server/layers.mjs). */
export interface ServerLayer {
  name: string;
  /** Folders of server/. */
  dirs: readonly string[];
  /** Modules at the root of server/. */
  files: readonly string[];
}

/** The server's layers, bottom first. */
export const SERVER_LAYERS: readonly ServerLayer[];
