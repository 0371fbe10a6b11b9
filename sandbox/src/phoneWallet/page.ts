/**
 * The phone wallet's page (`GET /__sandbox/phone-wallet`): plain HTML and a small inline script
 * that reads and drives the wallet over its JSON endpoints (endpoints.ts), no external resource.
 * What the dapp sends (its name, its requests) is written with `textContent`, never as HTML.
 */
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#111;background:#fff}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:1.5rem}
label{display:block;font-weight:600}
input[type=text],select{font:inherit;width:100%;box-sizing:border-box;padding:.4rem;margin:.25rem 0 .5rem}
button{font:inherit;padding:.35rem .9rem;margin:.25rem .5rem .25rem 0;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.switch{display:flex;gap:.5rem;align-items:center;font-weight:600}
pre{white-space:pre-wrap;word-break:break-all;background:#f3f4f6;padding:.5rem;font-size:.85rem;max-height:14rem;overflow:auto}
ul{padding-left:1.2rem}li{margin-bottom:1rem}
[role=status]{padding:.5rem;background:#eef2ff;border-radius:4px}
`;

/** Renders the state the endpoints answer into the page's live parts. */
const SCRIPT = `
const base = '/__sandbox/phone-wallet';
const $ = (id) => document.getElementById(id);
function el(tag, text, attrs) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  return node;
}
let shown = '';
async function call(method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(json.error ? json.error.message : 'HTTP ' + res.status);
  render(json);
  return json;
}
function act(method, path, body) {
  return call(method, path, body).catch((e) => { $('notice').textContent = e.message; });
}
function render(state) {
  const text = JSON.stringify(state);
  if (text === shown) return;
  shown = text;
  $('notice').textContent = state.notice;
  $('auto').checked = state.autoApprove;
  $('mode').value = state.mode;
  const proposal = $('proposal');
  proposal.replaceChildren();
  if (state.proposal) {
    proposal.append(el('p', state.proposal.dapp.name + ' (' + state.proposal.dapp.url + ') asked for:'));
    const list = el('ul', undefined, { 'aria-label': 'Namespaces asked' });
    for (const [ns, ask] of Object.entries(state.proposal.asked)) {
      list.append(el('li', ns + ': ' + ask.chains.join(', ') + ' — ' + ask.methods.join(', ')));
    }
    proposal.append(list);
  } else proposal.append(el('p', 'No proposal yet.'));
  const session = $('session');
  session.replaceChildren();
  if (state.session) {
    session.append(el('p', 'Connected to ' + state.session.dapp.name + ' (' + state.session.dapp.url + ')'));
    const list = el('ul', undefined, { 'aria-label': 'Approved namespaces' });
    for (const [ns, approved] of Object.entries(state.session.namespaces)) {
      list.append(el('li', ns + ': ' + approved.accounts.join(', ')));
    }
    const disconnect = el('button', 'Disconnect', { type: 'button' });
    disconnect.onclick = () => act('POST', '/disconnect');
    session.append(list, disconnect);
  } else session.append(el('p', 'Not connected.'));
  const requests = $('requests');
  requests.replaceChildren();
  if (state.requests.length === 0) requests.append(el('li', 'No requests yet.'));
  for (const r of state.requests) {
    const item = el('li', undefined, { 'aria-labelledby': 'request-' + r.n });
    item.append(el('h3', 'Request ' + r.n + ': ' + r.method + ' on ' + r.chainId, { id: 'request-' + r.n }));
    item.append(el('p', 'Status: ' + r.status));
    item.append(el('pre', JSON.stringify(r.params, null, 2), { 'aria-label': 'Parameters of request ' + r.n }));
    if (r.status === 'pending') {
      const approve = el('button', 'Approve', { type: 'button', 'aria-label': 'Approve request ' + r.n });
      approve.onclick = () => act('POST', '/requests/' + r.n + '/approve');
      const reject = el('button', 'Reject', { type: 'button', 'aria-label': 'Reject request ' + r.n });
      reject.onclick = () => act('POST', '/requests/' + r.n + '/reject');
      item.append(approve, reject);
    }
    if (r.result !== undefined) item.append(el('pre', JSON.stringify(r.result, null, 2), { 'aria-label': 'Result of request ' + r.n }));
    if (r.error !== undefined) item.append(el('p', 'Error: ' + r.error));
    requests.append(item);
  }
}
$('pair').addEventListener('submit', (event) => {
  event.preventDefault();
  $('notice').textContent = 'Pairing…';
  act('POST', '/pair', { uri: $('uri').value });
});
$('auto').addEventListener('change', () => act('PUT', '/settings', { autoApprove: $('auto').checked }));
$('mode').addEventListener('change', () => act('PUT', '/settings', { mode: $('mode').value }));
const poll = () => call('GET', '/state').catch(() => {}).finally(() => setTimeout(poll, 1000));
poll();
`;

export function phoneWalletPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox phone wallet</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sandbox phone wallet</h1>
<p>A WalletConnect wallet run by the sandbox, signing with its development keys (never use them
with real funds) on its EVM, Solana, Cosmos and Tron chains.</p>
<p id="notice" role="status" aria-live="polite">Loading…</p>
<form id="pair">
<label for="uri">WalletConnect link</label>
<input id="uri" name="uri" type="text" autocomplete="off" spellcheck="false" placeholder="wc:…@2?…" required>
<button type="submit">Connect</button>
</form>
<h2>Settings</h2>
<label class="switch"><input id="auto" type="checkbox" role="switch"> Approve requests automatically</label>
<label for="mode">How the wallet answers</label>
<select id="mode">
<option value="normal">Normally</option>
<option value="reject">Reject everything</option>
<option value="wrongAccount">From a wrong account</option>
<option value="wrongChain">For a wrong chain</option>
<option value="smartAccount">As a smart account (EIP-7702, batched calls)</option>
<option value="aminoOnly">Cosmos with amino only, as a Ledger (set before connecting)</option>
</select>
<section aria-labelledby="proposal-title"><h2 id="proposal-title">Session proposal</h2><div id="proposal"></div></section>
<section aria-labelledby="session-title"><h2 id="session-title">Session</h2><div id="session"></div></section>
<section aria-labelledby="requests-title"><h2 id="requests-title">Requests</h2><ul id="requests" aria-labelledby="requests-title"></ul></section>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
