/** OBJECT_STORE_URL is read once at start; a bad one refuses to start with the reason, never the secret. */
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const withStore = (url: string) => loadConfig({ OBJECT_STORE_URL: url, DATA_DIR: '/tmp/nocturne-config' });

describe('OBJECT_STORE_URL', () => {
  test('unset: the disk under DATA_DIR', () => {
    expect(loadConfig({}).objectStore).toBeNull();
    expect(withStore('  ').objectStore).toBeNull();
  });

  test('a MinIO beside the server: plain HTTP on loopback, path-style', () => {
    expect(withStore('s3://KEY:SECRET@127.0.0.1:9000/nocturne?region=us-east-1&forcePathStyle=true').objectStore).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'nocturne',
      keyPrefix: '',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'KEY',
      secretAccessKey: 'SECRET',
    });
  });

  test('elsewhere HTTPS unless tls=false; encoded secrets; a prefix after the bucket', () => {
    const store = withStore('s3://AKIA1:a%2Fb%2Bc@s3.eu-west-1.amazonaws.com/media-bucket/site-a/v2?region=eu-west-1').objectStore!;
    expect(store).toMatchObject({ endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'media-bucket', keyPrefix: 'site-a/v2/', secretAccessKey: 'a/b+c', forcePathStyle: false });
    expect(withStore('s3://K:S@minio.internal:9000/b12?tls=false').objectStore!.endpoint).toBe('http://minio.internal:9000');
    expect(withStore('s3://K:S@localhost:9000/b12?tls=true').objectStore!.endpoint).toBe('https://localhost:9000');
  });

  test.each([
    ['https://K:S@host/bucket', /must start with s3:\/\//],
    ['s3://host/bucket', /access key and secret/],
    ['s3://K:S@127.0.0.1:9000/', /bucket name/],
    ['s3://K:S@127.0.0.1:9000/No_Such', /bucket name/],
    ['s3://K:S@127.0.0.1:9000/bucket?forcepathstyle=true', /unknown parameter "forcepathstyle"/],
    ['s3://K:S@127.0.0.1:9000/bucket?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://K:S@127.0.0.1:9000/bucket?region=EU%20West', /region/],
    ['s3://K:S@127.0.0.1:9000/bucket/../x', /bucket name|prefix/],
    ['not a url', /not a URL/],
  ])('%s is refused', (url, reason) => {
    expect(() => withStore(url)).toThrow(ConfigError);
    expect(() => withStore(url)).toThrow(reason);
    try {
      withStore(url);
    } catch (error) {
      expect((error as Error).message).toMatch(/^OBJECT_STORE_URL /);
      expect((error as Error).message).not.toContain(':S@');
    }
  });
});
