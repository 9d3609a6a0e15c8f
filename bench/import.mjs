// Import ("Take it with you"): a generated ChatGPT data export of 1,000 conversations (12 messages
// each on the shown branch, a regenerated answer in every fourth, an edited prompt in every
// tenth, a hidden system root and a tool call in some) posted to POST /api/v1/import over HTTP,
// as conversations.json and as its ZIP, each into a fresh account; then the same file again
// (everything already there). Every fifth conversation opens with a fact about the person ("I live
// in …"), so the memory suggestions that follow an import have work to do.
// Client time to the 201, server RSS peak. Its own fresh database
// (var/bench/import.db, migrated here), so the seeded bench database is left as it is.
// Usage: node bench/run.mjs import
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { BENCH_DIR, freshDatabase, now, rssMb, sleep, startApi } from './lib.mjs';

const CONVERSATIONS = 1000;
const TURNS = 6;
const DB = path.join(BENCH_DIR, 'import.db');

const words =
  'tea garden river lamp north violet copper window orbit maple quiet harbor pencil thunder saffron glacier'.split(' ');
const sentence = (seed, n) => Array.from({ length: n }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(' ');

function message(id, role, at, text, extra = {}) {
  return {
    id,
    author: { role, name: null, metadata: {} },
    create_time: at,
    update_time: null,
    content: { content_type: 'text', parts: [text] },
    status: 'finished_successfully',
    end_turn: role === 'assistant' ? true : null,
    weight: 1,
    metadata: role === 'assistant' ? { model_slug: 'gpt-4o', finish_details: { type: 'stop' } } : {},
    recipient: 'all',
    ...extra,
  };
}

/** One conversation in ChatGPT's export shape. */
export function conversation(c) {
  const t0 = 1_700_000_000 + c * 3600;
  const mapping = { root: { id: 'root', parent: null, children: [], message: null } };
  const add = (id, parent, msg) => {
    mapping[id] = { id, parent, children: [], message: msg };
    mapping[parent].children.push(id);
  };
  add('sys', 'root', message('sys', 'system', t0, '', { metadata: { is_visually_hidden_from_conversation: true } }));
  let parent = 'sys';
  let at = t0;
  for (let turn = 0; turn < TURNS; turn++) {
    if (c % 10 === 0 && turn === 2)
      add(`u${turn}-old`, parent, message(`u${turn}-old`, 'user', (at += 5), sentence(c + turn, 12)));
    const u = `u${turn}`;
    const fact = c % 5 === 0 && turn === 0 ? `I live in ${words[c % words.length]} town number ${c}. ` : '';
    add(
      u,
      parent,
      message(u, 'user', (at += 10), `${fact}${sentence(c + turn, 20)} (conversation ${c}, turn ${turn})?`),
    );
    let answerParent = u;
    if (c % 7 === 0 && turn === 1) {
      add(`call${turn}`, u, message(`call${turn}`, 'assistant', (at += 1), 'search()', { recipient: 'browser' }));
      add(`tool${turn}`, `call${turn}`, message(`tool${turn}`, 'tool', (at += 1), 'results'));
      answerParent = `tool${turn}`;
    }
    if (c % 4 === 0 && turn === 0)
      add(`a${turn}-old`, answerParent, message(`a${turn}-old`, 'assistant', (at += 5), sentence(c * 3, 80)));
    const a = `a${turn}`;
    add(
      a,
      answerParent,
      message(a, 'assistant', (at += 20), `${sentence(c * 5 + turn, 120)}.\n\n${sentence(c + 11, 60)}.`),
    );
    parent = a;
  }
  return {
    title: `Conversation ${c}: ${words[c % words.length]}`,
    create_time: t0,
    update_time: at,
    mapping,
    current_node: parent,
    conversation_id: `bench-${c}`,
    id: `bench-${c}`,
  };
}

/** A new account's session cookie (import<n>@bench.local). */
export async function account(base, n) {
  const res = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `import${n}@bench.local`, username: `importer${n}`, password: 'bench password 123' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timedImport(base, cookie, bytes, name, pid) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const t = now();
  const res = await fetch(`${base}/api/v1/import`, {
    method: 'POST',
    headers: { cookie, 'x-duet-csrf': '1' },
    body: form,
  });
  const body = await res.json();
  const ms = now() - t;
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return {
    ms,
    imported: body.imported,
    skipped: body.skipped,
    messages: body.messages,
    suggested: body.suggested_memories,
    rssPeakMb: Math.max(peak, rssMb(pid)),
  };
}

export async function importBench() {
  const DB_URL = freshDatabase(DB);
  const json = strToU8(JSON.stringify(Array.from({ length: CONVERSATIONS }, (_, c) => conversation(c))));
  const zip = zipSync({ 'conversations.json': json, 'chat.html': strToU8('<html></html>') });
  const api = await startApi({
    DATABASE_URL: DB_URL,
    UPLOAD_DIR: `${BENCH_DIR}/uploads`,
    RATE_LIMIT_REGISTER_IP: '100',
  });
  try {
    await sleep(300);
    const rssBeforeMb = rssMb(api.pid);
    const first = await timedImport(api.base, await account(api.base, 1), json, 'conversations.json', api.pid);
    const zipCookie = await account(api.base, 2);
    const zipped = await timedImport(api.base, zipCookie, zip, 'chatgpt-export.zip', api.pid);
    const again = await timedImport(api.base, zipCookie, zip, 'chatgpt-export.zip', api.pid);
    const pass =
      first.ms <= 20_000 &&
      zipped.ms <= 20_000 &&
      first.imported === CONVERSATIONS &&
      zipped.imported === CONVERSATIONS &&
      again.imported === 0;
    return {
      conversations: CONVERSATIONS,
      jsonMb: json.length / 1048576,
      zipMb: zip.length / 1048576,
      rssBeforeMb,
      first,
      zipped,
      again,
      pass,
    };
  } finally {
    await api.stop();
  }
}
