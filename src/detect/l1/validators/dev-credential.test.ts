import { describe, expect, test } from 'bun:test';
import { devDefaultCredential, localHost, localServer } from './dev-credential.ts';
import type { ValidatorOutcome } from './types.ts';

const check = (value: string, match: string) => devDefaultCredential.validate(value, { match });
/** Each (value, match) pair's outcome, reported with the pair when it differs. */
function expectEach(outcome: ValidatorOutcome, cases: Array<[string, string]>): void {
  for (const [value, match] of cases) expect({ value, match, outcome: check(value, match) }).toEqual({ value, match, outcome });
}

describe('dev_default_credential', () => {
  test('a password that is the user name at a local or compose host is a development default', () => {
    const url = 'mysql://wpsite:wpsite@mariadb:3306/wpsite';
    expectEach('invalid', [
      ['wordpress', 'mysql://wordpress:wordpress@db:3306/wordpress'],
      ['postgres', 'postgres://postgres:postgres@postgres:5432/app'],
      ['keycloak', 'postgres://keycloak:keycloak@127.0.0.1:5432/kc'],
      ['keycloak', 'postgres://keycloak:keycloak@localhost/kc'],
      ['sa', 'Server=localhost,1433;Database=Shop;User Id=sa;Password=sa;'],
      ['shop', 'Server=(localdb)\\MSSQLLocalDB;Database=Shop;User Id=shop;Password=shop;'],
      ['keycloak', 'Host=localhost;Port=5432;Username=keycloak;Password=keycloak;Database=kc'],
      // env-file-secret reports the whole value: every URL in it must be a development default.
      [url, `DATABASE_URL=${url}`],
      ['amqp://guest:guest@rabbit:5672//;redis://cache:cache@cache:6379', 'x'],
    ]);
  });
  test('a query string with the user name as password at a local host (JDBC, libpq URIs) is a development default', () => {
    expectEach('invalid', [
      ['app', 'jdbc:mysql://localhost:3306/app?user=app&password=app'],
      ['orders', 'jdbc:postgresql://db:5432/orders?user=orders&password=orders&ssl=false'],
      ['app', 'postgres://127.0.0.1/app?password=app&user=app'],
    ]);
    // A real server, another password, userinfo in the authority or no user: reported.
    expectEach('not_applicable', [
      ['app', 'jdbc:mysql://db.acme.io:3306/app?user=app&password=app'],
      ['app', 'jdbc:mysql://prod-db:3306/app?user=app&password=app'],
      ['Xk9pLm2QrT', 'jdbc:mysql://localhost:3306/app?user=admin&password=Xk9pLm2QrT'],
      ['app', 'jdbc:mysql://localhost:3306/app?password=app'],
    ]);
  });
  test('the reason does not quote the user name (it is the password)', () => {
    const why = devDefaultCredential.why?.('billing', { match: 'postgres://billing:billing@db/b' });
    expect(why).toContain('the password equals the user name');
    expect(why).not.toContain('billing');
  });
  test('a host that may be a real server, a different password or no password is not', () => {
    expectEach('not_applicable', [
      ['orders', 'postgres://orders:orders@db.example-corp.com:5432/orders'],
      ['orders', 'postgres://orders:orders@10.0.4.7:5432/orders'],
      ['Zk3p9QwLx7Vr', 'postgres://orders:Zk3p9QwLx7Vr@db:5432/orders'],
      ['shopdev', 'Server=sql01.corp.acme.io;User Id=shopdev;Password=shopdev;'],
      ['x', 'x'],
      // Upper-case single labels (NetBIOS / server names), production words, in-cluster services.
      ['payments', 'postgres://payments:payments@PROD-PAYMENTS-DB:5432/pay'],
      ['billing', 'postgres://billing:billing@prod-db:5432/billing'],
      ['ab', 'postgres://ab:ab@primary/app'],
      ['payroll', 'Server=SQLPROD01;Database=Payroll;User Id=payroll;Password=payroll;'],
      ['crm', 'Server=crmdb;Database=crm;User Id=crm;Password=crm;'],
      ['gitlab', 'postgresql://gitlab:gitlab@gitlab-postgres.production.svc.cluster.local:5432/gitlab'],
      // Every host of a multi-host list must be local (all local: a default, below); the last `@` is the real host's.
      ['orders', 'mongodb://orders:orders@mongo1,mongo2.prod.acme.com:27017/orders?replicaSet=rs0'],
      ['wp', 'mysql://wp:wp@db:3306@prod.acme.com/wp'],
      // Case-sensitive comparison.
      ['Billing', 'postgres://billing:Billing@db/app'],
      // Several URLs in one value: one that is not a default keeps the whole value reported.
      ['postgres://app1:app1@db/x,postgres://ledger:Zk3p9QwLx7Vr@pg.prod.acme.com/ledger', 'x'],
      ['amqp://guest:guest@rabbit:5672//;amqp://celery:Xq9vT3mLp2Rw@mq.prod.acme.com:5672//', 'x'],
    ]);
  });
  test('a multi-host list whose hosts are all local is a development default', () => {
    expect(check('orders', 'mongodb://orders:orders@mongo1:27017,mongo2:27017/orders')).toBe('invalid');
  });
  test('local hosts', () => {
    for (const h of ['localhost', 'localhost:5432', 'db', 'keycloak-db', '[::1]', '[::1]:5432', '127.0.0.1', 'host.docker.internal', 'app.localhost']) {
      expect(localHost(h)).toBe(true);
    }
    for (const h of ['db.example-corp.com', '10.0.4.7', 'pg.internal.acme.io', 'cluster0.abcde.mongodb.net', 'pg.ns.svc', 'pg.ns.svc.cluster.local', 'DB', 'SQLPROD01', 'prod-db', 'db-prd', 'live', 'master', '[fd00::5]', 'localhost.evil.com']) {
      expect(localHost(h)).toBe(false);
    }
    for (const s of ['localhost', '.', '(local)', '.\\SQLEXPRESS', '(localdb)\\MSSQLLocalDB', '127.0.0.1', '::1']) expect(localServer(s)).toBe(true);
    for (const s of ['SQLPROD01', 'db', 'sql01.corp.acme.io', 'SQLPROD01\\INST1']) expect(localServer(s)).toBe(false);
  });
});
