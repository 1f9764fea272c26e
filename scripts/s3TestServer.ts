/**
 * An S3-compatible server for the tests and for trying the S3 path by hand: s3rver serving the S3 REST API
 * from a folder, with one bucket open to cross-origin reads. Its credentials are s3rver's fixed S3RVER / S3RVER.
 */
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The server's S3_* settings for this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The bucket lets any page fetch its objects (GET, HEAD, with ranges), as a bucket must for the app's
 * downloads: `/Audio/<name>` redirects to a presigned URL of the bucket, and the download's fetch follows it.
 */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>Content-Length</ExposeHeader><ExposeHeader>Content-Range</ExposeHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

export async function startS3TestServer(
  directory: string,
  bucket = 'naat-audio',
  port = 0,
): Promise<S3TestServer> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
