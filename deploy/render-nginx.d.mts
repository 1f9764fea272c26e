export interface NginxSite {
  /** nginx `listen` value: a port or address:port. */
  listen: string | number;
  /** Each app instance: host:port, or unix:/absolute/path for one on a Unix socket (SOCKET_PATH). */
  instances: string[];
  /** Absolute path of the built app (STATIC_DIR). */
  staticDir: string;
  /** Absolute path of the shared audio folder (DATA_DIR/audio); null when the audio is in a bucket. */
  audioDir: string | null;
}

/** deploy/naat-stream.conf with its placeholders filled. */
export function renderNginx(site: NginxSite): string;
