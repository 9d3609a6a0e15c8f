import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROOT_DIR } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run Duet on SQLite with the local AI provider on :3000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('sqlite');
    expect(c.database.sqlitePath).toMatch(/var\/duet\.db$/);
    expect(c.ai.provider).toBe('local');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('starts relative data paths from DATA_ROOT, and the web app from where Duet is installed', () => {
    const c = loadConfig({ DATA_ROOT: '/srv/duet', UPLOAD_DIR: 'files', MAIL_DIR: '/var/mail/duet' });
    expect(c.database.sqlitePath).toBe('/srv/duet/var/duet.db');
    expect(c.uploads.dir).toBe('/srv/duet/files');
    expect(c.mail.dir).toBe('/var/mail/duet');
    expect(c.secrets.keyFile).toBe('/srv/duet/var/secret.key');
    expect(c.webDist).toBe(path.join(ROOT_DIR, 'web/dist'));
    expect(loadConfig({}).uploads.dir).toBe(path.join(ROOT_DIR, 'var/uploads'));
  });

  it('switches to PostgreSQL by DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5433/duet' });
    expect(c.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5433/duet',
      sqlitePath: undefined,
      vectorIndex: 'auto',
    });
  });

  it('reads VECTOR_INDEX, and refuses a kind there is not', () => {
    expect(loadConfig({ VECTOR_INDEX: 'sqlite-vec' }).database.vectorIndex).toBe('sqlite-vec');
    expect(() => loadConfig({ VECTOR_INDEX: 'faiss' })).toThrow(/VECTOR_INDEX/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ AI_PROVIDER: 'magic' }, 'AI_PROVIDER'],
    [{ AI_PROVIDER: 'openai-compatible' }, 'AI_BASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY'],
    [{ CORS_ORIGINS: 'https://a.example;x' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example, https://b.example/path' }, 'CORS_ORIGINS'],
    [{ FETCH_ALLOW_HOSTS: 'http://docs.example.com' }, 'FETCH_ALLOW_HOSTS'],
    [{ FETCH_ALLOW_HOSTS: 'docs.example.com/path' }, 'FETCH_ALLOW_HOSTS'],
    [{ FETCH_ALLOW_HOSTS: 'docs.example.com:99999' }, 'FETCH_ALLOW_HOSTS'],
  ])('a wrong value stops start-up naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('CORS_ORIGINS takes origins by name, IPv4 and IPv6', () => {
    const origins = 'https://app.example.com, http://10.0.0.7:8080, http://[::1]:5173';
    expect(loadConfig({ CORS_ORIGINS: origins }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://10.0.0.7:8080',
      'http://[::1]:5173',
    ]);
  });

  it('keeps files in the upload folder, or in an S3 bucket when S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
    const s3 = {
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: '',
    });
    // AWS itself: virtual-hosted buckets, keys from the SDK's own chain.
    expect(loadConfig({ S3_BUCKET: 'files', S3_PREFIX: 'duet/eu/' }).s3).toMatchObject({
      forcePathStyle: false,
      accessKeyId: undefined,
      prefix: 'duet/eu/',
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET: required');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow('set both or neither');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_PREFIX: 'no-slash' })).toThrow('S3_PREFIX');
  });

  it('takes an OpenID provider over https, or over http on this machine only', () => {
    const sso = { OIDC_ISSUER: 'https://id.example.com/realms/duet', OIDC_CLIENT_ID: 'duet', OIDC_NAME: 'Example ID' };
    expect(loadConfig({}).sso).toBeNull();
    expect(loadConfig(sso).sso).toEqual({
      issuer: 'https://id.example.com/realms/duet',
      clientId: 'duet',
      clientSecret: undefined,
      name: 'Example ID',
      only: false,
    });
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_ONLY: 'true' }).sso?.only).toBe(true);
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://id.example.com' })).toThrow(
      'OIDC_ISSUER: must be an https:// address (plain http only on this machine)',
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow('OIDC_CLIENT_ID: required');
    expect(() => loadConfig({ OIDC_ONLY: 'true' })).toThrow('OIDC_ONLY: needs OIDC_ISSUER');
  });

  it('FETCH_ALLOW_HOSTS takes hosts with or without a port; none by default', () => {
    expect(loadConfig({}).fetch.allowHosts).toEqual([]);
    const hosts = 'docs.example.test, 127.0.0.1:8080 ,[::1]:9000,';
    expect(loadConfig({ FETCH_ALLOW_HOSTS: hosts }).fetch.allowHosts).toEqual([
      'docs.example.test',
      '127.0.0.1:8080',
      '[::1]:9000',
    ]);
  });

  it.each([
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('TRUST_PROXY=%s trusts %o', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });
});
