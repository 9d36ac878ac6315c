/**
 * The pages behind a quota error's next_actions URLs. Account administration is outside the interface and the
 * service runs self-hosted, so each page says which operator command does the job.
 */
const PAGES: Record<string, { title: string; body: string }> = {
  usage: {
    title: 'Usage',
    body: 'Your administrator can show this month\'s Scan Units with <code>scanward usage --account &lt;id&gt;</code>.',
  },
  upgrade: {
    title: 'Upgrade',
    body: 'Ask your administrator to move your account to a larger plan: <code>scanward account set-plan &lt;id&gt; pro</code>.',
  },
  'sign-in': {
    title: 'Sign in',
    body: 'Anonymous use has a small daily quota. Ask your administrator for an API key '
      + '(<code>scanward key create --account &lt;id&gt; --name &lt;name&gt;</code>) and send it as <code>Authorization: Bearer &lt;key&gt;</code>.',
  },
};

/** The page for `name`, or undefined. */
export function accountPage(name: string): Response | undefined {
  const p = PAGES[name];
  if (!p) return undefined;
  const html = `<!doctype html><meta charset="utf-8"><title>Scanward — ${p.title}</title><h1>${p.title}</h1><p>${p.body}</p>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
