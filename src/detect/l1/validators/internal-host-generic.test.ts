import { describe, expect, test } from 'bun:test';
import { internalHostGeneric } from './internal-host-generic.ts';

const judge = (text: string, host: string) => {
  const start = text.indexOf(host);
  return internalHostGeneric.validate(host, { match: host, text, start, end: start + host.length });
};

describe('internal_host_generic', () => {
  test('a generic host beside a redaction or in documentation is refused', () => {
    expect(judge('connection to server at "db.internal" failed\n  # postgresql://orders_app:***@db.internal:5432/orders', 'db.internal')).toBe('invalid');
    expect(judge('DATABASE_URL=postgres://app:<redacted>@pg.internal:5432/app', 'pg.internal')).toBe('invalid');
    expect(judge('# Example: point API_HOST at api.internal in your local compose file', 'api.internal')).toBe('invalid');
    expect(judge('Replace cache.local with the name of your own Redis host.', 'cache.local')).toBe('invalid');
  });
  test('a generic host used as a live system is kept: user@, a port, production/ssh/credential words', () => {
    expect(judge('ssh -i ~/.ssh/deploy.pem ubuntu@web.internal', 'web.internal')).toBe('valid');
    expect(judge('dashboards at http://app.internal:8080/d/latency', 'app.internal')).toBe('valid');
    expect(judge('example: writes go to mysql.internal:3306', 'mysql.internal')).toBe('valid');
    expect(judge('the production queue runs on kafka.internal', 'kafka.internal')).toBe('valid');
    expect(judge('e.g. the admin password for auth.internal is in 1Password', 'auth.internal')).toBe('valid');
    expect(judge('BACKEND_HOST=backend.internal', 'backend.internal')).toBe('valid');
  });
  test('a host with its own name or zone is not judged', () => {
    expect(judge('orders-db.prod.internal', 'orders-db.prod.internal')).toBe('not_applicable');
    expect(judge('db.payments.internal', 'db.payments.internal')).toBe('not_applicable');
  });
});
