import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      tokenTtlMinutes: 480,
      demoSeed: true,
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it('reads the public limits that differ from the defaults', () => {
    expect(
      loadConfig({ SMS_LIMITS: 'company=500/1h, total=5000/1d', SCAN_LIMITS: 'pointsPerDay=2000' })
        .publicLimits,
    ).toEqual({
      sms: { company: { points: 500, seconds: 3_600 }, total: { points: 5_000, seconds: 86_400 } },
      lookups: { pointsPerDay: 2_000 },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a port number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql:'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp: or smtps:'],
    [{ TOKEN_TTL_MINUTES: '0' }, 'TOKEN_TTL_MINUTES must be at least 1'],
    [{ DEMO_PASSWORD: 'abc' }, 'DEMO_PASSWORD must be 5 to 16 characters'],
    [
      { FILES_URL: 'ftp://files.example/veritag' },
      'FILES_URL must be file:///absolute/path or s3://bucket/prefix',
    ],
    [
      { FILES_URL: 's3://Not_A_Bucket/files', AWS_REGION: 'us-east-1' },
      'FILES_URL must be file:///absolute/path or s3://bucket/prefix',
    ],
    [{ FILES_URL: 's3://veritag/files' }, 'AWS_REGION is required when FILES_URL is s3://'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ AWS_ENDPOINT_URL: 'minio:9000' }, 'AWS_ENDPOINT_URL must start with http: or https:'],
    [{ JOB_WORKERS: 'no' }, 'JOB_WORKERS must be on or off'],
    [{ JOB_WORKERS: 'off' }, 'JOB_WORKERS=off needs DATABASE_URL'],
    [
      { SMS_LIMITS: 'company=500' },
      'SMS_LIMITS must be dimension=points/window items such as scanSession=5/1h',
    ],
    [
      { SMS_LIMITS: 'country=5/1h' },
      'SMS_LIMITS has no dimension "country": use scanSession, code, mobile, address, company, total',
    ],
    [{ SCAN_LIMITS: 'unknownCost=0' }, 'SCAN_LIMITS unknownCost must be at least 1'],
    [{ MAIL_LIMITS: 'total=1/1w' }, 'MAIL_LIMITS must be dimension=points/window items'],
  ])('stops on %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
