import { describe, expect, test } from 'bun:test';
import { devDefaultCredential, localHost } from './dev-credential.ts';

const check = (value: string, match: string) => devDefaultCredential.validate(value, { match });

describe('dev_default_credential', () => {
  test('a password that is the user name at a local, compose or in-cluster host is a development default', () => {
    expect(check('wordpress', 'mysql://wordpress:wordpress@db:3306/wordpress')).toBe('invalid');
    expect(check('gitlab', 'postgresql://gitlab:gitlab@gitlab-postgres.default.svc.cluster.local:5432/gitlab')).toBe('invalid');
    expect(check('Keycloak', 'postgres://keycloak:Keycloak@127.0.0.1:5432/kc')).toBe('invalid');
    expect(check('sa', 'Server=localhost,1433;Database=Shop;User Id=sa;Password=sa;')).toBe('invalid');
    // env-file-secret reports the whole URL.
    const url = 'mysql://wpsite:wpsite@mariadb:3306/wpsite';
    expect(check(url, `DATABASE_URL=${url}`)).toBe('invalid');
    expect(devDefaultCredential.why?.('wordpress', { match: 'mysql://wordpress:wordpress@db/wp' })).toContain('the password is the user name');
  });
  test('a public host, a different password or no password is not', () => {
    expect(check('orders', 'postgres://orders:orders@db.example-corp.com:5432/orders')).toBe('not_applicable');
    expect(check('orders', 'postgres://orders:orders@10.0.4.7:5432/orders')).toBe('not_applicable');
    expect(check('Zk3p9QwLx7Vr', 'postgres://orders:Zk3p9QwLx7Vr@db:5432/orders')).toBe('not_applicable');
    expect(check('shopdev', 'Server=sql01.corp.acme.io;User Id=shopdev;Password=shopdev;')).toBe('not_applicable');
    expect(check('x', 'x')).toBe('not_applicable');
  });
  test('local hosts', () => {
    for (const h of ['localhost', 'localhost:5432', 'db', 'keycloak-db', '[::1]', '127.0.0.1', 'host.docker.internal', 'pg.ns.svc', 'pg.ns.svc.cluster.local', 'app.localhost']) {
      expect(localHost(h)).toBe(true);
    }
    for (const h of ['db.example-corp.com', '10.0.4.7', 'pg.internal.acme.io', 'cluster0.abcde.mongodb.net']) expect(localHost(h)).toBe(false);
  });
});
