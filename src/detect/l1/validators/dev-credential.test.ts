import { describe, expect, test } from 'bun:test';
import { devDefaultCredential, localHost, localServer } from './dev-credential.ts';

const check = (value: string, match: string) => devDefaultCredential.validate(value, { match });

describe('dev_default_credential', () => {
  test('a password that is the user name at a local or compose host is a development default', () => {
    expect(check('wordpress', 'mysql://wordpress:wordpress@db:3306/wordpress')).toBe('invalid');
    expect(check('postgres', 'postgres://postgres:postgres@postgres:5432/app')).toBe('invalid');
    expect(check('keycloak', 'postgres://keycloak:keycloak@127.0.0.1:5432/kc')).toBe('invalid');
    expect(check('keycloak', 'postgres://keycloak:keycloak@localhost/kc')).toBe('invalid');
    expect(check('sa', 'Server=localhost,1433;Database=Shop;User Id=sa;Password=sa;')).toBe('invalid');
    expect(check('shop', 'Server=(localdb)\\MSSQLLocalDB;Database=Shop;User Id=shop;Password=shop;')).toBe('invalid');
    expect(check('keycloak', 'Host=localhost;Port=5432;Username=keycloak;Password=keycloak;Database=kc')).toBe('invalid');
    // env-file-secret reports the whole value: every URL in it must be a development default.
    const url = 'mysql://wpsite:wpsite@mariadb:3306/wpsite';
    expect(check(url, `DATABASE_URL=${url}`)).toBe('invalid');
    expect(check('amqp://guest:guest@rabbit:5672//;redis://cache:cache@cache:6379', 'x')).toBe('invalid');
  });
  test('a query string with the user name as password at a local host (JDBC, libpq URIs) is a development default', () => {
    expect(check('app', 'jdbc:mysql://localhost:3306/app?user=app&password=app')).toBe('invalid');
    expect(check('orders', 'jdbc:postgresql://db:5432/orders?user=orders&password=orders&ssl=false')).toBe('invalid');
    expect(check('app', 'postgres://127.0.0.1/app?password=app&user=app')).toBe('invalid');
    // A real server, another password, userinfo in the authority or no user: reported.
    expect(check('app', 'jdbc:mysql://db.acme.io:3306/app?user=app&password=app')).toBe('not_applicable');
    expect(check('app', 'jdbc:mysql://prod-db:3306/app?user=app&password=app')).toBe('not_applicable');
    expect(check('Xk9pLm2QrT', 'jdbc:mysql://localhost:3306/app?user=admin&password=Xk9pLm2QrT')).toBe('not_applicable');
    expect(check('app', 'jdbc:mysql://localhost:3306/app?password=app')).toBe('not_applicable');
  });
  test('the reason does not quote the user name (it is the password)', () => {
    const why = devDefaultCredential.why?.('billing', { match: 'postgres://billing:billing@db/b' });
    expect(why).toContain('the password equals the user name');
    expect(why).not.toContain('billing');
  });
  test('a host that may be a real server, a different password or no password is not', () => {
    expect(check('orders', 'postgres://orders:orders@db.example-corp.com:5432/orders')).toBe('not_applicable');
    expect(check('orders', 'postgres://orders:orders@10.0.4.7:5432/orders')).toBe('not_applicable');
    expect(check('Zk3p9QwLx7Vr', 'postgres://orders:Zk3p9QwLx7Vr@db:5432/orders')).toBe('not_applicable');
    expect(check('shopdev', 'Server=sql01.corp.acme.io;User Id=shopdev;Password=shopdev;')).toBe('not_applicable');
    expect(check('x', 'x')).toBe('not_applicable');
    // Upper-case single labels (NetBIOS / server names), production words, in-cluster services.
    expect(check('payments', 'postgres://payments:payments@PROD-PAYMENTS-DB:5432/pay')).toBe('not_applicable');
    expect(check('billing', 'postgres://billing:billing@prod-db:5432/billing')).toBe('not_applicable');
    expect(check('ab', 'postgres://ab:ab@primary/app')).toBe('not_applicable');
    expect(check('payroll', 'Server=SQLPROD01;Database=Payroll;User Id=payroll;Password=payroll;')).toBe('not_applicable');
    expect(check('crm', 'Server=crmdb;Database=crm;User Id=crm;Password=crm;')).toBe('not_applicable');
    expect(check('gitlab', 'postgresql://gitlab:gitlab@gitlab-postgres.production.svc.cluster.local:5432/gitlab')).toBe('not_applicable');
    // Every host of a multi-host list; the last `@` is the real host's.
    expect(check('orders', 'mongodb://orders:orders@mongo1,mongo2.prod.acme.com:27017/orders?replicaSet=rs0')).toBe('not_applicable');
    expect(check('orders', 'mongodb://orders:orders@mongo1:27017,mongo2:27017/orders')).toBe('invalid');
    expect(check('wp', 'mysql://wp:wp@db:3306@prod.acme.com/wp')).toBe('not_applicable');
    // Case-sensitive comparison.
    expect(check('Billing', 'postgres://billing:Billing@db/app')).toBe('not_applicable');
    // Several URLs in one value: one that is not a default keeps the whole value reported.
    expect(check('postgres://app1:app1@db/x,postgres://ledger:Zk3p9QwLx7Vr@pg.prod.acme.com/ledger', 'x')).toBe('not_applicable');
    expect(check('amqp://guest:guest@rabbit:5672//;amqp://celery:Xq9vT3mLp2Rw@mq.prod.acme.com:5672//', 'x')).toBe('not_applicable');
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
